/// The `[energy]` table: how the Today / Average comparison is made.
public struct EnergySettings: Sendable, Equatable {
    /// How many past same weekdays the average uses, 1–52 (`comparison_weeks`).
    public var comparisonWeeks = 10

    /// The defaults.
    public init() {}
}
