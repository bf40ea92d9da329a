/// A habit's check-in for one day.
public struct CheckIn: Sendable, Equatable {
    public var habitID: Int64
    public var day: LocalDay
    public var level: CompletionLevel
    /// The amount done toward a target ("5" of 8 cups), when the habit has one.
    public var count: Double?
    /// Skipped: the habit was not due that day (Loop's SKIP); it neither extends nor breaks a streak.
    public var skipped: Bool
    public init(habitID: Int64, day: LocalDay, level: CompletionLevel, count: Double? = nil, skipped: Bool = false) {
        self.habitID = habitID
        self.day = day
        self.level = level
        self.count = count
        self.skipped = skipped
    }
}
