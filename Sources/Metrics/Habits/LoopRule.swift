/// A habit exactly as Loop Habit Tracker defines it, kept for habits imported from Loop so that their
/// strength and streaks can be computed the way Loop computes them (`LoopScore`, `LoopStreaks`).
///
/// Habits created in sitegen have no `LoopRule` and keep the seed's rules.
public struct LoopRule: Sendable, Equatable, Codable {
    /// Loop's target type of a numerical habit.
    public enum TargetType: String, Sendable, Equatable, Codable {
        case atLeast = "at_least"
        case atMost = "at_most"
    }

    /// Loop's frequency: `numerator` times in `denominator` days (1/1 daily, 3/7 three times a week,
    /// 2/3 twice in three days, 1/30 once a month), kept as Loop has it, never rounded to a weekly count.
    public var numerator: Int
    public var denominator: Int
    /// `true` for a numerical ("measurable") habit, `false` for yes/no.
    public var numerical: Bool
    /// A numerical habit's target per `denominator` days, its type and unit; ignored for yes/no habits.
    public var targetValue: Double
    public var targetType: TargetType
    public var unit: String

    public init(numerator: Int, denominator: Int, numerical: Bool = false,
                targetValue: Double = 0, targetType: TargetType = .atLeast, unit: String = "") {
        self.numerator = numerator
        self.denominator = denominator
        self.numerical = numerical
        self.targetValue = targetValue
        self.targetType = targetType
        self.unit = unit
    }
}

/// One day's entry of a Loop habit as the person entered it (Loop's manual entries; Loop's automatic
/// YES_AUTO days are derived from these, not stored).
public enum LoopEntry: Sendable, Equatable, Codable {
    /// YES_MANUAL of a yes/no habit.
    case yes
    /// NO.
    case no
    /// SKIP: neither done nor missed; the score stays as it was.
    case skip
    /// A numerical habit's amount that day, in the habit's unit (Loop's value ÷ 1000).
    case amount(Double)
}
