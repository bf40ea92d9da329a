/// The `[activity]` table: step goal, bonus days and the heart-rate window.
public struct ActivitySettings: Sendable, Equatable {
    /// Daily step goal, at least 1 (`step_goal`).
    public var stepGoal = 10_000
    /// "Earn bonus day every N consecutive achieved days": N, at least 1 (`bonus_earn_interval`).
    public var bonusEarnInterval = 7
    /// "Maximum bonus days cap", at least 0 (`max_bonus_days`).
    public var maxBonusDays = 2
    /// "Most recent heart rate sample within the last X minutes": X, 1–1440 (`heart_rate_window_minutes`).
    public var heartRateWindowMinutes = 10

    /// The defaults.
    public init() {}
}
