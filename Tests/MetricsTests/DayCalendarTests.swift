import Foundation
import Testing
import Metrics

@Suite("DayCalendar uses the time zone's real rules")
struct DayCalendarTests {
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let newYork = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    @Test("DST days have 23 and 25 hours", arguments: [
        ("2025-03-30", 23), ("2025-10-26", 25), ("2025-06-01", 24), ("2024-02-29", 24),
    ])
    func hoursInBerlin(day: String, hours: Int) throws {
        #expect(berlin.hours(in: try #require(LocalDay(day))) == hours)
    }

    @Test("an instant belongs to its local day, not its UTC day")
    func localDay() {
        // 2019-05-14 23:30 UTC is 19:30 in New York (same day) and 01:30 the next day in Berlin.
        let instant = Date(timeIntervalSince1970: 1_557_876_600)
        #expect(newYork.day(containing: instant).description == "2019-05-14")
        #expect(berlin.day(containing: instant).description == "2019-05-15")
    }

    @Test("hour slots on a 25-hour day run 0 … 24")
    func hourSlots() throws {
        let day = try #require(LocalDay("2025-10-26"))
        let start = berlin.start(of: day)
        #expect(berlin.hourIndex(of: start) == 0)
        #expect(berlin.hourIndex(of: start.addingTimeInterval(24 * 3600 + 60)) == 24)
        #expect(berlin.day(containing: start.addingTimeInterval(25 * 3600 - 1)) == day)
        #expect(berlin.day(containing: start.addingTimeInterval(25 * 3600)) == day.adding(days: 1))
    }

    @Test("clock time is local")
    func clockTime() throws {
        let day = try #require(LocalDay("2025-03-30"))
        #expect(berlin.clockTime(berlin.instant(on: day, hour: 14, minute: 5)) == "14:05")
    }
}
