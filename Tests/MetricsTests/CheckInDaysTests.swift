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
