import Foundation
import Testing
import Metrics
import DemoHistory

/// `ActivityHistory` looks a day's totals up by day number in an array (`DayIndexed`), or in a dictionary when
/// the days lie more than 100,000 days apart: both must answer exactly as the history's dictionaries do.
@Suite("A day's steps, energy and distance are looked up as the history holds them")
struct ActivityHistoryLookupTests {
    let today = LocalDay("2026-11-21")!
    let goals = GoalHistory(changes: [], fallback: 10_000)

    /// Totals on scattered days (with gaps, before 1970 when `farBack`), and the days around them.
    func check(farBack: Bool, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var steps: [LocalDay: Double] = [:], energy: [LocalDay: Double] = [:], distance: [LocalDay: Double] = [:]
        var summaries: [ActivitySummary] = []
        for offset in 0..<400 where random.next() % 3 != 0 {
            let day = today.adding(days: -offset - Int(random.next() % 2) * 20)
            steps[day] = Double(random.next() % 30_000) + 0.5
            if random.next() % 2 == 0 { energy[day] = Double(random.next() % 900) / 3 }
            if random.next() % 2 == 0 { distance[day] = Double(random.next() % 9_000) }
            if random.next() % 4 == 0 { summaries.append(ActivitySummary(day: day, activeEnergyKcal: 123, moveGoalKcal: 500)) }
        }
        let stray = LocalDay(year: 1700, month: 3, day: 1)!
        if farBack {
            steps[stray] = 4_321
            energy[stray.adding(days: 1)] = 12
        }
        // A day of a total on two summaries: the later one counts, as before.
        summaries.append(ActivitySummary(day: today.adding(days: -1_000), activeEnergyKcal: 1, moveGoalKcal: 500))
        summaries.append(ActivitySummary(day: today.adding(days: -1_000), activeEnergyKcal: 2, moveGoalKcal: 500))
        let history = History(daily: [.steps: steps, .activeEnergy: energy, .distance: distance], activitySummaries: summaries)
        let activity = ActivityHistory(history: history, today: today, goals: goals, rules: StreakLedger.Rules(earnEvery: 7, maxBonusDays: 2))
        let summaryEnergy = Dictionary(summaries.map { ($0.day, $0.activeEnergyKcal) }, uniquingKeysWith: { $1 })
        var days = (-1_100...30).map { today.adding(days: $0) }
        days += [stray, stray.adding(days: -1), stray.adding(days: 1), stray.adding(days: 2), LocalDay(dayNumber: 0), LocalDay(dayNumber: -1)]
        for day in days {
            #expect(activity.hasSteps(day) == (steps[day] != nil), "\(day)")
            #expect(activity.steps(day) == ActivityRules.steps(steps[day] ?? 0), "\(day)")
            #expect(activity.kilocalories(day) == (energy[day] ?? summaryEnergy[day]), "\(day)")
            #expect(activity.miles(day) == distance[day].map { ActivityRules.miles(meters: $0) }, "\(day)")
        }
        #expect(activity.kilocalories(today.adding(days: -1_000)) == 2)
        #expect(activity.firstDay == (farBack ? stray : steps.keys.min()))
    }

    @Test("days within 100,000 days of each other (looked up in an array)", arguments: [1, 2, 3] as [UInt64])
    func dense(seed: UInt64) { check(farBack: false, seed: seed) }

    @Test("a stray total in 1700 (looked up in a dictionary)", arguments: [4, 5] as [UInt64])
    func sparse(seed: UInt64) { check(farBack: true, seed: seed) }

    @Test("no totals at all")
    func empty() {
        let activity = ActivityHistory(history: .empty, today: today, goals: goals, rules: StreakLedger.Rules(earnEvery: 7, maxBonusDays: 2))
        #expect(!activity.hasSteps(today) && activity.steps(today) == 0 && activity.kilocalories(today) == nil && activity.miles(today) == nil)
    }
}
