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
    let goal: Int
    let status: StreakLedger.Status?
    let achieved: Bool
    let bonusUsed: Bool
    let bonusBalance: Int
    let streak: Int
    let botSteps: Int
    let activeEnergyKcal: Int?
    let distanceMiles: Double?
    let heartRate: Int?
    let heartRateKind: HeartRateKind
    let hasNote: Bool

    init(day: LocalDay, build: BuildFacts, activity: ActivityHistory) {
        let context = build, entry = activity.ledger.entry(on: day)
        self.day = day
        steps = activity.steps(day)
        goal = activity.goals.goal(on: day)
        status = entry?.status
        achieved = ActivityRules.goalReached(steps: steps, goal: goal)
        bonusUsed = entry?.bonusUsed ?? false
        bonusBalance = entry?.bonusBalance ?? 0
        streak = entry?.streak ?? 0
        botSteps = WalkingBot.steps(on: day, goal: goal, at: context.now, calendar: context.calendar)
        activeEnergyKcal = activity.kilocalories(day).map(ActivityRules.kilocalories)
        distanceMiles = activity.miles(day).map(ActivityRules.milesShown)
        let isToday = day == context.today
        heartRateKind = isToday ? .current : .dayAverage
        heartRate = isToday
            ? HeartRate.current(context.history.heartRate, at: context.now, windowMinutes: context.settings.activity.heartRateWindowMinutes)
            : HeartRate.average(context.history.heartRate, in: context.calendar.interval(of: day))
        hasNote = context.history.notes[day] != nil
    }

    enum CodingKeys: String, CodingKey {
        case day, steps, status, streak, bonusUsed, bonusBalance, heartRate, heartRateKind, hasNote
        case goal = "stepGoal", achieved = "goalAchieved", botSteps = "walkingBotSteps"
        case activeEnergyKcal, distanceMiles
    }
}

/// `data/days.json` written by hand (`JSONOut`): the members in the order of their keys (`CodingKeys`' names).
extension DayFigures: JSONWritable {
    func write(to out: inout JSONOut) {
        out.object { o in
            o.field("activeEnergyKcal", activeEnergyKcal)
            o.field("bonusBalance", bonusBalance)
            o.field("bonusUsed", bonusUsed)
            o.field("day", day)
            o.field("distanceMiles", distanceMiles)
            o.field("goalAchieved", achieved)
            o.field("hasNote", hasNote)
            o.field("heartRate", heartRate)
            o.field("heartRateKind", heartRateKind.rawValue)
            o.field("status", status?.rawValue)
            o.field("stepGoal", goal)
            o.field("steps", steps)
            o.field("streak", streak)
            o.field("walkingBotSteps", botSteps)
        }
    }
}
