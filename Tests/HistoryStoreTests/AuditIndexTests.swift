import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// The audit's partial indexes (`AuditIndex`) never let a row that a rule finds go unnoticed, whatever a
/// hand-edited store holds and whatever the build's day; without them the audit scans as before.
@Suite("The audit's partial indexes")
struct AuditIndexTests {
    let today = LocalDay("2026-03-10")!

    /// A store on disk (opened for writing: it has the indexes) with sound samples of each type and sound
    /// hourly totals of each quantity.
    func store(_ dir: borrowing TemporaryDirectory) throws -> HistoryStore {
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.queue.write { db in
            try db.execute(sql: "INSERT INTO sources (id, name) VALUES (1, 'sound'), (2, 'w'), (3, 'case'), (4, 'probe')")
            try db.execute(sql: "INSERT INTO sample_types (id, name) VALUES (6, 'SomethingElse')")
            // The five types' ids (`SampleType.id`), and another.
            for (index, (type, value)) in [(1, 500.0), (2, 30), (3, 400), (4, 60), (5, 40), (6, -5)].enumerated() {
                let start = 1_773_000_000 + index * 600
                try db.execute(sql: "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (?, ?, ?, ?, 'u', 1)",
                               arguments: [type, start, start + 300, value])
            }
            for quantity in Quantity.allCases {
                try db.execute(sql: "INSERT INTO hourly_totals (day, minute, quantity, value) VALUES ('2026-03-09', 600, ?, 100)", arguments: [quantity.rawValue])
            }
            for (id, name) in [(1, "Read"), (2, "Run")] {
                try db.execute(sql: "INSERT INTO habits (id, name, category, icon, frequency_kind, created) VALUES (?, ?, 'Health', 'star', 'daily', '2026-01-05')",
                               arguments: [id, name])
            }
            try db.execute(sql: "INSERT INTO check_ins (habit_id, day, level, count, skipped, minute) VALUES (1, '2026-03-09', 3, 10, 0, 480)")
        }
        return store
    }

    /// Whether any of `rules` finds a row of its table.
    func anyRuleFinds(_ db: Database, _ rules: [StoreAuditRule]) throws -> Bool {
        try rules.contains { rule in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(rule.table) WHERE \(rule.condition))") == true }
    }

    /// `AuditIndex.mayBreak` for `table` on the build's (`futureDays`) or `store check`'s rules.
    func mayBreak(_ db: Database, _ table: String, futureDays: Bool) throws -> (Bool?, [StoreAuditRule]) {
        let own = StoreAuditRule.all(today: today, futureDays: futureDays).filter { $0.table == table }
        let numeric = try StoreAudit.numericColumns(table, db)
        let screen = StoreAudit.screen(own, numeric: numeric)
        return (try AuditIndex.mayBreak(db, table: table, rules: own, screen: screen, numericColumns: numeric), own)
    }

    /// `base` with each of `columns` in turn holding each of `values` (SQL).
    static func variants(of base: [String: String], in columns: [String], values: [String]) -> [[String: String]] {
        columns.flatMap { column in
            values.map { value in
                var row = base
                row[column] = value
                return row
            }
        }
    }

