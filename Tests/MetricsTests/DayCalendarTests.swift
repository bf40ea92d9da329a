import Foundation
import Testing
@testable import Metrics

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
        // Two digits each, at both ends of the day: midnight, a single-digit hour and minute, the last minute.
        #expect(berlin.clockTime(berlin.start(of: day)) == "00:00")
        #expect(berlin.clockTime(berlin.instant(on: day, hour: 9, minute: 7)) == "09:07")
        #expect(berlin.clockTime(berlin.instant(on: day, hour: 10, minute: 10)) == "10:10")
        #expect(berlin.clockTime(berlin.instant(on: day, hour: 23, minute: 59)) == "23:59")
    }

    /// Foundation's own answers, the way `DayCalendar` asked them before it computed the plain cases itself.
    struct Reference {
        let calendar: Calendar
        init(_ zone: TimeZone) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            self.calendar = calendar
        }
        func day(_ instant: Date) -> String {
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            return LocalDay(year: parts.year!, month: parts.month!, day: parts.day!)!.description
        }
        func start(_ day: LocalDay) -> Date {
            calendar.startOfDay(for: calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!)
        }
        func clock(_ instant: Date) -> [Int] {
            let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
            return [parts.hour!, parts.minute!, parts.second!]
        }
    }

    /// Every zone, around every transition from 1970 to 2040 (a midnight skipped or passed twice, Samoa's
    /// lost day, half-hour and 45-minute zones, offsets changed without daylight saving time), and every
    /// 397th day from 1900: each day's start and each instant's day and clock are `Calendar`'s.
    @Test("day, start of day and clock equal Foundation's Calendar in every zone, around every transition")
    func equalsCalendar() throws {
        let from = Date(timeIntervalSince1970: -2_208_988_800), until = Date(timeIntervalSince1970: 2_208_988_800)
        var checkedTransitions = 0, checkedDays = 0
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let zone = try #require(TimeZone(identifier: identifier)), ours = DayCalendar(timeZone: zone), theirs = Reference(zone)
            var instants: [Date] = stride(from: from.timeIntervalSince1970, to: until.timeIntervalSince1970, by: 397 * 86_400 + 37 * 60)
                .map { Date(timeIntervalSince1970: $0) }
            var cursor = Date(timeIntervalSince1970: 0)
            while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < until, checkedTransitions < 200_000 {
                instants += [-3_601, -1, 0, 1_799].map { next.addingTimeInterval($0) }
                checkedTransitions += 1
                cursor = next
            }
            var days = Set<LocalDay>()
            for instant in instants {
                let day = ours.day(containing: instant)
                guard day.description == theirs.day(instant) else {
                    Issue.record("\(identifier): \(instant) is on \(theirs.day(instant)), not \(day)")
                    return
                }
                #expect([ours.clock(instant).hour, ours.clock(instant).minute, ours.clock(instant).second] == theirs.clock(instant),
                        "\(identifier): the clock at \(instant)")
                days.formUnion([day.adding(days: -1), day, day.adding(days: 1)])
            }
            for day in days {
                guard ours.start(of: day) == theirs.start(day) else {
                    Issue.record("\(identifier): \(day) starts at \(theirs.start(day)), not \(ours.start(of: day))")
                    return
                }
            }
            checkedDays += days.count
        }
        #expect(checkedTransitions > 20_000 && checkedDays > 100_000, "\(checkedTransitions) transitions, \(checkedDays) days")
    }

    /// The offsets read once (1990–2060) are the zone's own at every instant looked at: every 29 days and 7
    /// hours, so that an offset change the transitions missed (a zone that changed its standard offset) would
    /// show within a month; and an instant outside those years is left to the zone (nil).
    @Test("the zone's offsets read once equal secondsFromGMT in every zone, 1990 to 2060")
    func offsetsEqualTheZones() throws {
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let zone = try #require(TimeZone(identifier: identifier))
            let offsets = ZoneOffsets(zone, from: ZoneOffsets.firstCovered, to: ZoneOffsets.lastCovered)
            var seconds = ZoneOffsets.firstCovered
            while seconds < ZoneOffsets.lastCovered {
                let theirs = zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
                guard offsets.offset(at: seconds) == theirs else {
                    Issue.record("\(identifier): at \(seconds) s the offset is \(theirs), not \(String(describing: offsets.offset(at: seconds)))")
                    return
                }
                seconds += 29 * 86_400 + 7 * 3600
            }
            #expect(offsets.offset(at: ZoneOffsets.firstCovered - 1) == nil && offsets.offset(at: ZoneOffsets.lastCovered) == nil)
            #expect(offsets.hasTransition(after: ZoneOffsets.firstCovered - 1, upTo: ZoneOffsets.firstCovered + 10) == nil)
        }
    }
}
