/// The per-habit figures of the habit's page (seed Skill Tracker, B-029 "Advanced Analytics": detailed
/// statistics per habit, improvement trends, best/worst day analysis, weekly/monthly summaries).
public struct HabitStatistics: Sendable {
    /// One weekday's completion.
    public struct WeekdayFigure: Sendable, Equatable {
        /// 1 = Sunday … 7 = Saturday.
        public let weekday: Int
        public let completion: HabitCompletion
        public var name: String { SiteFormat.standard.weekdayName(weekday: weekday) }
    }

    /// One month's completion.
    public struct MonthFigure: Sendable, Equatable {
        public let month: LocalDay
        public let completion: HabitCompletion
    }

    public let currentStreak: Int
    public let bestStreak: Int
    public let unit: HabitStreakUnit
    public let last7Days: HabitCompletion
    public let last30Days: HabitCompletion
    public let last365Days: HabitCompletion
    public let sinceStart: HabitCompletion
    /// Weekdays with a day that counted, in week order.
    public let weekdays: [WeekdayFigure]
    /// The months of the last year (up to 12) the habit was active in, oldest first.
    public let months: [MonthFigure]
    /// The last 30 days against the 30 before, in percentage points; `nil` when either has no day that counted.
    public let improvement: Int?
    /// The strength at the end of each day: Loop's score as Loop computes it for a habit imported from
    /// Loop (`LoopScore`), sitegen's (`HabitStrength`) otherwise.
    public let strength: [HabitStrength.Point]
    /// The days since start by level, partial ones apart (B-024 "Statistics with partial counts").
    public let levels: LevelCounts
    /// The last 30 days by level.
    public let last30DaysLevels: LevelCounts
    /// When in the day it gets done; `nil` when no check-in has a time.
    public let timeOfDay: TimeOfDayPattern?

    public init(_ timeline: HabitTimeline, today: LocalDay, week: HabitWeek) {
        func window(_ days: Int, endingDaysAgo ago: Int = 0) -> HabitCompletion {
            HabitCompletion(timeline, from: today.adding(days: -ago - days + 1), through: today.adding(days: -ago), today: today)
        }
        (currentStreak, bestStreak) = Self.streaks(timeline, today: today)
        unit = timeline.streakUnit
        last7Days = window(7)
        last30Days = window(30)
        last365Days = window(365)
        sinceStart = HabitCompletion(timeline, from: timeline.schedule.first, through: today, today: today)
        weekdays = Self.weekdays(timeline, today: today, week: week)
        months = Self.months(timeline, today: today)
        let previous = window(30, endingDaysAgo: 30)
        improvement = last30Days.percent.flatMap { now in previous.percent.map { now - $0 } }
        strength = timeline.loop?.strength ?? HabitStrength.scores(timeline, today: today)
        levels = LevelCounts(timeline, from: timeline.schedule.first, through: today, today: today)
        last30DaysLevels = LevelCounts(timeline, from: today.adding(days: -29), through: today, today: today)
        timeOfDay = TimeOfDayPattern(minutes: timeline.days.filter { $0.level.isDone && !$0.skipped }.map(\.minute))
    }

    /// The current and best streak: Loop's for a habit imported from Loop, else the
    /// timeline's (the last day's streak when that is today or yesterday, and the longest).
    static func streaks(_ timeline: HabitTimeline, today: LocalDay) -> (current: Int, best: Int) {
        if let loop = timeline.loop { return (loop.currentStreak, loop.bestStreak) }
        let last = timeline.days.last
        let current = last?.day == today || last?.day == today.adding(days: -1) ? last?.streak ?? 0 : 0
        return (current, timeline.days.map(\.streak).max() ?? 0)
    }

    /// The best weekday: the highest completion; a tie goes to the earlier weekday of the week.
    public var bestWeekday: WeekdayFigure? {
        weekdays.reduce(nil) { best, figure in
            guard let best, let b = best.completion.percent else { return figure }
            return (figure.completion.percent ?? 0) > b ? figure : best
        }
    }

    /// The worst weekday: the lowest completion; a tie goes to the earlier weekday of the week.
    public var worstWeekday: WeekdayFigure? {
        weekdays.reduce(nil) { worst, figure in
            guard let worst, let w = worst.completion.percent else { return figure }
            return (figure.completion.percent ?? 0) < w ? figure : worst
        }
    }

    /// The strength today, 0 … 1.
    public var strengthToday: Double { strength.last?.score ?? 0 }

    static func weekdays(_ timeline: HabitTimeline, today: LocalDay, week: HabitWeek) -> [WeekdayFigure] {
        var done = [Int](repeating: 0, count: 8), counted = [Int](repeating: 0, count: 8)
        for day in timeline.days where day.day <= today {
            let completion = HabitCompletion(timeline, from: day.day, through: day.day, today: today)
            done[day.day.weekday] += completion.done
            counted[day.day.weekday] += completion.counted
        }
        return week.weekdays.filter { counted[$0] > 0 }.map {
            WeekdayFigure(weekday: $0, completion: HabitCompletion(done: done[$0], counted: counted[$0]))
        }
    }

    static func months(_ timeline: HabitTimeline, today: LocalDay) -> [MonthFigure] {
        guard let first = timeline.days.first?.day, first <= today else { return [] }
        var month = today.firstOfMonth
        var figures: [MonthFigure] = []
        while month >= first.firstOfMonth, figures.count < 12 {
            let last = month.adding(days: month.daysInMonth - 1)
            figures.append(MonthFigure(month: month, completion: HabitCompletion(timeline, from: month, through: last, today: today)))
            month = month.adding(days: -1).firstOfMonth
        }
        return figures.reversed()
    }
}
