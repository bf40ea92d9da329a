import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// The audit's first scan of a table uses each rule's cheaper `screen`; a row the rule's `condition` would
/// find must never get past it, whatever a hand-edited store holds in the column.
@Suite("The audit's screen")
struct StoreAuditScreenTests {
    /// Values a column may hold after an edit by hand: texts (numeric-looking too), blobs, NULL, the
    /// extremes of both number types, fractions, days and instants.
    static let values = [
        "NULL", "'many'", "'5'", "' 5'", "''", "'2026-03-10'", "'later'", "X''", "X'00'", "X'3530'",
        "0", "-1", "0.5", "3.7", "59", "61", "99999", "100000.5", "1e300", "-1e300", "9223372036854775807",
        "-9223372036854775808", "946684800", "1773100800", "253402300799", "'0001-01-01'", "'9999-12-31'",
    ]

    @Test("every rule: a value its condition finds passes its screen; numeric columns skip the type test")
    func screenHoldsWhereConditionDoes() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let rules = StoreAuditRule.all(today: LocalDay("2026-03-10")!)
        var found = 0, cheaper = 0, samples: Set<String> = []
        try store.queue.write { db in
            samples = try StoreAudit.numericColumns("samples", db)
            for rule in rules {
                let numeric = try StoreAudit.numericColumns(rule.table, db)
                // The column alone, with the affinity its declared type gives it in the store.
                try db.execute(sql: "DROP TABLE IF EXISTS temp.probe")
                try db.execute(sql: "CREATE TEMP TABLE probe AS SELECT \(rule.column) FROM \(rule.table) WHERE 0")
                let test = rule.screenTest(numeric: numeric.contains(rule.column))
                if !test.contains("typeof") { cheaper += 1 }
                for value in Self.values {
                    try db.execute(sql: "DELETE FROM temp.probe")
                    try db.execute(sql: "INSERT INTO temp.probe VALUES (\(value))")
                    let row = try #require(try Row.fetchOne(db, sql: "SELECT coalesce((\(rule.offending)), 0) AS o, coalesce((\(test)), 0) AS s FROM temp.probe"))
                    let offending: Bool = row["o"], screened: Bool = row["s"]
                    if offending { found += 1 }
                    #expect(!offending || screened, "\(rule.table).\(rule.column) holding \(value): found by the rule, not by its screen")
                }
            }
        }
        // The values did make rules fire, and most rules' screens dropped the type test.
        #expect(found > rules.count)
        #expect(cheaper > rules.count / 2)
        #expect(samples.isSuperset(of: ["value", "start_at", "end_at", "type_id"]) && !samples.contains("unit"))
    }

    @Test("instants are compared with integer literals, finding exactly the rows the real literals found")
    func integerLiterals() throws {
        #expect(StoreAuditRule.integerLiteral(946_634_400) == "946634400")
        #expect(StoreAuditRule.integerLiteral(1e18) == "1000000000000000000")
        #expect(StoreAuditRule.integerLiteral(-5) == "-5")
        #expect(StoreAuditRule.integerLiteral(946_634_399.5) == "946634399.5")
        #expect(StoreAuditRule.integerLiteral(1e19) == "1e+19")
        let store = try HistoryStore.inMemory()
        let rules = StoreAuditRule.all(today: LocalDay("2026-03-10")!).filter { if case .instant = $0.check { true } else { false } }
        #expect(rules.count == 4)
        let near = ["946634399", "946634399.5", "946634400", "946634400.5", "1773446399", "1773446400", "1773446400.5", "1773446401",
                    "1000000000000000000", "1000000000000000001", "999999999999999999.0", "1e18", "1.0000000000000001e18"]
        try store.queue.write { db in
            for rule in rules {
                guard case .instant(let first, let last) = rule.check else { continue }
                #expect(rule.screenTest(numeric: true).contains("< \(Int64(first)) OR "))
                try db.execute(sql: "DROP TABLE IF EXISTS temp.probe")
                try db.execute(sql: "CREATE TEMP TABLE probe AS SELECT \(rule.column) FROM \(rule.table) WHERE 0")
                for value in Self.values + near + ["\(Int64(first) - 1)", "\(Int64(last) + 1)"] {
                    try db.execute(sql: "DELETE FROM temp.probe")
                    try db.execute(sql: "INSERT INTO temp.probe VALUES (\(value))")
                    let c = rule.column
                    let row = try #require(try Row.fetchOne(db, sql: """
                        SELECT coalesce(\(c) < \(first) OR \(c) > \(last), -1) AS real, coalesce(\(rule.screenTest(numeric: true)), -1) AS integer FROM temp.probe
                        """))
                    #expect(row["real"] as Int == row["integer"] as Int, "\(rule.table).\(c) holding \(value)")
                }
            }
        }
    }

    @Test("every table's one scan: a row any of its rules finds passes the scan's condition, the rules for each kind of row in one CASE")
    func tableScreenHoldsWhereAnyRuleDoes() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let rules = StoreAuditRule.all(today: LocalDay("2026-03-10")!)
        var found = 0, switched = 0
        try store.queue.write { db in
            for table in Set(rules.map(\.table)).sorted() {
                let own = rules.filter { $0.table == table }
                let screen = StoreAudit.screen(own, numeric: try StoreAudit.numericColumns(table, db))
                if screen.contains("CASE") { switched += 1 }
                let kinds = Set(own.compactMap { $0.only?.column })
                let columns = Array(Set(own.map(\.column)).union(kinds)).sorted()
                try db.execute(sql: "DROP TABLE IF EXISTS temp.probe")
                try db.execute(sql: "CREATE TEMP TABLE probe AS SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE 0")
                // Each kind a rule names, another kind and none; each checked column holding each value, the rest NULL.
                let kindValues = own.compactMap { $0.only?.value } + ["'Unknown'", "6", "'1'", "NULL"]
                for kind in kinds.isEmpty ? ["NULL"] : kindValues {
                    for column in Set(own.map(\.column)) {
                        for value in Self.values {
                            try db.execute(sql: "DELETE FROM temp.probe")
                            var row = Dictionary(uniqueKeysWithValues: columns.map { ($0, "NULL") })
                            for name in kinds { row[name] = kind }
                            row[column] = value
                            try db.execute(sql: "INSERT INTO temp.probe (\(columns.joined(separator: ", "))) VALUES (\(columns.map { row[$0]! }.joined(separator: ", ")))")
                            let any = own.map { "coalesce((\($0.condition)), 0)" }.joined(separator: " OR ")
                            let result = try #require(try Row.fetchOne(db, sql: "SELECT (\(any)) AS o, coalesce((\(screen)), 0) AS s FROM temp.probe"))
                            let offending: Bool = result["o"], screened: Bool = result["s"]
                            if offending { found += 1 }
                            #expect(!offending || screened, "\(table): \(column) = \(value), kind \(kind): found by a rule, not by the scan")
                        }
                    }
                }
            }
        }
        #expect(found > 100 && switched == 3, "rules fired (\(found)); samples, daily and hourly totals each scan with a CASE")
    }
}
