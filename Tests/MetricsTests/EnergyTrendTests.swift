import Foundation
import Testing
import Metrics

@Suite("Energy: today against the typical weekday (seed HealthTrends)")
struct EnergyTrendTests {
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let saturday = LocalDay("2026-11-21")!

    /// The seed's Scenario 1: ten Saturdays with `byThree` kcal by 15:00 and `totals` for the day.
    func scenario(today: Double, byThree: [Double], totals: [Double], dataTime: Date, now: Date,
                  summaries: [ActivitySummary] = []) -> EnergyTrend {
        var hourly: [LocalDay: [Double]] = [:], daily: [LocalDay: Double] = [:]
        for (index, (value, total)) in zip(byThree, totals).enumerated() {
            let day = saturday.adding(days: -7 * (index + 1))
            var slots = Array(repeating: 0.0, count: berlin.hours(in: day))
            slots[0] = value
            slots[20] = total - value
            hourly[day] = slots
            daily[day] = total
        }
        var todaySlots = Array(repeating: 0.0, count: 24)
        todaySlots[0] = today
        hourly[saturday] = todaySlots
        daily[saturday] = today
        let history = History(daily: [.activeEnergy: daily], hourly: [.activeEnergy: hourly],
                              newestSample: [.activeEnergy: dataTime], activitySummaries: summaries)
        return EnergyTrend(history: history, now: now, calendar: berlin, comparisonCount: 10)
    }

    let byThree: [Double] = [520, 490, 510, 530, 500, 515, 505, 525, 510, 495]
    let totals: [Double] = [1050, 980, 1020, 1040, 990, 1010, 1000, 1030, 1015, 995]

    @Test("Scenario 1: Average 510, Total 1,013, today 550 is 40 ahead, move goal 900")
    func scenarioOne() {
        let three = berlin.instant(on: saturday, hour: 15)
        let goal = ActivitySummary(day: saturday.adding(days: -7), activeEnergyKcal: 1_000, moveGoalKcal: 900)
        let trend = scenario(today: 550, byThree: byThree, totals: totals, dataTime: three, now: three, summaries: [goal])
        #expect(trend.state == .fresh)
        #expect(trend.today == 550)
        #expect(trend.average == 510)
        #expect(trend.total == 1_013)
        #expect(trend.difference == 40)
        #expect(trend.moveGoal == 900)
        #expect(trend.comparisonDays.count == 10)
        #expect(trend.comparisonDays.first == saturday.adding(days: -7))
    }

    @Test("Scenario 2: delayed data stops today's line at Data Time; the average goes on to midnight")
    func delayed() throws {
        let dataTime = berlin.instant(on: saturday, hour: 14, minute: 15), now = berlin.instant(on: saturday, hour: 15)
        let trend = scenario(today: 480, byThree: byThree, totals: totals, dataTime: dataTime, now: now)
        #expect(trend.state == .delayed)
        #expect(trend.markerSeconds == 14.25 * 3600)
        #expect(try #require(trend.todayCurve).points.last == CumulativeCurve.Point(seconds: 14.25 * 3600, value: 480))
        #expect(try #require(trend.averageCurve).points.last?.seconds == 86_400)
        #expect(trend.moveGoal == nil)
    }

    @Test("Scenario 3: stale data gives an average-only view")
    func stale() {
        let friday = berlin.instant(on: saturday.adding(days: -1), hour: 23), now = berlin.instant(on: saturday, hour: 10)
        let trend = scenario(today: 0, byThree: byThree, totals: totals, dataTime: friday, now: now)
        #expect(trend.state == .stale)
        #expect(trend.today == nil)
        #expect(trend.todayCurve == nil)
        #expect(trend.total == 1_013)
        #expect(trend.average == 510) // the average by the build time, 10:00
        #expect(trend.markerSeconds == 10 * 3600)
    }

    @Test("no active energy at all: no data")
    func noData() {
        let trend = EnergyTrend(history: .empty, now: berlin.instant(on: saturday, hour: 9), calendar: berlin, comparisonCount: 10)
        #expect(trend.state == .noData)
        #expect(trend.average == nil && trend.total == nil && trend.today == nil)
    }

    @Test("a shorter history uses fewer weekdays")
    func fewerDays() {
        let three = berlin.instant(on: saturday, hour: 15)
        let trend = scenario(today: 100, byThree: [400, 600], totals: [800, 1_000], dataTime: three, now: three)
        #expect(trend.comparisonDays.count == 2)
        #expect(trend.average == 500)
        #expect(trend.total == 900)
    }

    @Test("a 25-hour comparison day is read at the same wall-clock time")
    func dstComparison() {
        // 2025-10-25 is a Saturday; the day after (Sunday 10-26) has 25 hours in Berlin.
        let sunday = LocalDay("2025-11-02")!, dstSunday = LocalDay("2025-10-26")!
        var slots = Array(repeating: 10.0, count: 25) // 10 kcal every elapsed hour
        slots[24] = 10
        let history = History(daily: [.activeEnergy: [dstSunday: 250, sunday: 50]],
                              hourly: [.activeEnergy: [dstSunday: slots, sunday: Array(repeating: 5.0, count: 24)]],
                              newestSample: [.activeEnergy: berlin.instant(on: sunday, hour: 12)])
        let trend = EnergyTrend(history: history, now: berlin.instant(on: sunday, hour: 12), calendar: berlin, comparisonCount: 10)
        #expect(trend.comparisonDays == [dstSunday])
        // 12:00 on the 25-hour day is 13 elapsed hours: 130 kcal; its full day is 250.
        #expect(trend.average == 130)
        #expect(trend.total == 250)
    }

    @Test("a 23.5-hour comparison day (Lord Howe's 30-minute shift) ends at 23:30 elapsed with its total")
    func halfHourShift() {
        let lordHowe = DayCalendar(timeZone: TimeZone(identifier: "Australia/Lord_Howe")!)
        // 2024-10-06 (a Sunday) has 23.5 hours; compared from the next Sunday at 23:59.
        let short = LocalDay("2024-10-06")!, sunday = LocalDay("2024-10-13")!
        #expect(lordHowe.length(of: short) == 84_600)
        let history = History(daily: [.activeEnergy: [short: 240, sunday: 24]],
                              hourly: [.activeEnergy: [short: Array(repeating: 10.0, count: 24), sunday: Array(repeating: 1.0, count: 24)]],
                              newestSample: [.activeEnergy: lordHowe.instant(on: sunday, hour: 23, minute: 59)])
        let trend = EnergyTrend(history: history, now: lordHowe.instant(on: sunday, hour: 23, minute: 59), calendar: lordHowe,
                                comparisonCount: 10)
        #expect(trend.comparisonDays == [short])
        #expect(trend.total == 240)
        #expect(CumulativeCurve(hourly: Array(repeating: 10.0, count: 24), dayLength: 84_600).points.last
                == CumulativeCurve.Point(seconds: 84_600, value: 240))
    }

    @Test("activity summaries fill the days without energy samples: comparison days, totals, not “no data”")
    func summariesAsEnergy() {
        let summaries = [300.0, 500].enumerated().map { index, kcal in
            ActivitySummary(day: saturday.adding(days: -7 * (index + 1)), activeEnergyKcal: kcal, moveGoalKcal: 450)
        }
        let trend = EnergyTrend(history: History(activitySummaries: summaries), now: berlin.instant(on: saturday, hour: 15),
                                calendar: berlin, comparisonCount: 10)
        #expect(trend.state == .stale)
        #expect(trend.comparisonDays.count == 2)
        #expect(trend.total == 400)
        #expect(trend.moveGoal == 450)
    }
}
