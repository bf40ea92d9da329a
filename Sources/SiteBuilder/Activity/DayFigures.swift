import Foundation
import Metrics

/// Every number of one day, as the Day page shows it and `data/days.json` records it.
struct DayFigures: Codable, Equatable {
    enum HeartRateKind: String, Codable {
        /// The newest sample within the window before the build time (today's page).
        case current
        /// The mean of the day's samples (a past day's page).
        case dayAverage = "day_average"
    }

    let day: LocalDay
    let steps: Int
    /// The goal in force that day.
    let stepGoal: Int
    let status: StreakLedger.Status?
    let goalAchieved: Bool
    let bonusUsed: Bool
    let bonusBalance: Int
    let streak: Int
    let walkingBotSteps: Int
    let activeEnergyKcal: Int?
    let distanceMiles: Double?
    let heartRate: Int?
    let heartRateKind: HeartRateKind
    let hasNote: Bool

    init(day: LocalDay, build: BuildFacts, activity: ActivityHistory) {
        let context = build, entry = activity.ledger.entry(on: day)
        self.day = day
        steps = activity.steps(day)
        stepGoal = activity.goals.goal(on: day)
        status = entry?.status
        goalAchieved = ActivityRules.goalReached(steps: steps, goal: stepGoal)
        bonusUsed = entry?.bonusUsed ?? false
        bonusBalance = entry?.bonusBalance ?? 0
        streak = entry?.streak ?? 0
        walkingBotSteps = WalkingBot.steps(on: day, goal: stepGoal, at: context.now, calendar: context.calendar)
        activeEnergyKcal = activity.kilocalories(day).map(ActivityRules.kilocalories)
        distanceMiles = activity.miles(day).map(ActivityRules.milesShown)
        let isToday = day == context.today
        heartRateKind = isToday ? .current : .dayAverage
        heartRate = isToday
            ? HeartRate.current(context.history.heartRate, at: context.now, windowMinutes: context.settings.activity.heartRateWindowMinutes)
            : HeartRate.average(context.history.heartRate, in: context.calendar.interval(of: day))
        hasNote = context.history.notes[day] != nil
    }
}

/// A Day page's figures (its input's digest) and `data/days.json`: the members in the order of their keys.
extension DayFigures: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("activeEnergyKcal", activeEnergyKcal); f("bonusBalance", bonusBalance); f("bonusUsed", bonusUsed)
        f("day", day); f("distanceMiles", distanceMiles); f("goalAchieved", goalAchieved); f("hasNote", hasNote)
        f("heartRate", heartRate); f("heartRateKind", heartRateKind); f("status", status); f("stepGoal", stepGoal)
        f("steps", steps); f("streak", streak); f("walkingBotSteps", walkingBotSteps)
    }
}
