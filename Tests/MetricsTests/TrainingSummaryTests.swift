import Foundation
import Testing
@testable import Metrics

@Suite("Training: VO₂ max trend, HIIT sessions, Health status, reminders (seed N4x4)")
struct TrainingSummaryTests {
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let today = LocalDay("2026-11-21")!

    static func at(_ day: String, hour: Int = 9) -> Date { calendar.instant(on: LocalDay(day)!, hour: hour) }

    static func samples(_ count: Int) -> [TimedValue] {
        (0..<count).map { TimedValue(instant: at("2026-11-0\($0 + 1)"), value: 40 + Double($0) * 0.46) }
    }

    @Test("the fallback text at 0 and 1 sample, a chart from 2", arguments: [
        (0, "No VO₂ max trend yet… Apple Health has no VO₂ max readings"),
        (1, "No VO₂ max trend yet… There is one VO₂ max reading so far; a trend needs at least two."),
        (2, nil),
    ] as [(Int, String?)])
    func fallback(count: Int, text: String?) {
        let trend = VO2MaxTrend(samples: Self.samples(count), calendar: Self.calendar)
        #expect(trend.hasChart == (count >= 2))
        if let text {
            #expect(trend.fallbackText?.hasPrefix(text) == true, "got \(trend.fallbackText ?? "nil")")
        } else {
            #expect(trend.fallbackText == nil)
        }
    }

    @Test("latest value and its change, rounded to a tenth")
    func latestAndChange() {
        let trend = VO2MaxTrend(samples: Self.samples(3), calendar: Self.calendar)
        #expect(trend.latest == VO2MaxTrend.Point(day: LocalDay("2026-11-03")!, value: 40.9))
        #expect(trend.changeSincePrevious == 0.4)
        #expect(trend.changeSinceFirst == 0.9)
        let one = VO2MaxTrend(samples: Self.samples(1), calendar: Self.calendar)
        #expect(one.latest?.value == 40)
        #expect(one.changeSincePrevious == nil)
    }

    @Test("HIIT sessions newest first, heart rate from the samples during them, days since the last")
    func hiit() {
        let start = Self.at("2026-11-17", hour: 18)
        let workouts = [
            Workout(activityType: Workout.hiitType, start: start, end: start.addingTimeInterval(2400), durationSeconds: 2400,
                    energyKcal: 351.6, sourceName: "Watch"),
            Workout(activityType: Workout.hiitType, start: Self.at("2026-11-10", hour: 18), end: Self.at("2026-11-10", hour: 19),
                    durationSeconds: 1830, sourceName: "Watch"),
            Workout(activityType: "HKWorkoutActivityTypeWalking", start: Self.at("2026-11-20"), end: Self.at("2026-11-20", hour: 10),
                    durationSeconds: 3600, sourceName: "Watch"),
        ]
        let heart = [TimedValue(instant: start.addingTimeInterval(-60), value: 70),
                     TimedValue(instant: start.addingTimeInterval(300), value: 140),
                     TimedValue(instant: start.addingTimeInterval(900), value: 165)]
        let summary = TrainingSummary(history: History(heartRate: heart, workouts: workouts), today: Self.today, calendar: Self.calendar)
        #expect(summary.hiitSessions.map(\.day.description) == ["2026-11-17", "2026-11-10"])
        #expect(summary.hiitSessions[0].averageHeartRate == 153)
        #expect(summary.hiitSessions[0].maxHeartRate == 165)
        #expect(summary.hiitSessions[0].energyKcal == 352)
        #expect(summary.hiitSessions[0].durationMinutes == 40)
        #expect(summary.hiitSessions[0].startTime == "18:00")
        #expect(summary.hiitSessions[1].averageHeartRate == nil)
        #expect(summary.hiitSessions[1].energyKcal == nil)
        #expect(summary.daysSinceLastHIIT == 4)
    }

