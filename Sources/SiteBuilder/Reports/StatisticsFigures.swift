import Metrics

/// `data/statistics.json`: each habit's statistics as its page shows them.
struct StatisticsFigures: Encodable {
    struct Entry: Encodable {
        let id: Int64
        let name: String
        let streakUnit: HabitStreakUnit
        let currentStreak: Int
        let bestStreak: Int
        let last7Days: HabitCompletion
        let last30Days: HabitCompletion
        let last365Days: HabitCompletion
        let sinceStart: HabitCompletion
        let bestWeekday: String?
        let worstWeekday: String?
        let improvementPoints: Int?
        let strength: Double
        let months: [Month]
        /// Since start and over the last 30 days, by level (partial counts).
        let levels: LevelCounts
        let last30DaysLevels: LevelCounts
        /// When in the day it gets done; absent when no check-in has a time.
        let timeOfDay: TimeOfDayPattern?
    }

    struct Month: Encodable {
        let month: String
        let completion: HabitCompletion
    }

    let today: LocalDay
    let habits: [Entry]

    /// The figures of each habit's `statistics`, as its page shows them.
    init(today: LocalDay, statistics: [(HabitTimeline, HabitStatistics)]) {
        self.today = today
        habits = statistics.map { t, s in
            Entry(id: t.habit.id, name: t.habit.name, streakUnit: s.unit, currentStreak: s.currentStreak,
                         bestStreak: s.bestStreak, last7Days: s.last7Days, last30Days: s.last30Days,
                         last365Days: s.last365Days, sinceStart: s.sinceStart, bestWeekday: s.bestWeekday?.name,
                         worstWeekday: s.worstWeekday?.name, improvementPoints: s.improvement,
                         strength: (s.strengthToday * 10_000).rounded() / 10_000,
                         months: s.months.map { Month(month: String($0.month.description.prefix(7)), completion: $0.completion) },
                         levels: s.levels, last30DaysLevels: s.last30DaysLevels, timeOfDay: s.timeOfDay)
        }
    }
}
