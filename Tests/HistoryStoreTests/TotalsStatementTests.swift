import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// Issue 19: a day's hour slots written in one statement are written as one statement per slot writes them.
@Suite("A day's totals in one statement")
struct TotalsStatementTests {
    static let days = [LocalDay("2024-03-30")!, LocalDay("2024-03-31")!, LocalDay("2024-10-27")!]

    /// Slots of each day, written one after the other: new days, then the same days again with other
    /// slot counts (23, 25, 22 and 26 hours) and values, a day emptied, another quantity.
    static let writes: [(LocalDay, Quantity, [Double])] = [
        (days[0], .steps, (0..<24).map { Double($0) * 10.5 }),
        (days[1], .steps, (0..<23).map { Double($0) + 0.25 }),
        (days[2], .distance, (0..<25).map { Double($0) * 3 }),
        (days[0], .steps, (0..<25).map { Double($0) * 2 }),
        (days[1], .steps, (0..<22).map { _ in 1 }),
        (days[2], .distance, (0..<26).map { Double($0) }),
        (days[0], .steps, []),
        (days[1], .activeEnergy, [0.1, 0.2, 0.3]),
    ]

    @Test("the same rows, rowids included, as a statement per slot")
    func sameAsOnePerSlot() throws {
        let together = try HistoryStore.inMemory(), alone = try HistoryStore.inMemory()
        try together.write { writer in
            for (day, quantity, slots) in Self.writes { try writer.replaceTotals(day: day, quantity: quantity, hourly: slots) }
        }
        try alone.write { writer in
            for (day, quantity, slots) in Self.writes {
                try writer.run("DELETE FROM hourly_totals WHERE day = ? AND quantity = ? AND minute >= ?",
                               [day.description, quantity.rawValue, slots.count * 60])
                for (hour, value) in slots.enumerated() { try writer.setHourlyTotal(day: day, hour: hour, quantity: quantity, value: value) }
                try writer.setDailyTotal(day: day, quantity: quantity, value: slots.reduce(0, +))
            }
        }
        for table in ["hourly_totals", "daily_totals"] {
            #expect(try together.dump(table: table) == alone.dump(table: table), "\(table)")
        }
        #expect(try together.dump(table: "hourly_totals").count == 22 + 26 + 3)
    }
}
