/// One day's Apple Activity Summary: the rings and their goals.
public struct ActivitySummary: Sendable, Equatable {
    public var day: LocalDay
    public var activeEnergyKcal: Double
    /// The move goal in kcal.
    public var moveGoalKcal: Double
    public var exerciseMinutes: Double?
    public var exerciseGoalMinutes: Double?
    public var standHours: Double?
    public var standGoalHours: Double?
    public init(day: LocalDay, activeEnergyKcal: Double, moveGoalKcal: Double, exerciseMinutes: Double? = nil,
                exerciseGoalMinutes: Double? = nil, standHours: Double? = nil, standGoalHours: Double? = nil) {
        self.day = day
        self.activeEnergyKcal = activeEnergyKcal
        self.moveGoalKcal = moveGoalKcal
        self.exerciseMinutes = exerciseMinutes
        self.exerciseGoalMinutes = exerciseGoalMinutes
        self.standHours = standHours
        self.standGoalHours = standGoalHours
    }
}
