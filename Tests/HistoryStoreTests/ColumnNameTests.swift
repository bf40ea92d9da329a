import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// Rebuilds every table of the store with its columns in reverse order and an extra column in front,
/// as a later schema (or a person with an SQLite tool) might leave it.
private func reorderEveryTable(_ store: HistoryStore) throws {
    try store.queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
            """)
        for table in tables {
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?) ORDER BY cid DESC", arguments: [table])
            let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            try db.execute(sql: "CREATE TABLE reordered AS SELECT 'extra' AS added_later, \(list) FROM \"\(table)\"")
            try db.execute(sql: "DROP TABLE \"\(table)\"")
            try db.execute(sql: "ALTER TABLE reordered RENAME TO \"\(table)\"")
        }
        try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
}

@Suite("The store is read by column name")
struct ColumnNameTests {
    @Test("every kind of value reads the same from tables whose columns are reordered and one longer",
          arguments: roundTripCases)
    func reorderedTables(_ testCase: RoundTripCase) throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.write(testCase.write)
        try reorderEveryTable(store)
        #expect(try store.loadHistory() == testCase.expected)
    }

    @Test("the goal history, the totals recomputed from samples and the audit read reordered tables right")
    func goalsTotalsAndAudit() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let day = LocalDay("2026-03-10")!
        let start = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!).start(of: day).addingTimeInterval(9 * 3600)
        try store.write { w in
            try w.setGoal(effective: day, steps: 9_000, recordedAt: start)
            try w.setDailyTotal(day: day, quantity: .steps, value: 1_200)
            _ = try w.addSample(type: SampleType.stepCount, start: start, end: start.addingTimeInterval(600), value: 1_200,
                                unit: "count", sourceName: "Watch", created: start)
            try w.addGymVisit(day)
        }
        try reorderEveryTable(store)
        let goals = try store.loadGoals()
        #expect(goals.changes == [GoalChange(effective: day, steps: 9_000)])
        #expect(goals.firstStepDay == day)
        // The same samples read back by name give the same total, hour by hour.
        let range = try store.queue.read { db in try SampleCursor.range(db, type: SampleType.stepCount) }
        #expect(range == start...start.addingTimeInterval(600))
        var spans: [SampleSpan] = []
        try store.queue.read { db in
            try SampleCursor.forEach(db, type: SampleType.stepCount, from: start.addingTimeInterval(-1), before: start.addingTimeInterval(1)) {
                spans.append($0)
            }
        }
        #expect(spans == [SampleSpan(start: start, end: start.addingTimeInterval(600), value: 1_200, sourceName: "Watch")])
        #expect(try store.audit(today: day).isEmpty)
        try store.queue.write { db in try db.execute(sql: "UPDATE goal_changes SET steps = 5000000") }
        let findings = try store.audit(today: day)
        #expect(findings.map(\.column) == ["steps"])
        #expect(findings.map(\.key) == ["effective 2026-03-10"])
        #expect(findings.map(\.found) == ["5,000,000"])
    }

    @Test("a column the query does not name is an error, even for an optional value")
    func missingColumn() throws {
        let store = try HistoryStore.inMemory()
        try store.queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT 1 AS target_value, NULL AS target_unit"))
            #expect(try row.value("TARGET_VALUE", Int.self) == 1)
            #expect(try row.value("target_unit", String?.self) == nil)
            #expect(throws: MissingColumn.self) { try row.value("target_units", String?.self) }
        }
    }

    @Test("no read in Sources/HistoryStore takes a column by position")
    func noPositionalReads() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/HistoryStore").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let positional = try Regex(#"(row|\$0)\s*\[\s*\d+\s*\]|atIndex:|\.decode\([^)]*, *at:"#)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(positional) {
                found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "read by column name (row.value(\"name\", T.self)), not by position: \(found)")
    }
}
