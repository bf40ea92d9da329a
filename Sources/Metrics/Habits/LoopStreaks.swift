/// The streaks of a habit imported from Loop Habit Tracker, counted the way the current Loop counts them.
///
/// Loop's `StreakList.recompute` (uhabits-core since February 2025, the current release) makes a streak of every run of days that
/// count. A yes/no habit's day counts when its computed value is above zero: the person's YES days, the
/// automatic days a non-daily habit earns (YES_AUTO) and SKIP days (stored as 3); a NO or a day with
/// nothing entered ends the run. A numerical habit's day counts only when it meets the target: "at least"
/// when the stored value ÷ 1000 is at least the target, "at most" when something is entered that day and
/// its value ÷ 1000 is at most the target (an entered 0 counts, an empty day does not). The target is the
/// habit's own (per `denominator` days), compared with the one day, as Loop does. Earlier Loop releases
/// (2.0–2.2) counted any numerical amount above zero; sitegen follows the current rule.
/// Streaks are counted in days for every frequency, over Loop's whole computed list, which runs to
/// today + 30: a streak can end on an automatic day after today, and Loop counts those days in its length.
public enum LoopStreaks {
    /// One streak: its first and last day and its length in days, as Loop shows it.
    public struct Streak: Sendable, Equatable {
        public let start: LocalDay
        public let end: LocalDay
        public var length: Int { start.days(to: end) + 1 }

        public init(start: LocalDay, end: LocalDay) {
            self.start = start
            self.end = end
        }
    }

    /// Loop's streaks, oldest first.
    public static func streaks(rule: LoopRule, entries: [LocalDay: LoopEntry], through: LocalDay) -> [Streak] {
        streaks(LoopDays(rule: rule, entries: entries, through: through), rule: rule)
    }

    /// The current streak, the best streak and all streaks, in days.
    ///
    /// `best` is Loop's longest streak, automatic days after `through` included, as Loop's own streak
    /// chart shows it. `current` is the streak running on `through` (or ending the day before, when
    /// today has no entry yet), counted only up to `through`: the days so far.
    public static func summary(rule: LoopRule, entries: [LocalDay: LoopEntry], through: LocalDay)
        -> (current: Int, best: Int, streaks: [Streak]) {
        let all = streaks(rule: rule, entries: entries, through: through)
        let running = all.last { $0.start <= through && $0.end >= through.adding(days: -1) }
        let current = running.map { $0.start.days(to: min($0.end, through)) + 1 } ?? 0
        return (current, all.map(\.length).max() ?? 0, all)
    }

    /// Whether a day of raw value `value` (`LoopDays`) is a streak day under `rule`.
    static func counts(_ value: Int, rule: LoopRule) -> Bool {
        guard rule.numerical else { return value > 0 }
        let amount = Double(value) / 1000
        switch rule.targetType {
        case .atLeast: return amount >= rule.targetValue
        case .atMost: return value != LoopDays.unknown && amount <= rule.targetValue
        }
    }

    static func streaks(_ days: LoopDays, rule: LoopRule) -> [Streak] {
        var result: [Streak] = []
        var start: LocalDay?
        var day = days.first
        while day <= days.last {
            if counts(days.value(day), rule: rule) {
                if start == nil { start = day }
            } else if let begun = start {
                result.append(Streak(start: begun, end: day.adding(days: -1)))
                start = nil
            }
            day = day.adding(days: 1)
        }
        if let begun = start { result.append(Streak(start: begun, end: days.last)) }
        return result
    }
}
