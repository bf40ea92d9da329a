import Foundation
import Metrics

/// The Activity section: the steps, goals and streak ledger, the days and months with a page, and
/// the figures of every Day and Week page (the same values `data/days.json` and `data/weeks.json` hold).
struct ActivitySection: Sendable {
    /// Steps, goals and the streak ledger.
    let history: ActivityHistory
    /// The days with a Day (and Week) page, oldest first.
    let pageDays: [LocalDay]
    let pageDaySet: Set<LocalDay>
    /// The figures of each page day, in `pageDays` order.
    let days: [DayFigures]
    /// The figures of the week ending on each page day, in `pageDays` order.
    let weeks: [WeekFigures]
    /// The first days of the months with a Month page: from the first page day's month to today's.
    let months: [LocalDay]

    var contents: String { "\(days.count) days, \(weeks.count) weeks, \(months.count) months" }

    static func assemble(_ build: BuildFacts) -> ActivitySection {
        let settings = build.settings.activity
        let rules = StreakLedger.Rules(earnEvery: settings.bonusEarnInterval, maxBonusDays: settings.maxBonusDays)
        let history = ActivityHistory(history: build.history, today: build.today, goals: build.goals, rules: rules)
        let pageDaySet = pageDays(build)
        let pageDays = pageDaySet.sorted()
        let days = ParallelPages.map(pageDays) { DayFigures(day: $0, build: build, activity: history) }
        let weeks = ParallelPages.map(pageDays) { WeekFigures(day: $0, build: build, activity: history) }
        var months: [LocalDay] = []
        var month = (pageDays.first ?? build.today).firstOfMonth
        while month <= build.today {
            months.append(month)
            month = month.adding(days: month.daysInMonth)
        }
        return ActivitySection(history: history, pageDays: pageDays, pageDaySet: pageDaySet, days: days, weeks: weeks, months: months)
    }

    /// This section at the time of `build` (same history, same day): only today's Day and Week figures
    /// read the time of day (the walking bot, the current heart rate), so only they are made again.
    func refreshed(_ build: BuildFacts) -> ActivitySection {
        guard let last = pageDays.indices.last, pageDays[last] == build.today else { return self }
        var days = self.days, weeks = self.weeks
        days[last] = DayFigures(day: build.today, build: build, activity: history)
        weeks[last] = WeekFigures(day: build.today, build: build, activity: history)
        return ActivitySection(history: history, pageDays: pageDays, pageDaySet: pageDaySet, days: days, weeks: weeks, months: months)
    }

    /// Every day with a recorded total, heart rate, an Activity Summary or a note, and today; never a day after today.
    private static func pageDays(_ build: BuildFacts) -> Set<LocalDay> {
        let history = build.history
        var days = Set(history.notes.keys)
        for totals in history.daily.values { days.formUnion(totals.keys) }
        days.formUnion(history.activitySummaries.map(\.day))
        // The samples come in time order: a sample inside the last one's day needs no calendar.
        var lastHeartDay: (start: Date, end: Date)?
        for sample in history.heartRate {
            if let last = lastHeartDay, last.start <= sample.instant, sample.instant < last.end { continue }
            let day = build.calendar.day(containing: sample.instant), interval = build.calendar.interval(of: day)
            days.insert(day)
            lastHeartDay = (interval.start, interval.end)
        }
        days.insert(build.today)
        return days.filter { $0 <= build.today }
    }
}

/// The Habits section: the habit book (every habit's timeline as of today, computed once per build:
/// the Habits, Reports, habit and Moments pages read it), the category classes and the days with a
/// Habits page. A day's cards (`book.day`) are read from the book by that day's page alone, when the
/// page is made: serve makes only the pages asked for, so a check-in does not redo 3,650 days' cards.
struct HabitsSection: Sendable {
    let week: HabitWeek
    let book: HabitBook
    let styles: HabitStylesheet
    let pages: HabitPages
    /// The days holding a check-in, each once, oldest first: what decides which Habits and report pages
    /// there are (a few thousand days for 73,000 check-ins at 10 years).
    let dataDays: [LocalDay]

    var contents: String { "1 book, \(book.timelines.count) habits, \(pages.days.count) days" }

    /// The section of `build`; the timelines of `previous`'s habits that did not change are kept.
    static func assemble(_ build: BuildFacts, reusing previous: HabitsSection? = nil) -> HabitsSection {
        let week = build.habitWeek, today = build.today
        let book = HabitBook(history: build.history, today: today, week: week, reusing: previous?.book)
        let dataDays = LocalDay.distinct(build.history.checkIns.map(\.day))
        let pages = HabitPages(first: min(book.firstDay ?? today, today), today: today, week: week, dataDays: dataDays)
        return HabitsSection(week: week, book: book, styles: HabitStylesheet(history: build.history), pages: pages, dataDays: dataDays)
    }
}

/// The Habit Reports section: which periods get a page, each habit's completion in each of them
/// (the cards and `data/reports.json` read the same values) and each habit's statistics.
struct ReportsSection: Sendable {
    let pages: ReportPages
    /// Each habit's statistics, in the book's order.
    let statistics: [HabitStatistics]
    /// Each habit's completion in every period with a page, by habit id.
    let completions: [Int64: [HabitPeriod: HabitCompletion]]
    /// Each habit's days by level in every period with a page, by habit id (partial counts, B-024).
    let levels: [Int64: [HabitPeriod: LevelCounts]]
    /// Each period's category performance, in the categories' order (B-029).
    let categories: [HabitPeriod: [CategoryPerformance]]

