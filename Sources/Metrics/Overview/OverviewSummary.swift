import Foundation

/// The figures of the overview page: one small summary per section, for the build's day.
public struct OverviewSummary: Sendable, Equatable, Codable {
    public struct Activity: Sendable, Equatable, Codable {
        public let stepsToday: Int
        public let goalToday: Int
        /// The mean over the days of the last 7 inside the step history (0 without any).
        public let averageStepsLast7Days: Int
        public let daysAchievedLast7Days: Int
        /// How many of the last 7 days lie inside the step history: the average's and the count's days.
        public let daysWithDataLast7Days: Int
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
    /// Summarises `history` for `today`; the Activity figures come from `steps`, the same step history,
    /// rules and streak ledger the Activity pages read, so both show a day's steps and goal status alike;
    /// the habits are `book`'s habits in use today (`HabitBook.current(on:)`, as the Habits page lists them).
    public init(history: History, steps: ActivityHistory, calendar: DayCalendar, book: HabitBook) {
        let today = steps.today
        self.today = today
        self.activity = Self.activity(steps)
        self.energy = Energy(activeKcalToday: ActivityRules.kilocalories(steps.kilocalories(today) ?? 0),
                             moveGoalKcal: EnergyTrend.moveGoal(history.activitySummaries, on: today).map(ActivityRules.kilocalories))
        let current = book.current(on: today)
        self.habits = Habits(activeHabits: current.count,
                             checkedInToday: current.filter { $0.day(today)?.level.isDone == true }.count)
        self.training = Self.training(history, today, calendar)
        let visits = Set(history.gymVisits)
        self.gym = Gym(totalWorkouts: visits.count,
                       visitsThisMonth: visits.filter { $0.year == today.year && $0.month == today.month }.count)
    }

    /// Days before the step history starts have no data: they count in neither the average nor the
    /// days at goal (a history that began 3 days ago averages over 3 days).
    private static func activity(_ history: ActivityHistory) -> Activity {
        let today = history.today, week = history.historyDays(endingOn: today)
        let total = week.reduce(0) { WholeNumber.sum($0, history.steps($1)) }
        let achieved = week.filter { ActivityRules.goalReached(steps: history.steps($0), goal: history.goals.goal(on: $0)) }.count
        let average = week.isEmpty ? 0 : WholeNumber.rounded(Double(total) / Double(week.count))
        return Activity(stepsToday: history.steps(today), goalToday: history.goals.goal(on: today),
                        averageStepsLast7Days: average, daysAchievedLast7Days: achieved, daysWithDataLast7Days: week.count)
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
