import Foundation
import Metrics
import Settings

/// Everything a page needs: the settings, the loaded history and the time of the build.
public struct BuildContext: Sendable {
    public let settings: SiteSettings
    public let history: History
    /// The time of the build (`--now`, default: the clock).
    public let now: Date
    public let calendar: DayCalendar
    /// The build's local day in the site's time zone.
    public let today: LocalDay
    public let goals: GoalHistory
    /// Steps, goals and the streak ledger of the Activity section.
    public let activity: ActivityHistory
    /// Every habit's timeline as of today (a Loop habit's score and streaks included), computed once
    /// per build: the Habits, Reports, habit and Moments pages read it.
    public let habitBook: HabitBook
    /// The stored moments and the automatic ones not hidden in `moments.hide`.
    public private(set) var moments: [Moment] = []
    /// The `moments.hide` key of each automatic moment, by its id.
    public private(set) var automaticMomentKeys: [Int64: String] = [:]
    /// Where the history came from, for the Settings page: a store path or the demo generator.
    public let historySource: String

    public init(settings: SiteSettings, history: History, now: Date, historySource: String) {
        self.settings = settings
        self.history = history
        self.now = now
        self.calendar = DayCalendar(timeZone: settings.timeZone)
        self.today = calendar.day(containing: now)
        self.goals = GoalHistory(changes: history.goalChanges, fallback: settings.activity.stepGoal)
        self.historySource = historySource
        let rules = StreakLedger.Rules(earnEvery: settings.activity.bonusEarnInterval, maxBonusDays: settings.activity.maxBonusDays)
        self.activity = ActivityHistory(history: history, today: today, goals: goals, rules: rules)
        self.habitBook = HabitBook(history: history, today: today, week: Self.habitWeek(for: settings))
        findPageDays()
        let automatic = AutomaticMoments.derive(book: habitBook, ledger: activity.ledger, gymVisits: history.gymVisits,
                                                vo2Max: history.vo2Max, calendar: calendar, hidden: Set(settings.moments.hide))
        moments = history.moments + automatic.map(\.moment)
        automaticMomentKeys = Dictionary(uniqueKeysWithValues: automatic.map { ($0.moment.id, $0.key) })
    }

    /// The moments of `day`, stored and automatic.
    public func moments(on day: LocalDay) -> [Moment] { moments.filter { $0.day == day } }

    /// Steps recorded on `day` (0 when none).
    public func steps(on day: LocalDay) -> Int { activity.steps(day) }

    /// Whether `day` has a day page (and a week page).
    public func hasPage(_ day: LocalDay) -> Bool { pageDaySet.contains(day) }

    /// The days that get a day page: every day with a recorded total, heart rate, an Activity
    /// Summary or a note, and today; never a day after today.
    public var pageDays: [LocalDay] { pageDayList }

    private var pageDayList: [LocalDay] = []
    private var pageDaySet: Set<LocalDay> = []

    private mutating func findPageDays() {
        var days = Set(history.notes.keys)
        for totals in history.daily.values { days.formUnion(totals.keys) }
        days.formUnion(history.activitySummaries.map(\.day))
        var lastHeartDay: LocalDay?
        for sample in history.heartRate {
            let day = calendar.day(containing: sample.instant)
            if day != lastHeartDay { days.insert(day); lastHeartDay = day }
        }
        days.insert(today)
        pageDaySet = days.filter { $0 <= today }
        pageDayList = pageDaySet.sorted()
    }

    /// The first days of the months that get a month page: from the first page day's month to today's.
    public var pageMonths: [LocalDay] {
        var months: [LocalDay] = []
        var month = (pageDayList.first ?? today).firstOfMonth
        while month <= today {
            months.append(month)
            month = month.adding(days: month.daysInMonth)
        }
        return months
    }

    /// "November 21, 2026 at 14:05 (Europe/Berlin)": when the site was built, in words.
    public var builtAtText: String {
        "\(today.monthName) \(today.day), \(today.year) at \(calendar.clockTime(now)) (\(settings.timeZone.identifier))"
    }
}
