import Testing
@testable import Metrics

@Suite("CheckInDays")
struct CheckInDaysTests {
    private func checkIn(_ day: String, _ level: CompletionLevel = .full, skipped: Bool = false) -> CheckIn {
        CheckIn(habitID: 1, day: LocalDay(day)!, level: level, skipped: skipped)
    }

    @Test("a day's check-in is found, days without one and days outside the span give nil, the later of two wins")
    func lookUps() {
        let days = CheckInDays([checkIn("2024-02-28"), checkIn("2024-03-01", .partial), checkIn("2024-02-28", .none, skipped: true)])
        #expect(days.first == LocalDay("2024-02-28") && days.last == LocalDay("2024-03-01"))
        #expect(days[LocalDay("2024-02-28")!]?.skipped == true)
        #expect(days[LocalDay("2024-02-29")!] == nil)
        #expect(days[LocalDay("2024-03-01")!]?.level == .partial)
        #expect(days[LocalDay("2024-02-27")!] == nil && days[LocalDay("2024-03-02")!] == nil)
        #expect(days[LocalDay("1999-12-31")!] == nil && days[LocalDay("9999-12-31")!] == nil)
    }

    @Test("no check-ins: no first or last day, every look-up nil")
    func empty() {
        let days = CheckInDays([])
        #expect(days.first == nil && days.last == nil && days[LocalDay("2026-11-29")!] == nil)
    }

    @Test("check-ins further apart than an array may span are found all the same")
    func wideSpan() {
        let days = CheckInDays([checkIn("2000-01-01"), checkIn("9999-12-31", .partial), checkIn("2000-01-01", .partial)])
        #expect(days.first == LocalDay("2000-01-01") && days.last == LocalDay("9999-12-31"))
        #expect(days[LocalDay("2000-01-01")!]?.level == .partial)
        #expect(days[LocalDay("9999-12-31")!]?.level == .partial)
        #expect(days[LocalDay("5000-06-15")!] == nil)
    }
}

@Suite("DayIndexed: values by day number")
struct DayIndexedTests {
    /// A value on a day, as a list gives it.
    private struct Entry: Sendable {
        let number: Int
        let value: Int
    }

    /// Values on `days` (day numbers), each its own number times ten; the last of `days` repeats the first.
    private func table(_ days: [Int]) -> DayIndexed<Entry> {
        let entries = days.enumerated().map { Entry(number: $0.element, value: $0.offset == days.count - 1 ? -1 : $0.element * 10) }
        return DayIndexed(entries) { LocalDay(dayNumber: $0.number) }
    }

    @Test("an array and a dictionary answer alike, on both sides of the widest span an array holds",
          arguments: [DayIndexed<Int>.denseSpan - 1, DayIndexed<Int>.denseSpan])
    func spans(width: Int) {
        let start = LocalDay("1900-01-01")!.dayNumber
        let days = [start, start + 1, start + 7, start + width, start]
        let values = table(days)
        #expect(values.first?.dayNumber == start && values.last?.dayNumber == start + width)
        // The later of two values on one day wins.
        #expect(values[dayNumber: start]?.value == -1)
        #expect(values[dayNumber: start + 1]?.value == (start + 1) * 10 && values[dayNumber: start + 7]?.value == (start + 7) * 10)
        #expect(values[dayNumber: start + width]?.value == (start + width) * 10)
        for missing in [start - 1, start + 2, start + 6, start + width - 1, start + width + 1, Int.min / 4, Int.max / 4] {
            #expect(values[dayNumber: missing] == nil, "\(missing)")
        }
        for number in [start, start + 1, start + 3, start + width] {
            #expect(values[LocalDay(dayNumber: number)]?.value == values[dayNumber: number]?.value)
        }
    }

    @Test("a dictionary of values gives each day its value")
    func fromDictionary() {
        let leap = LocalDay("2024-02-29")!
        let values = DayIndexed([leap: 2.5, leap.adding(days: 366): 0])
        #expect(values[leap] == 2.5 && values[leap.adding(days: 366)] == 0 && values[leap.adding(days: 1)] == nil)
        #expect(values.first == leap && values.last == LocalDay("2025-03-01"))
    }
}
