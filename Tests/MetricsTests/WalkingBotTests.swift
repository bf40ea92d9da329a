import Foundation
import Testing
import Metrics

@Suite("The Walking Bot (seed HelpMeTrain)")
struct WalkingBotTests {
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let day = LocalDay("2026-11-21")!

    @Test("the seed's examples for a 10,000 goal", arguments: [
        (0, 0, 0, 0), (6, 0, 0, 2_500), (12, 0, 0, 5_000), (18, 0, 0, 7_500), (23, 59, 59, 10_000),
    ])
    func seedExamples(hour: Int, minute: Int, second: Int, expected: Int) {
        let now = berlin.instant(on: day, hour: hour, minute: minute, second: second)
        #expect(WalkingBot.steps(on: day, goal: 10_000, at: now, calendar: berlin) == expected)
    }

    @Test("DST days follow the same formula", arguments: [
        ("2025-03-30", 12, 4_783), // 23-hour day: 11 h elapsed of 82 799 s
        ("2025-10-26", 12, 5_200), // 25-hour day: 13 h elapsed of 89 999 s
    ])
    func dstDays(text: String, hour: Int, expected: Int) {
        let dstDay = LocalDay(text)!
        let now = berlin.instant(on: dstDay, hour: hour)
        #expect(WalkingBot.steps(on: dstDay, goal: 10_000, at: now, calendar: berlin) == expected)
        #expect(WalkingBot.steps(on: dstDay, goal: 10_000, at: berlin.interval(of: dstDay).end.addingTimeInterval(-1), calendar: berlin) == 10_000)
    }

    @Test("a finished day is at its goal, a future day at zero")
    func pastAndFuture() {
        let now = berlin.instant(on: day, hour: 9)
        #expect(WalkingBot.steps(on: day.adding(days: -1), goal: 8_000, at: now, calendar: berlin) == 8_000)
        #expect(WalkingBot.steps(on: day.adding(days: 1), goal: 8_000, at: now, calendar: berlin) == 0)
    }

    @Test("days long done or not begun: as the calendar says, in the zones furthest from UTC", arguments: [
        "Pacific/Kiritimati", "Etc/GMT+12", "Pacific/Apia", "Antarctica/Troll", "Asia/Kathmandu", "Europe/Berlin",
    ])
    func farDays(zone: String) {
        let calendar = DayCalendar(timeZone: TimeZone(identifier: zone)!)
        let now = calendar.instant(on: day, hour: 9)
        for offset in -4...4 {
            let other = day.adding(days: offset), interval = calendar.interval(of: other)
            let elapsed = now.timeIntervalSince(interval.start)
            let expected = elapsed <= 0 ? 0 : elapsed >= interval.duration - 1 ? 7_000 : nil
            if let expected { #expect(WalkingBot.steps(on: other, goal: 7_000, at: now, calendar: calendar) == expected) }
        }
        // Around the shortcut's edges (two days before, three after the day's UTC midnight): the same goal or zero.
        let midnight = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
        for seconds in [-2.0 * 86_400 - 1, -2.0 * 86_400 + 1, 3.0 * 86_400 - 1, 3.0 * 86_400 + 1] {
            let at = midnight.addingTimeInterval(seconds), interval = calendar.interval(of: day)
            let expected = at <= interval.start ? 0 : 7_000
            #expect(WalkingBot.steps(on: day, goal: 7_000, at: at, calendar: calendar) == expected)
        }
    }

    @Test("the week bot sums the 6 previous days' goals and today's time-derived value")
    func week() {
        let goals = GoalHistory(changes: [GoalChange(effective: LocalDay("2026-01-01")!, steps: 8_000),
                                          GoalChange(effective: LocalDay("2026-11-19")!, steps: 10_000)], fallback: 1)
        let now = berlin.instant(on: day, hour: 12)
        // 11-15 … 11-18: 4 × 8,000; 11-19, 11-20: 2 × 10,000; today at noon: 5,000.
        #expect(WalkingBot.weekSteps(endingOn: day, goals: goals, at: now, calendar: berlin) == 57_000)
    }

    @Test("the list is sorted by steps and the User wins ties", arguments: [
        (5_000, 5_000, ["User", "Walking Bot"]), (5_001, 5_000, ["User", "Walking Bot"]), (4_999, 5_000, ["Walking Bot", "User"]),
        (0, 0, ["User", "Walking Bot"]),
    ])
    func ordering(user: Int, bot: Int, order: [String]) {
        #expect(BotRace(userSteps: user, botSteps: bot).ranking.map(\.name) == order)
    }
}

@Suite("The heart-rate tile")
struct HeartRateTests {
    let base = Date(timeIntervalSince1970: 1_795_266_300) // 2026-11-21 14:05 Berlin
    var samples: [TimedValue] {
        [TimedValue(instant: base.addingTimeInterval(-3_600), value: 60), TimedValue(instant: base.addingTimeInterval(-900), value: 70),
         TimedValue(instant: base.addingTimeInterval(-300), value: 81.6), TimedValue(instant: base.addingTimeInterval(60), value: 99)]
    }

    @Test("the newest sample within the window before now", arguments: [(10, 82), (5, 82), (4, nil), (60, 82)] as [(Int, Int?)])
    func current(window: Int, expected: Int?) {
        #expect(HeartRate.current(samples, at: base, windowMinutes: window) == expected)
    }

    @Test("no samples: no reading")
    func none() {
        #expect(HeartRate.current([], at: base, windowMinutes: 10) == nil)
        #expect(HeartRate.average([], in: DateInterval(start: base, duration: 60)) == nil)
    }

    @Test("a past day's average")
    func average() {
        let interval = DateInterval(start: base.addingTimeInterval(-3_600), end: base)
        #expect(HeartRate.average(samples, in: interval) == 71) // (60 + 70 + 81.6) / 3 = 70.53
    }
}
