import DemoHistory
import Foundation
import HistoryStore
import Metrics

/// A generated demo store and what it loads as, shared by the tests (generated once).
struct DemoFixture: Sendable {
    let now: Date
    let calendar: DayCalendar
    let history: History
    let rowCounts: [String: Int]

    var today: LocalDay { calendar.day(containing: now) }

    /// Generates a demo history into a fresh in-memory store and loads it back.
    static func make(seed: UInt64 = DemoHistoryGenerator.defaultSeed, now: Date, calendar: DayCalendar)
        throws -> DemoFixture {
        let store = try HistoryStore.inMemory()
        try DemoHistoryGenerator(seed: seed, now: now, calendar: calendar).write(into: store)
        return DemoFixture(now: now, calendar: calendar, history: try store.loadHistory(),
                           rowCounts: try store.rowCounts())
    }

    /// Berlin: the two years before 2025-11-03 14:37:12 contain DST days 2025-03-30 (23 h) and 2025-10-26 (25 h).
    static let berlinCalendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let berlinNow = berlinCalendar.instant(on: LocalDay(year: 2025, month: 11, day: 3)!, hour: 14, minute: 37,
                                                  second: 12).addingTimeInterval(0.25)
    static let berlin = Result { try make(now: berlinNow, calendar: berlinCalendar) }
}