    /// Inserts each row (column values as SQL), checks the fast answer against the rules on the build's and
    /// `store check`'s days, and removes it; returns how many rows a rule found.
    func probe(_ store: HistoryStore, _ table: String, _ rows: [[String: String]]) throws -> Int {
        var found = 0
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            for row in rows {
                let columns = row.keys.sorted()
                do {
                    try db.execute(sql: "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { row[$0]! }.joined(separator: ", ")))")
                } catch {
                    continue // NOT NULL or the key: such a row cannot be stored at all.
                }
                for futureDays in [false, true] {
                    let (fast, rules) = try mayBreak(db, table, futureDays: futureDays)
                    let finds = try anyRuleFinds(db, rules)
                    if finds { found += 1 }
                    #expect(fast != nil, "the index was not used")
                    #expect(!finds || fast == true, "\(table) \(row) (future days \(futureDays)): a rule finds it, the index says nothing may break")
                }
                try db.execute(sql: "DELETE FROM \(table) WHERE rowid = last_insert_rowid()")
            }
        }
        return found
    }

    @Test("a sound store: nothing may break, answered by the indexes")
    func sound() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        try store.queue.read { db in
            for table in ["samples", "hourly_totals", "check_ins"] {
                for futureDays in [false, true] {
                    let (fast, rules) = try mayBreak(db, table, futureDays: futureDays)
                    let finds = try anyRuleFinds(db, rules)
                    #expect(fast == false && !finds)
                }
            }
        }
        #expect(try store.audit(today: today).isEmpty)
    }

    @Test("every sample a rule finds, hostile values in every column and instants around the last one, is noticed")
    func samples() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        let last = StoreAuditRule.all(today: today).compactMap { rule -> Double? in
            if case .instant(_, let last) = rule.check, rule.table == "samples" { return last }
            return nil
        }.first!
        let first = Double(Bounds.firstDay.dayNumber) * 86_400 - 14 * 3_600
        let instants = [last - 100, last, last + 1, last + 100, last - Double(AuditIndex.span) - 10, last + Double(AuditIndex.span) + 10,
                        first - 1, first, 1_773_000_000].map { String(Int($0)) }
        // The five types' ids, another (named and not), and hostile kinds written by hand.
        let kinds = ["1", "2", "3", "4", "5", "6", "7", "'StepCount'", "1.5"]
        var rows: [[String: String]] = []
        for kind in kinds {
            let base = ["type_id": kind, "start_at": "1773000000", "end_at": "1773000300", "value": "50", "unit": "'u'", "source_id": "4"]
            rows += Self.variants(of: base, in: ["start_at", "end_at", "value", "type_id"], values: StoreAuditScreenTests.values + instants)
            // Starts and ends together: near the last instant, long, ending before they start.
            for (start, end) in [(last - 100, last + 100), (last - Double(AuditIndex.span) - 10, last + 5), (last - 10, last - 5),
                                 (last - Double(AuditIndex.span) + 10, last + 5), (1_773_000_000, 1_772_000_000), (first + 5, first - 5)] {
                var row = base
                row["start_at"] = String(Int(start))
                row["end_at"] = String(Int(end))
                rows.append(row)
            }
        }
        let found = try probe(store, "samples", rows)
        #expect(found > 300, "the rows tried made the rules fire \(found) times")
    }

    @Test("every hourly total a rule finds, hostile values in every column and days around the last one, is noticed")
    func hourlyTotals() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        let days = ["'2026-03-11'", "'2026-03-12'", "'2026-03-13'", "'2036-03-18'", "'2036-03-19'", "'1999-12-31'", "'2000-01-01'", "'2026-3-9'", "'x'"]
        var rows: [[String: String]] = []
        for quantity in ["'steps'", "'active_energy'", "'distance'", "'floors'"] {
            let base = ["day": "'2026-03-08'", "minute": "60", "quantity": quantity, "value": "5"]
            rows += Self.variants(of: base, in: ["day", "minute", "value", "quantity"], values: StoreAuditScreenTests.values + days)
        }
        let found = try probe(store, "hourly_totals", rows)
        #expect(found > 100, "the rows tried made the rules fire \(found) times")
    }

    @Test("every check-in a rule finds, hostile values in every column and days around the last one, is noticed")
    func checkIns() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        let days = ["'2026-03-11'", "'2026-03-12'", "'2026-03-13'", "'2036-03-18'", "'2036-03-19'", "'1999-12-31'", "'2000-01-01'",
                    "'2026-3-9'", "'x'", "20260311"]
        var rows: [[String: String]] = []
        // Two habits (a later one's check-ins are found too), a habit the store does not hold, and hostile ids.
        for habit in ["1", "2", "3", "'x'", "1.5"] {
            let base = ["habit_id": habit, "day": "'2026-03-08'", "level": "2", "count": "5", "skipped": "0", "minute": "600"]
            rows += Self.variants(of: base, in: ["day", "level", "count", "skipped", "minute", "habit_id"],
                                  values: StoreAuditScreenTests.values + days)
        }
        // As the `sqlite3` shell writes (its foreign keys off): check-ins of habits the store does not hold, too.
        try store.queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        let noticed = try probe(store, "check_ins", rows)
        #expect(noticed > 100, "the rows tried made the rules fire \(noticed) times")
    }

    @Test("an index dropped or edited by hand: the audit scans as before, and the next store opened for writing makes it again")
    func missingIndex() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        for replacement in ["", "CREATE INDEX samples_audit ON samples (type_id) WHERE 0"] {
            try store.queue.write { db in
                try db.execute(sql: "DROP INDEX samples_audit")
                if !replacement.isEmpty { try db.execute(sql: replacement) }
                try db.execute(sql: "UPDATE samples SET value = 1e300 WHERE type_id = 4")
            }
            let unused = try store.queue.read { db in try mayBreak(db, "samples", futureDays: true).0 }
            #expect(unused == nil)
            #expect(try store.audit(today: today).map(\.found) == ["1e+300"], "the scan finds the row the index would not hold")
            let read = try HistoryStore.open(path: dir.path(), mode: .readOnly)
            let readOnly = try read.queue.read { db in try mayBreak(db, "samples", futureDays: true).0 }
            #expect(readOnly == nil)
            _ = try HistoryStore.open(path: dir.path(), mode: .readWrite)
            let (current, again) = try store.queue.read { db in
                (try AuditIndex.tables.allSatisfy { try AuditIndex.isCurrent($0, db) }, try mayBreak(db, "samples", futureDays: true).0)
            }
            #expect(current && again == true)
            try store.queue.write { db in try db.execute(sql: "UPDATE samples SET value = 60 WHERE type_id = 4") }
        }
    }

    @Test("the newest sample's end found with the audit index equals the scan's, whichever sample ends last",
          arguments: [("the latest start", 0, 300), ("a sample started up to a day before the latest start", -80_000, 86_000),
                      ("a sample of eight days, started a week before", -7 * 86_400, 8 * 86_400),
                      ("a sample ending before it starts (the audit finds it)", 3_600, -60)])
    func newestEnd(_ name: String, startOffset: Int, length: Int) throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        // Steps whose latest start is 1_774_000_000, each ending 60 s after its start, then the case's sample.
        let latest = 1_774_000_000
        try store.queue.write { db in
            for start in stride(from: latest - 20 * 3_600, through: latest, by: 3_600) {
                try db.execute(sql: "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (1, ?, ?, 10, 'count', 2)",
                               arguments: [start, start + 60])
            }
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (1, ?, ?, 11, 'count', 3)",
                           arguments: [latest + startOffset, latest + startOffset + length])
        }
        let scanned = try store.queue.read { db in try Double.fetchOne(db, sql: "SELECT max(end_at) FROM samples WHERE type_id = 1") }
        #expect(scanned == Double(max(latest + 60, latest + startOffset + length)))
        let read = try HistoryStore.open(path: store.path, mode: .readOnly)
        let found = try read.queue.read { db in try HistoryReader(db: db, path: store.path).newestSamples() }
        #expect(found[.steps]?.timeIntervalSince1970 == scanned, "\(name)")
        // Without the index (dropped by hand, the store opened read-only): the scan.
        try DatabaseQueue(path: store.path).write { try $0.execute(sql: "DROP INDEX samples_audit") }
        let unindexed = try HistoryStore.open(path: store.path, mode: .readOnly)
        let scanFound = try unindexed.queue.read { db in try HistoryReader(db: db, path: store.path).newestSamples() }
        #expect(scanFound == found)
        #expect(found[.activeEnergy] != nil && found[.distance] != nil)
    }
}
