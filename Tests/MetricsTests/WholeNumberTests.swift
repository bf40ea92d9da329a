import Foundation
import Testing
@testable import Metrics

/// Issue 13's crash sites: a figure made from an absurd value is clamped, never a trap.
@Suite("Whole numbers from data never trap")
struct WholeNumberTests {
    @Test("rounding clamps NaN, infinities and huge values", arguments: [
        (Double.nan, 0), (.infinity, WholeNumber.limit), (-.infinity, -WholeNumber.limit), (1e300, WholeNumber.limit),
        (-1e19, -WholeNumber.limit), (2.5, 3), (-2.5, -3), (12_345.4, 12_345),
    ])
    func rounded(value: Double, expected: Int) {
        #expect(WholeNumber.rounded(value) == expected)
    }

    @Test("sums saturate instead of overflowing")
    func sums() {
        #expect(WholeNumber.sum(.max, 1) == WholeNumber.limit)
        #expect(WholeNumber.sum(.min, -1) == -WholeNumber.limit)
        #expect(WholeNumber.sum(10_000, 12_000) == 22_000)
    }

    @Test("NumberText.fixed shows a value it cannot round instead of trapping", arguments: [
        (Double.nan, "nan"), (.infinity, "inf"), (1e300, "1e+300"), (1.25, "1.3"),
    ])
    func fixed(value: Double, expected: String) {
        #expect(NumberText.fixed(value, places: 1) == expected)
    }

    @Test("the Walking Bot with a goal of Int.max does not overflow")
    func walkingBot() {
        let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let day = LocalDay("2026-11-21")!
        let goals = GoalHistory(changes: [GoalChange(effective: LocalDay("2026-01-01")!, steps: .max)], fallback: 10_000)
        let noon = calendar.interval(of: day).start.addingTimeInterval(43_200)
        #expect(WalkingBot.steps(on: day, goal: .max, at: noon, calendar: calendar) == WholeNumber.limit)
        #expect(WalkingBot.weekSteps(endingOn: day, goals: goals, at: noon, calendar: calendar) == WholeNumber.limit)
    }

    @Test("heart rate, activity and HIIT figures of absurd samples are clamped")
    func absurdSamples() {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let samples = [TimedValue(instant: start, value: 1e300), TimedValue(instant: start.addingTimeInterval(60), value: .infinity)]
        #expect(HeartRate.current(samples, at: start.addingTimeInterval(90), windowMinutes: 10) == WholeNumber.limit)
        #expect(HeartRate.average(samples, in: DateInterval(start: start, duration: 3_600)) == WholeNumber.limit)
        let workout = Workout(activityType: Workout.hiitType, start: start, end: start.addingTimeInterval(600),
                              durationSeconds: 1e300, energyKcal: .nan, distanceMeters: nil, sourceName: "Watch")
        let session = HIITSession.all(workouts: [workout], heartRate: samples, calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!))
        #expect(session.first?.durationMinutes == WholeNumber.limit && session.first?.energyKcal == 0)

        var history = History()
        history.daily[.steps] = [LocalDay("2026-11-20")!: 1e20]
        let goals = GoalHistory(changes: [], fallback: 10_000)
        let activity = ActivityHistory(history: history, today: LocalDay("2026-11-21")!, goals: goals,
                                       rules: StreakLedger.Rules(earnEvery: 7, maxBonusDays: 2))
        #expect(activity.steps(LocalDay("2026-11-20")!) == WholeNumber.limit)
    }
}
