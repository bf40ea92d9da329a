import Testing
import Metrics

@Suite("LocalDay")
struct LocalDayTests {
    @Test("parses only real YYYY-MM-DD days", arguments: [
        ("2024-02-29", true), ("2023-02-29", false), ("2000-02-29", true), ("1900-02-29", false),
        ("2024-13-01", false), ("2024-04-31", false), ("2024-4-1", false), ("20240401", false),
        ("2024-04-01 ", false), ("abcd-ef-gh", false), ("2024-12-31", true),
        // Only ASCII digits and hyphens, exactly ten bytes: signs, other digits, other dashes and marks are refused.
        ("+024-04-01", false), ("2024-04-0a", false), ("2024-04--1", false), ("2024/04/01", false), ("2024-04-01\n", false),
        ("٢٠٢٤-04-01", false), ("2024−04−01", false), ("2024-04-01\u{301}", false), ("2024-0\u{0661}-01", false),
        ("", false), ("-", false), ("2024-04-0", false), ("9999-12-31", true),
    ])
    func parses(text: String, valid: Bool) {
        #expect((LocalDay(text) != nil) == valid)
        if valid { #expect(LocalDay(text)?.description == text) }
        // The store's reads parse SQLite's bytes in place: the same answer from the same bytes.
        #expect(Array(text.utf8).withUnsafeBufferPointer { LocalDay(utf8: $0) } == LocalDay(text))
    }

    @Test("adding days crosses months, years and leap days", arguments: [
        ("2024-02-28", 1, "2024-02-29"), ("2024-02-29", 1, "2024-03-01"), ("2023-02-28", 1, "2023-03-01"),
        ("2024-12-31", 1, "2025-01-01"), ("2025-01-01", -1, "2024-12-31"), ("2024-03-01", -366, "2023-03-01"),
        ("1970-01-01", 0, "1970-01-01"), ("1969-12-31", 1, "1970-01-01"),
    ])
    func adds(start: String, days: Int, expected: String) throws {
        let day = try #require(LocalDay(start))
        #expect(day.adding(days: days).description == expected)
        #expect(day.days(to: day.adding(days: days)) == days)
    }

    @Test("weekday numbers follow Foundation: 1 = Sunday", arguments: [
        ("1970-01-01", 5), ("2024-02-29", 5), ("2026-11-21", 7), ("2026-11-22", 1), ("2000-01-03", 2),
    ])
    func weekday(text: String, weekday: Int) throws {
        #expect(try #require(LocalDay(text)).weekday == weekday)
    }

    @Test("MM/DD/YYYY, the seed's date format")
    func usFormat() throws {
        #expect(try #require(LocalDay("2026-03-07")).usFormat == "03/07/2026")
    }

    @Test("both forms pad with zeros to four-digit years and two-digit months and days; other years as they are", arguments: [
        (1, 1, 1, "0001-01-01", "01/01/0001"), (99, 12, 31, "0099-12-31", "12/31/0099"), (999, 2, 9, "0999-02-09", "02/09/0999"),
        (1000, 10, 10, "1000-10-10", "10/10/1000"), (2026, 3, 7, "2026-03-07", "03/07/2026"), (9999, 12, 31, "9999-12-31", "12/31/9999"),
        (10000, 1, 2, "10000-01-02", "01/02/10000"), (0, 6, 5, "0000-06-05", "06/05/0000"), (-5, 6, 5, "00-5-06-05", "06/05/00-5"),
    ])
    func textForms(year: Int, month: Int, day: Int, description: String, us: String) throws {
        let localDay = try #require(LocalDay(year: year, month: month, day: day))
        #expect(localDay.description == description)
        #expect(localDay.usFormat == us)
    }

    @Test("days in month, with leap years")
    func daysInMonth() throws {
        #expect(try #require(LocalDay("2024-02-10")).daysInMonth == 29)
        #expect(try #require(LocalDay("2100-02-10")).daysInMonth == 28)
        #expect(try #require(LocalDay("2026-11-21")).firstOfMonth.description == "2026-11-01")
    }

    @Test("the day number kept with the parts: the same day from either, every day from year 1 to 9999; order, equality and hashing agree with the parts; the next day counted on is the day after")
    func dayNumbers() throws {
        let first = try #require(LocalDay(year: 1, month: 1, day: 1)).dayNumber
        let last = try #require(LocalDay("9999-12-31")).dayNumber
        var previous: LocalDay?
        for n in first...last {
            let day = LocalDay(dayNumber: n)
            let fromParts = try #require(LocalDay(year: day.year, month: day.month, day: day.day))
            guard fromParts.dayNumber == n, fromParts == day, fromParts.hashValue == day.hashValue else {
                Issue.record("day number \(n): \(day) from its parts is \(fromParts.dayNumber)")
                return
            }
            if let previous {
                guard previous < day, (previous.year, previous.month, previous.day) < (day.year, day.month, day.day),
                      previous.adding(days: 1) == day, previous.days(to: day) == 1,
                      (previous.next.year, previous.next.month, previous.next.day, previous.next.dayNumber) == (day.year, day.month, day.day, n) else {
                    Issue.record("\(previous) then \(day)")
                    return
                }
            }
            previous = day
        }
        #expect(LocalDay(dayNumber: 0).description == "1970-01-01" && LocalDay(dayNumber: -1).description == "1969-12-31")
        #expect(try #require(LocalDay("2024-02-29")).firstOfMonth.dayNumber == (try #require(LocalDay("2024-02-01"))).dayNumber)
    }
}

@Suite("Distinct days")
struct DistinctDaysTests {
    @Test("each day once, oldest first, as a set sorted would give them", arguments: [1, 2, 3] as [UInt64])
    func distinct(seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let base = LocalDay(year: 1969, month: 12, day: 20)!
        let days = (0..<5_000).map { _ in base.adding(days: next(4_000)) }
        #expect(LocalDay.distinct(days) == Set(days).sorted())
        // Far apart (over 100,000 days): the same answer another way.
        let far = days + [LocalDay(year: 1700, month: 1, day: 1)!, LocalDay(year: 2300, month: 2, day: 28)!]
        #expect(LocalDay.distinct(far) == Set(far).sorted())
    }

    @Test("none, one, and one day many times")
    func edges() {
        let day = LocalDay(year: 2024, month: 2, day: 29)!
        #expect(LocalDay.distinct([LocalDay]()) == [])
        #expect(LocalDay.distinct([day]) == [day])
        #expect(LocalDay.distinct(Array(repeating: day, count: 9)) == [day])
        #expect(LocalDay.distinct([day.adding(days: 1), day, day.adding(days: -1), day]) == [day.adding(days: -1), day, day.adding(days: 1)])
    }
}
