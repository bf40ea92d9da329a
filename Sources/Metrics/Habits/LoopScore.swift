/// The strength of a habit imported from Loop Habit Tracker, computed the way Loop computes its score.
///
/// The spec: for habits imported from Loop, strength must equal Loop's own (its Scores.csv) on every
/// day. This follows uhabits-core's jvmMain sources of 2021–2024, the Loop 2.x that writes the CSV
/// export (`Habit.recompute`, `EntryList.recomputeFrom`, `ScoreList.recompute`, `Score.compute`; SKIP
/// stored as 3). Loop's 2025 multiplatform rewrite adds calendar-week scoring for a "per week" mode,
/// which `LoopRule` does not carry:
/// - Loop first fills automatic days: for a yes/no habit, each time `numerator` YES days fall within
///   `denominator` days (a calendar month for 1/30 and 1/31), the days from the oldest of them to the
///   end of that window count as done, and older windows slide back to touch newer ones. Numerical
///   habits get no automatic days.
/// - Scoring starts on the oldest day of that list (which can precede the first entry) and runs through
///   today (Loop goes on to today + 30; those days never change today's score).
/// - Every day that is not a SKIP is scored, entered or not: the day's value is the share of the
///   frequency met in the last `denominator` days (both doubled for a yes/no habit done less than
///   daily), counting only the person's YES days; for a numerical habit the sum of the amounts in
///   that window against the target, capped at 1, or for an at-most habit 1 − (sum − target)/target
///   clamped to 0…1, starting from a score of 1.
/// - score = previous · m + value · (1 − m), m = 0.5^(√(numerator/denominator)/13); a SKIP day keeps
///   the previous score.
public enum LoopScore {
    /// One day of Loop's computed entry list.
    public enum Computed: Sendable, Equatable {
        /// What the person entered that day.
        case entered(LoopEntry)
        /// Loop's YES_AUTO: not entered (or entered as no), but inside a window the habit had met.
        case automatic
    }

    /// Loop's whole computation for one habit.
    public struct Result: Sendable, Equatable {
        /// Loop's first scored day: the oldest day of the computed list, or `through` when there is none.
        public let firstDay: LocalDay
        /// The score at the end of each day from `firstDay` through `through`, oldest first.
        public let points: [HabitStrength.Point]
        /// The computed list, YES_AUTO days filled in, through Loop's horizon (`through` + 30).
        public let entries: [LocalDay: Computed]
    }

    /// Loop computes its lists through today + 30 days (`Habit.recompute`).
    public static let horizonDays = 30

    /// The score at the end of each day from Loop's first day through `through` (the build's today).
    public static func points(rule: LoopRule, entries: [LocalDay: LoopEntry], through: LocalDay) -> [HabitStrength.Point] {
        compute(rule: rule, entries: entries, through: through).points
    }

    /// Loop's computed entry list and its score on every day through `through`.
    public static func compute(rule: LoopRule, entries: [LocalDay: LoopEntry], through: LocalDay) -> Result {
        let days = LoopDays(rule: rule, entries: entries, through: through)
        let computed = Dictionary(uniqueKeysWithValues: days.computed.map { day, value in
            (day, !rule.numerical && value == LoopDays.yesAuto ? Computed.automatic : Computed.entered(entries[day] ?? .no))
        })
        return Result(firstDay: days.first, points: scores(days, rule: rule), entries: computed)
    }

    /// `ScoreList.recompute`, walking forward from the first day with a window of the last `denominator` days.
    static func scores(_ days: LoopDays, rule: LoopRule) -> [HabitStrength.Point] {
        let count = days.first.days(to: days.through) + 1
        guard count > 0 else { return [] }
        let frequency = days.frequency
        let m = HabitStrength.multiplier(timesPerDay: Double(frequency.numerator) / Double(frequency.denominator))
        let doubled = !rule.numerical && frequency.numerator < frequency.denominator
        let needed = Double(frequency.numerator * (doubled ? 2 : 1))
        let window = frequency.denominator * (doubled ? 2 : 1)
        var sum = 0.0
        var score = rule.numerical && rule.targetType == .atMost ? 1.0 : 0.0
        var points: [HabitStrength.Point] = []
        points.reserveCapacity(count)
        for index in 0..<count {
            let day = days.first.adding(days: index)
            let value = days.value(day)
            sum += contribution(value, numerical: rule.numerical)
            if index >= window { sum -= contribution(days.value(day.adding(days: -window)), numerical: rule.numerical) }
            if value != LoopDays.skip {
                let done = rule.numerical ? progress(sum / 1000, rule: rule) : min(1, sum / needed)
                score = score * m + done * (1 - m)
            }
            points.append(HabitStrength.Point(day: day, score: score))
        }
        return points
    }

    /// What one day adds to the window: a yes/no habit counts the person's YES days only; a numerical
    /// habit adds its raw value (Loop's amount × 1000, negatives as 0; a SKIP's stored 3 too, as in Loop).
    static func contribution(_ value: Int, numerical: Bool) -> Double {
        numerical ? Double(max(0, value)) : (value == LoopDays.yesManual ? 1 : 0)
    }

    /// A numerical habit's share of its target met by `sum`, the window's total in the habit's unit.
    static func progress(_ sum: Double, rule: LoopRule) -> Double {
        let target = rule.targetValue
        switch rule.targetType {
        case .atLeast:
            return target > 0 ? min(1, sum / target) : 1
        case .atMost:
            guard target > 0 else { return sum > 0 ? 0 : 1 }
            return min(max(1 - (sum - target) / target, 0), 1)
        }
    }
}
