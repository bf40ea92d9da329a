/// The streaks of a habit imported from Loop Habit Tracker, counted the way Loop counts them.
///
/// Issue 14: Loop's `StreakList.recompute` (uhabits-core jvmMain, 2021–2024) makes a streak of every
/// run of days whose computed value is above zero: the person's YES days, the automatic days a
/// non-daily habit earns (YES_AUTO), SKIP days (stored as 3), and a numerical habit's days with an
/// amount above zero. A NO or a day with nothing entered ends it. Streaks are counted in days for every frequency, over
/// Loop's whole computed list, which runs to today + 30: a streak can end on an automatic day after
/// today, and Loop counts those days in its length. (Loop's 2025 rewrite counts a numerical habit's day
/// only when it meets the target; not followed here.)
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
        streaks(LoopDays(rule: rule, entries: entries, through: through))
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

    static func streaks(_ days: LoopDays) -> [Streak] {
        var result: [Streak] = []
        var start: LocalDay?
        var day = days.first
        while day <= days.last {
            if days.value(day) > 0 {
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
