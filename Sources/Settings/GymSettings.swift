/// The `[gym]` table: the monthly visit grid.
public struct GymSettings: Sendable, Equatable {
    /// How many dots the month's visit grid has, 1–100 (`dots_per_month`).
    public var dotsPerMonth = 25

    /// The defaults.
    public init() {}
}
