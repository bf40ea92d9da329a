/// A habit imported from Loop Habit Tracker: its strength and streaks as Loop computes them, worked out
/// once per build from its check-ins (`HabitTimeline` holds it; cards, statistics and data files read it).
///
/// For habits imported from Loop, strength must equal Loop's to 0.001 on every day, and the streaks are
/// the ones the current Loop shows (`LoopStreaks`): a yes/no habit's done, skipped and automatic days, a
/// numerical habit's days that meet its target; streaks count days whatever the frequency.
public struct LoopFigures: Sendable {
    /// The person's entries, read back from the stored check-ins (`loopEntries(for:checkIns:)`).
    public let entries: [LocalDay: LoopEntry]
    /// Loop's score at the end of each day from its first day through today.
    public let strength: [HabitStrength.Point]
    /// Loop's streaks, oldest first (the last may run past today on automatic days, as in Loop).
    public let streaks: [LoopStreaks.Streak]
    /// The streak running today (or ending yesterday while today has no entry yet), in days so far.
    public let currentStreak: Int
    /// Loop's longest streak, in days.
    public let bestStreak: Int
    public let today: LocalDay

    /// The figures of `habit` (which has a Loop rule) from its check-ins, as of `today`.
    public init(rule: LoopRule, habit: Habit, checkIns: [CheckIn], today: LocalDay) {
        entries = loopEntries(for: habit, checkIns: checkIns)
        strength = LoopScore.points(rule: rule, entries: entries, through: today)
        let summary = LoopStreaks.summary(rule: rule, entries: entries, through: today)
        streaks = summary.streaks
        currentStreak = summary.current
        bestStreak = summary.best
        self.today = today
    }

    /// The streak at the end of `day`, in days: the days of its streak up to `day`, 0 on a day that is
    /// not a streak day. Today it is `currentStreak` (a streak ending yesterday still counts).
    public func streak(on day: LocalDay) -> Int {
        if day == today { return currentStreak }
        guard let streak = streakContaining(day) else { return 0 }
        return streak.start.days(to: day) + 1
    }

    /// The streak that `day` belongs to, found by bisection (streaks are sorted and never overlap).
    func streakContaining(_ day: LocalDay) -> LoopStreaks.Streak? {
        var low = 0, high = streaks.count
        while low < high {
            let middle = (low + high) / 2
            if streaks[middle].start <= day { low = middle + 1 } else { high = middle }
        }
        guard low > 0, streaks[low - 1].end >= day else { return nil }
        return streaks[low - 1]
    }
}
