import Foundation
import Metrics
import Testing

@Suite("Will I hit my move goal? (seed HealthTrends' projection)")
struct MoveGoalOutlookTests {
    // Seed HealthTrends, Scenario 1: 550 kcal by 15:00, a typical Saturday 510 by then and 1,013 in all,
    // goal 900: "I'll finish the day around 1,013 cal, which exceeds my 900 cal move goal" (550 + 503 = 1,053).
    @Test("ahead of a typical day: on track, the projection is today plus the rest of a typical day")
    func scenarioOne() {
        let outlook = MoveGoalOutlook(goal: 900, today: 550, rest: 1_013 - 510)
        #expect(outlook.status == .onTrack)
        #expect(outlook.projected == 1_053)
        #expect(outlook.shortfall == 0)
        #expect(outlook.sentence(at: "15:00") == "On track for the 900 kcal move goal: at a typical pace from 15:00 on, today ends near 1,053 kcal.")
    }

    @Test("short of the goal at the typical pace: behind by the difference at this time of day")
    func behind() {
        let outlook = MoveGoalOutlook(goal: 900, today: 300, rest: 480)
        #expect(outlook.status == .behind)
        #expect(outlook.shortfall == 120)
        #expect(outlook.sentence(at: "15:00").hasPrefix("Behind the 900 kcal move goal by 120 kcal at this time of day (15:00)"))
    }

    @Test("status at the edges", arguments: [
        (900, 900, 0, MoveGoalOutlook.Status.reached), (900, 899, 1, .onTrack), (900, 899, 0, .behind),
        (900, 0, 900, .onTrack), (0, 0, 0, .reached), (1_200, 1_500, 0, .reached),
    ])
    func edges(goal: Int, today: Int, rest: Int, status: MoveGoalOutlook.Status) {
        let outlook = MoveGoalOutlook(goal: goal, today: today, rest: rest)
        #expect(outlook.status == status)
        #expect(outlook.shortfall == (status == .behind ? goal - today - rest : 0))
    }

    @Test("from a trend: no goal or no data today gives no outlook; a goal gives one")
    func fromTrend() {
        let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let day = LocalDay("2026-11-21")!
        var hourly: [LocalDay: [Double]] = [:], daily: [LocalDay: Double] = [:]
        for back in 0...3 {
            let d = day.adding(days: -7 * back)
            // Today: 20 kcal an hour until the Data Time at noon; the earlier Saturdays 40 an hour all day.
            hourly[d] = Array(repeating: back == 0 ? 20 : 40, count: back == 0 ? 12 : 24)
            daily[d] = back == 0 ? 240 : 960
        }
        func trend(goal: Double?) -> EnergyTrend {
            let summaries = goal.map { [ActivitySummary(day: day.adding(days: -7), activeEnergyKcal: 960, moveGoalKcal: $0)] } ?? []
            let history = History(daily: [.activeEnergy: daily], hourly: [.activeEnergy: hourly],
                                  newestSample: [.activeEnergy: berlin.instant(on: day, hour: 12)], activitySummaries: summaries)
            return EnergyTrend(history: history, now: berlin.instant(on: day, hour: 12), calendar: berlin, comparisonCount: 10)
        }
        #expect(MoveGoalOutlook(trend: trend(goal: nil)) == nil)
        // Today 240 by noon, a typical day 480 by noon and 960 in all: 240 + 480 = 720.
        let outlook = MoveGoalOutlook(trend: trend(goal: 800))
        #expect(outlook?.projected == 720)
        #expect(outlook?.status == .behind && outlook?.shortfall == 80)
        #expect(MoveGoalOutlook(trend: trend(goal: 700))?.status == .onTrack)
    }
}
