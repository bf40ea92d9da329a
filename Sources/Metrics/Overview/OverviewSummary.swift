import Foundation

/// The figures of the overview page: one small summary per section, for the build's day.
public struct OverviewSummary: Sendable, Equatable, Codable {
    public struct Activity: Sendable, Equatable, Codable {
        public let stepsToday: Int
        public let goalToday: Int
        public let averageStepsLast7Days: Int
        public let daysAchievedLast7Days: Int
    }
    public struct Energy: Sendable, Equatable, Codable {
        public let activeKcalToday: Int
        /// The move goal of today's weekday: the most recent Activity Summary on that weekday.
        public let moveGoalKcal: Int?
    }
    public struct Habits: Sendable, Equatable, Codable {
        public let activeHabits: Int
        public let checkedInToday: Int
    }
    public struct Training: Sendable, Equatable, Codable {
        public let latestVO2Max: Double?
        public let latestVO2MaxDay: LocalDay?
        public let hiitWorkoutsLast30Days: Int
    }
    public struct Gym: Sendable, Equatable, Codable {
        /// Seed GymStreak: "totalWorkouts = number of unique visit dates".
        public let totalWorkouts: Int
        public let visitsThisMonth: Int
    }

    public let today: LocalDay
    public let activity: Activity
    public let energy: Energy
    public let habits: Habits
    public let training: Training
    public let gym: Gym
}

extension OverviewSummary {
    /// Summarises `history` for `today`; the goal of a day comes from `goals`; the habits are `book`'s
    /// habits in use today (`HabitBook.current(on:)`, as the Habits page lists them).
    public init(history: History, today: LocalDay, goals: GoalHistory, calendar: DayCalendar, book: HabitBook) {
        self.today = today
        self.activity = Self.activity(history, today, goals)
        self.energy = Energy(activeKcalToday: ActivityRules.kilocalories(history.daily[.activeEnergy]?[today] ?? 0),
                             moveGoalKcal: EnergyTrend.moveGoal(history.activitySummaries, on: today).map(ActivityRules.kilocalories))
        let current = book.current(on: today)
        self.habits = Habits(activeHabits: current.count,
                             checkedInToday: current.filter { $0.day(today)?.level.isDone == true }.count)
        self.training = Self.training(history, today, calendar)
        let visits = Set(history.gymVisits)
        self.gym = Gym(totalWorkouts: visits.count,
                       visitsThisMonth: visits.filter { $0.year == today.year && $0.month == today.month }.count)
    }

    private static func activity(_ history: History, _ today: LocalDay, _ goals: GoalHistory) -> Activity {
        let stored = history.daily[.steps] ?? [:]
        func steps(_ day: LocalDay) -> Int { ActivityRules.steps(stored[day] ?? 0) }
        let week = (0..<7).map { today.adding(days: -$0) }
        let total = week.reduce(0) { WholeNumber.sum($0, steps($1)) }
        let achieved = week.filter { ActivityRules.goalReached(steps: steps($0), goal: goals.goal(on: $0)) }.count
        return Activity(stepsToday: steps(today), goalToday: goals.goal(on: today),
                        averageStepsLast7Days: WholeNumber.rounded(Double(total) / 7), daysAchievedLast7Days: achieved)
    }

    private static func training(_ history: History, _ today: LocalDay, _ calendar: DayCalendar) -> Training {
        let latest = history.vo2Max.last
        let since = calendar.start(of: today.adding(days: -29))
        let hiit = history.workouts.filter { $0.activityType == Workout.hiitType && $0.start >= since }.count
        return Training(latestVO2Max: latest.map { ($0.value * 10).rounded() / 10 },
                        latestVO2MaxDay: latest.map { calendar.day(containing: $0.instant) },
                        hiitWorkoutsLast30Days: hiit)
    }
}