    var contents: String {
        let periods = HabitPeriod.Kind.allCases.map { pages.periods($0).count }.reduce(0, +)
        return "\(periods) periods, \(statistics.count) habit statistics"
    }

    /// `timeline`'s completion in `period`, from the assembled figures.
    func completion(_ timeline: HabitTimeline, in period: HabitPeriod) -> HabitCompletion? {
        completions[timeline.habit.id]?[period]
    }

    /// The section of `build`. With `previous` (the last build's section and the habits it was made
    /// from) and the same pages, the figures of each habit whose timeline `habits.book` reused are
    /// taken from it: they are functions of the timeline, the periods and the day alone.
    static func assemble(_ build: BuildFacts, habits: HabitsSection,
                         reusing previous: (reports: ReportsSection, habits: HabitsSection)? = nil) -> ReportsSection {
        let today = build.today, timelines = habits.book.timelines
        let pages = ReportPages(today: today, first: habits.pages.first, week: habits.week,
                                dataDays: habits.dataDays)
        let periods = [HabitPeriod.Kind.year, .month, .week].flatMap { pages.periods($0) }
        var keptStatistics: [Int64: HabitStatistics] = [:]
        if let previous, previous.reports.pages == pages {
            for (timeline, statistics) in zip(previous.habits.book.timelines, previous.reports.statistics)
            where habits.book.reused.contains(timeline.habit.id) {
                keptStatistics[timeline.habit.id] = statistics
            }
        }
        let kept = keptStatistics.isEmpty ? nil : previous?.reports
        let statistics = ParallelPages.map(timelines) {
            keptStatistics[$0.habit.id] ?? HabitStatistics($0, today: today, week: habits.week)
        }
        let completions = ParallelPages.map(timelines) { timeline in
            if keptStatistics[timeline.habit.id] != nil, let old = kept?.completions[timeline.habit.id] { return old }
            return Dictionary(uniqueKeysWithValues: periods.map { ($0, HabitCompletion(timeline, from: $0.first, through: $0.last, today: today)) })
        }
        let levels = ParallelPages.map(timelines) { timeline in
            if keptStatistics[timeline.habit.id] != nil, let old = kept?.levels[timeline.habit.id] { return old }
            return Dictionary(uniqueKeysWithValues: periods.map { ($0, LevelCounts(timeline, from: $0.first, through: $0.last, today: today)) })
        }
        var byHabit: [Int64: [HabitPeriod: HabitCompletion]] = [:], levelsByHabit: [Int64: [HabitPeriod: LevelCounts]] = [:]
        for (timeline, periods) in zip(timelines, completions) { byHabit[timeline.habit.id] = periods }
        for (timeline, periods) in zip(timelines, levels) { levelsByHabit[timeline.habit.id] = periods }
        let order = habits.styles.categories.map(\.name)
        let categories = Dictionary(uniqueKeysWithValues: periods.map { period in
            (period, CategoryPerformance.of(zip(timelines, zip(completions, levels)).map { ($0.habit.category, $1.0[period]!, $1.1[period]!) },
                                            order: order))
        })
        return ReportsSection(pages: pages, statistics: statistics, completions: byHabit, levels: levelsByHabit, categories: categories)
    }
}

/// The Moments section: the stored moments and the automatic ones not hidden in `moments.hide`.
struct MomentsSection: Sendable {
    /// Stored first, then automatic.
    let all: [Moment]
    /// The `moments.hide` key of each automatic moment, by its id.
    let automaticKeys: [Int64: String]
    /// Newest first, with the categories and the linked habits.
    let index: MomentIndex

    var contents: String { "\(all.count) moments (\(automaticKeys.count) automatic)" }

    static func assemble(_ build: BuildFacts, habits: HabitsSection, activity: ActivitySection) -> MomentsSection {
        let history = build.history
        let derived = AutomaticMoments.derive(book: habits.book, ledger: activity.history.ledger, gymVisits: history.gymVisits,
                                              vo2Max: history.vo2Max, calendar: build.calendar,
                                              hidden: Set(build.settings.moments.hide), words: build.words.table)
        let automatic = AutomaticMoments.dropping(toldBy: history.moments, derived)
        let all = history.moments + automatic.map(\.moment)
        return MomentsSection(all: all, automaticKeys: Dictionary(uniqueKeysWithValues: automatic.map { ($0.moment.id, $0.key) }),
                              index: MomentIndex(moments: all))
    }
}

/// The Training section: VO₂ max, HIIT sessions, Apple Health status and the reminder schedule in force.
struct TrainingSection: Sendable {
    let figures: TrainingSummary
    /// `nil` when `[training] reminders` is off.
    let schedule: ReminderSchedule?

    var contents: String { "\(figures.hiitSessions.count) HIIT sessions, \(figures.vo2Max.points.count) VO2 max readings" }

    static func assemble(_ build: BuildFacts) -> TrainingSection {
        let figures = TrainingSummary(history: build.history, today: build.today, calendar: build.calendar)
        return TrainingSection(figures: figures, schedule: ReminderFeed.schedule(figures, build.settings))
    }
}