    @Test("Health status: Not connected without imports, Connected with the export and newest sample days")
    func health() {
        let empty = HealthStatus(history: .empty, calendar: Self.calendar)
        #expect(empty.text == "Not connected")
        #expect(!empty.connected)
        let record = ImportRecord(source: "export.zip", exportDate: Self.at("2026-11-19"), importedAt: Self.at("2026-11-20"), recordCount: 3)
        let history = History(vo2Max: [TimedValue(instant: Self.at("2026-11-18"), value: 41)],
                              newestSample: [.steps: Self.at("2026-11-19", hour: 22)], imports: [record])
        let status = HealthStatus(history: history, calendar: Self.calendar)
        #expect(status.text == "Connected")
        #expect(status.exportDay == LocalDay("2026-11-19"))
        #expect(status.newestSampleDay == LocalDay("2026-11-19"))
    }

    @Test("Health status: a sample dated after the build's day is never the newest sample day")
    func futureSample() {
        let history = History(daily: [.steps: [LocalDay("2026-11-18")!: 10, LocalDay("2030-01-01")!: 10]],
                              newestSample: [.steps: Self.at("2030-01-01", hour: 10)])
        let status = HealthStatus(history: history, calendar: Self.calendar, today: LocalDay("2026-11-21")!)
        #expect(status.newestSampleDay == LocalDay("2026-11-18"))
    }

    @Test("Health status: with samples after the build's day, the newest up to the day's last second counts, on DST days too",
          arguments: ["2026-10-25", "2026-03-29", "2026-11-21"])
    func futureSampleAtMidnight(dayText: String) {
        let today = LocalDay(dayText)!, next = today.adding(days: 1)
        let lastSecond = Self.calendar.instant(on: today, hour: 23, minute: 59, second: 59)
        let midnight = Self.calendar.start(of: next)
        let heartRate = [TimedValue(instant: Self.calendar.instant(on: today, hour: 8), value: 60),
                         TimedValue(instant: lastSecond, value: 61), TimedValue(instant: midnight, value: 62)]
        let history = History(heartRate: heartRate, newestSample: [.steps: midnight])
        #expect(HealthStatus(history: history, calendar: Self.calendar, today: today).newestSampleDay == today)
        // Only the instant at the next midnight and later: the newest day is an earlier day's total, if any.
        let late = History(daily: [.steps: [today.adding(days: -3): 10]], heartRate: [TimedValue(instant: midnight, value: 62)],
                           newestSample: [.steps: midnight])
        #expect(HealthStatus(history: late, calendar: Self.calendar, today: today).newestSampleDay == today.adding(days: -3))
        let nothing = History(heartRate: [TimedValue(instant: midnight, value: 62)], newestSample: [.steps: midnight])
        #expect(HealthStatus(history: nothing, calendar: Self.calendar, today: today).newestSampleDay == nil)
    }

    @Test("reminder interval bounds: 1–30", arguments: [(0, false), (1, true), (7, true), (30, true), (31, false), (-1, false)])
    func bounds(days: Int, valid: Bool) {
        #expect((ReminderSchedule(everyDays: days, lastSession: nil, today: Self.today) != nil) == valid)
    }

    @Test("the reminder starts X days after the last session, or after today without one")
    func start() {
        let last = LocalDay("2026-11-17")!
        let after = ReminderSchedule(everyDays: 3, lastSession: last, today: Self.today)
        #expect(after?.firstDay == LocalDay("2026-11-20"))
        #expect(after?.fromLastSession == true)
        let none = ReminderSchedule(everyDays: 7, lastSession: nil, today: Self.today)
        #expect(none?.firstDay == LocalDay("2026-11-28"))
        #expect(none?.fromLastSession == false)
    }

    @Test("the reminder copy is the seed's with X filled in", arguments: [
        (1, "Time for your N4x4 session. It’s been 1 day. Ready for your next workout?"),
        (7, "Time for your N4x4 session. It’s been 7 days. Ready for your next workout?"),
    ])
    func message(days: Int, text: String) {
        #expect(ReminderSchedule(everyDays: days, lastSession: nil, today: Self.today)?.message == text)
    }
}
