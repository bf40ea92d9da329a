import Foundation
import GRDB
import Metrics
import Testing
import DemoHistory
@testable import HistoryStore

/// The reads that no longer ask SQLite for the key's order (hourly totals and check-ins in storage order,
/// heart rate in the unique index's order) give what the ordered reads gave, whatever order the rows were
/// stored in.
@Suite("Reads in storage order")
struct ReadOrderTests {
    /// A row of `hourly_totals`.
    struct Slot {
        var day: String
        var quantity: Quantity
        var minute: Int
        var value: Double
    }

    /// What the read gave when the rows came in key order: within a day and quantity by ascending minute,
    /// each placed at its hour (a later minute of the same hour wins), a day's slots up to its last.
    static func inKeyOrder(_ slots: [Slot]) -> [Quantity: [LocalDay: [Double]]] {
        var hourly: [Quantity: [LocalDay: [Double]]] = [:]
        let sorted = slots.sorted { ($0.day, $0.quantity.rawValue, $0.minute) < ($1.day, $1.quantity.rawValue, $1.minute) }
        for slot in sorted {
            let hour = slot.minute / 60
            var day = hourly[slot.quantity, default: [:]][LocalDay(slot.day)!, default: []]
            if day.count <= hour { day += Array(repeating: 0, count: hour + 1 - day.count) }
            day[hour] = slot.value
            hourly[slot.quantity, default: [:]][LocalDay(slot.day)!] = day
        }
        return hourly
    }

    @Test("hourly totals stored in any order, some off the hour, some replaced, read as in key order", arguments: 0..<8)
    func hourlyInAnyOrder(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var slots: [Slot] = []
        for day in ["2024-03-30", "2024-03-31", "2024-04-01"] {
            for quantity in Quantity.allCases {
                // Minutes unique per day and quantity (the key): most on the hour, some not (a hand edit).
                let minutes = Set((0..<20).map { _ in
                    Int.random(in: 0..<48, using: &random) * 60 + (Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1..<60, using: &random) : 0)
                })
                slots += minutes.map { Slot(day: day, quantity: quantity, minute: $0, value: Double(Int.random(in: 0..<10_000, using: &random))) }
            }
        }
        slots.shuffle(using: &random)
        let store = try HistoryStore.inMemory()
        for slot in slots {
            try store.execute(sql: "INSERT INTO hourly_totals (day, minute, quantity, value) VALUES ('\(slot.day)', \(slot.minute), '\(slot.quantity.rawValue)', \(slot.value))")
        }
        // A replaced row takes a new place at the end of the table, as an import's INSERT OR REPLACE does.
        for index in slots.indices.shuffled(using: &random).prefix(10) {
            slots[index].value += 1
            let slot = slots[index]
            try store.execute(sql: "INSERT OR REPLACE INTO hourly_totals (day, minute, quantity, value) VALUES ('\(slot.day)', \(slot.minute), '\(slot.quantity.rawValue)', \(slot.value))")
        }
        let stored = try store.queue.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM (SELECT day, quantity, minute, lag(day) OVER w AS d, lag(quantity) OVER w AS q, lag(minute) OVER w AS m
                FROM hourly_totals WINDOW w AS (ORDER BY rowid)) WHERE (day, quantity, minute) < (d, q, m)
                """)
        }
        #expect((stored ?? 0) > 0, "the rows are not out of key order: the test tries nothing")
        #expect(slots.contains { $0.minute % 60 != 0 })
        #expect(try store.loadHistory().hourly == Self.inKeyOrder(slots))
    }

    @Test("heart rates that share a start and an end read in the order of their values, whatever their sources")
    func heartRateTies() throws {
        let store = try HistoryStore.inMemory()
        // (start, end, value, source): the unique index orders by source before value.
        let rows: [(Double, Double, Double, String)] = [
            (1_000, 1_000, 80, "A"), (1_000, 1_000, 60, "B"), (1_000, 1_000, 70, "C"), (1_000, 1_060, 50, "A"),
            (900, 950, 99, "Z"), (900, 950, 98, "Y"), (1_200, 1_200, 61, "M"), (1_000, 1_000, 60, "D"),
        ]
        try store.write { writer in
            for (start, end, value, source) in rows.reversed() {
                _ = try writer.addSample(type: SampleType.heartRate, start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: end),
                                         value: value, unit: "count/min", sourceName: source, created: nil)
            }
        }
        let expected = rows.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map { TimedValue(instant: Date(timeIntervalSince1970: $0.0), value: $0.2) }
        #expect(try store.loadHistory().heartRate == expected)
    }

    @Test("check-ins stored in any order, some replaced, read by habit and day", arguments: 0..<4)
    func checkInsInAnyOrder(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let store = try HistoryStore.inMemory()
        var ids: [Int64] = []
        try store.write { writer in
            for name in ["Read", "Walk", "Stretch"] {
                ids.append(try writer.addHabit(Habit(id: 0, name: name, category: "Health", icon: "book", frequency: .daily,
                                                     created: LocalDay("2024-01-01")!)))
            }
        }
        var checkIns: [CheckIn] = []
        for id in ids {
            // Days unique per habit (the key), across a leap day and a year's end.
            let days = Set((0..<40).map { _ in LocalDay("2023-12-20")!.adding(days: Int.random(in: 0..<90, using: &random)) })
            checkIns += days.map { CheckIn(habitID: id, day: $0, level: CompletionLevel(rawValue: Int.random(in: 1...3, using: &random))!,
                                           minute: Int.random(in: 0..<1440, using: &random)) }
        }
        checkIns.shuffle(using: &random)
        try store.write { writer in
            for checkIn in checkIns { try writer.setCheckIn(checkIn) }
            // A replaced row takes a new place at the end of the table.
            for index in checkIns.indices.shuffled(using: &random).prefix(10) {
                checkIns[index].level = checkIns[index].level == .full ? .partial : .full
                try writer.setCheckIn(checkIns[index])
            }
        }
        let outOfOrder = try store.queue.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM (SELECT habit_id, day, lag(habit_id) OVER w AS h, lag(day) OVER w AS d
                FROM check_ins WINDOW w AS (ORDER BY rowid)) WHERE (habit_id, day) < (h, d)
                """)
        }
        #expect((outOfOrder ?? 0) > 0, "the rows are not out of key order: the test tries nothing")
        let expected = checkIns.sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) }
        #expect(try store.loadHistory().checkIns == expected)
    }
}
