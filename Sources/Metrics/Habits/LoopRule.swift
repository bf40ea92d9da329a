import Strings

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

/// How a Loop rule reads on a page, and its check against `Bounds`.
extension LoopRule {
    /// Loop's frequency in words: "Every day", "3 times a week", "Once a month", "Every 3 days",
    /// "2 times in 3 days" (never rounded to a weekly count); its counts in `format`'s locale.
    public func frequencyText(_ words: StringTable, format: SiteFormat) -> String {
        let (n, d) = (numerator, denominator)
        let count = format.grouped(n), days = format.grouped(d)
        if n == d { return words[.everyDay] }
        if d == 1 { return words(.timesADay, ["count": count]) }
        switch d {
        case 7: return n == 1 ? words[.onceAWeek] : words(.timesAWeek, ["count": count])
        case 30, 31: return n == 1 ? words[.onceAMonth] : words(.timesAMonth, ["count": count])
        default: return n == 1 ? words(.everyDays, ["count": days]) : words(.timesInDays, ["count": count, "days": days])
        }
    }

    /// The period a numerical target is for: "a day", "a week", "a month", "in 3 days".
    public func periodText(_ words: StringTable, format: SiteFormat) -> String {
        switch denominator {
        case 1: words[.loopPeriodDay]
        case 7: words[.loopPeriodWeek]
        case 30, 31: words[.loopPeriodMonth]
        default: words(.loopPeriodDays, ["count": format.grouped(denominator)])
        }
    }

    /// "At least 5 km a week", "At most 2 cups a day"; `nil` for a yes/no habit or an unknown target (0).
    /// The amount is the target as Loop has it (every decimal, none added), in `format`'s locale.
    public func targetText(_ words: StringTable, format: SiteFormat) -> String? {
        guard numerical, targetValue > 0 else { return nil }
        let amount = format.exact(targetValue) + (unit.isEmpty ? "" : " " + unit)
        return words(targetType == .atLeast ? .loopAtLeast : .loopAtMost,
                     ["amount": amount, "period": periodText(words, format: format)])
    }

    /// "Yes or no", "Numerical (at least)", "Numerical (at most)".
    public func typeText(_ words: StringTable) -> String {
        guard numerical else { return words[.loopYesOrNo] }
        return words[targetType == .atLeast ? .loopNumericalAtLeast : .loopNumericalAtMost]
    }

    /// `frequencyText` in English, for the command line's messages and the data files.
    public var frequencyText: String { frequencyText(.english, format: .standard) }
    /// `targetText` in English, for the data files.
    public var targetText: String? { targetText(.english, format: .standard) }

    /// The first value outside its documented range (`Bounds`), naming `place`; `nil` when all are inside.
    /// A target of 0 means "not given" (Loop's exports before the `Type` column carry no target).
    public func violation(place: String) -> BoundViolation? {
        if case .failure(let v) = Bounds.frequencyNumerator.check(Double(numerator), field: place + "numerator") { return v }
        if case .failure(let v) = Bounds.frequencyDenominator.check(Double(denominator), field: place + "denominator") { return v }
        if targetValue != 0, case .failure(let v) = Bounds.habitTarget.check(targetValue, field: place + "targetValue") { return v }
        if case .failure(let v) = TextLimit.unit.check(unit, field: place + "unit") { return v }
        return nil
    }
}
