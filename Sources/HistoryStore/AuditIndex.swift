import GRDB
import Metrics

/// Partial indexes that spare the audit its scans of the three largest tables (`samples`, `hourly_totals`,
/// `check_ins`: hundreds of thousands of rows in a long history, which every build's load would otherwise
/// read whole).
///
/// A row can break an audit rule in two ways. Either it breaks a bound that holds whatever the day: a
/// value's range, a type, the first day or instant. Those rows are a fixed SQL condition, `candidates`
/// (the table's rules with no last day, `fixedRules`); the table's partial index holds exactly the rows
/// that meet it, and SQLite keeps it so on every write, by any program that writes the file (a sitegen
/// command, the `sqlite3` shell, a script). The audit tests only those rows against the build's rules.
/// Or it lies after the last day or instant, which moves with the build's day: the table's own index
/// answers that by a range search (`recent`). A sample's end is vouched for by its start: a sample that
/// ends before it starts, or more than `span` after, is a candidate.
///
/// Nothing else changes: the findings are still made by the rules' own queries (`StoreAuditRule.findings`)
/// once this says a table may hold one. A store whose index is missing or not exactly this sitegen's (an
/// older store opened read-only, an index dropped or edited by hand) is scanned as before, and the next
/// command that opens it for writing makes the index again (`ensure`).
enum AuditIndex {
    /// One table's index.
    struct Table {
        let table: String
        let name: String
        /// The column it is on (any: the rows are what it holds).
        let column: String
        /// True for a row that breaks a bound that holds whatever the day, or that `recent` cannot vouch for.
        let candidates: String

        /// The statement that makes it, as SQLite keeps it in `sqlite_master`.
        var create: String { "CREATE INDEX \(name) ON \(table) (\(column)) WHERE \(candidates)" }
    }

    /// At most this long after its start a sample may end and not be a candidate: a day, in seconds.
    static let span = 86_400

    /// Every table with an audit index.
    static let tables: [Table] = [
        Table(table: "samples", name: "samples_audit", column: "type_id",
              candidates: "(\(fixedScreen("samples"))) OR end_at < start_at OR end_at > start_at + \(span)"),
        Table(table: "hourly_totals", name: "hourly_totals_audit", column: "day", candidates: fixedScreen("hourly_totals")),
        Table(table: "check_ins", name: "check_ins_audit", column: "habit_id", candidates: fixedScreen("check_ins")),
    ]

    /// The columns the indexes take to have INTEGER, REAL or NUMERIC affinity, as the schema declares them:
    /// their conditions leave out the type test (`StoreAuditRule.screenTest`), which made every insert of an
    /// import several times slower. An index is used only where the table's columns still have it.
    static let numeric: Set<String> = ["start_at", "end_at", "value", "minute"]

    /// `table`'s rules with no last day or instant (a day from 2000-01-01 to 9999-12-31, an instant to 10^18
    /// seconds).
    static func fixedRules(_ table: String) -> [StoreAuditRule] {
        StoreAuditRule.all(today: Bounds.firstDay).filter { $0.table == table }.map { rule in
            var fixed = rule
            switch rule.check {
            case .number: break
            case .day(let first, _): fixed.check = .day(first: first, last: LocalDay(year: 9999, month: 12, day: 31)!)
            case .instant(let first, _): fixed.check = .instant(first: first, last: 1e18)
            }
            return fixed
        }
    }

    private static func fixedScreen(_ table: String) -> String {
        StoreAudit.screen(fixedRules(table), numeric: numeric)
    }

    /// Makes each index that is missing or not as this sitegen makes it (a store opened for writing).
    static func ensure(_ db: Database) throws {
        for table in tables where try !isCurrent(table, db) {
            try db.execute(sql: "DROP INDEX IF EXISTS \(table.name)")
            try db.execute(sql: table.create)
        }
    }

    static func isCurrent(_ table: Table, _ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ? AND tbl_name = ?",
                            arguments: [table.name, table.table]) == table.create
    }

    /// Whether a row of `table` may break one of `rules` (all of the table's rules for one build's day), whose
    /// one scan `screen` is (made with the table's `numericColumns`): false only when none does. `nil` when the
    /// table has no current audit index: the caller scans.
    static func mayBreak(_ db: Database, table: String, rules: [StoreAuditRule], screen: String,
                         numericColumns: Set<String>) throws -> Bool? {
        guard let index = tables.first(where: { $0.table == table }), try isCurrent(index, db),
              numericColumns.isSuperset(of: numeric.intersection(rules.map(\.column))) else { return nil }
        let candidates = "SELECT EXISTS (SELECT 1 FROM \(table) INDEXED BY \(index.name) WHERE (\(index.candidates)) AND (\(screen)))"
        do {
            if try Bool.fetchOne(db, sql: candidates) == true { return true }
            return try recent(db, table: table, rules: rules)
        } catch {
            // An SQLite that cannot use the index for this query ("no query solution"): the scan decides.
            return nil
        }
    }

    /// Whether a row that is no candidate lies after the last day or instant of `rules`.
    private static func recent(_ db: Database, table: String, rules: [StoreAuditRule]) throws -> Bool {
        switch table {
        case "samples":
            let lasts = rules.compactMap { rule -> Double? in
                if case .instant(_, let last) = rule.check, ["start_at", "end_at"].contains(rule.column) { return last }
                return nil
            }
            guard let last = lasts.min(), lasts.count == 2 else { return true }
            // Each type in turn (the unique index begins with it), its samples starting less than `span` before
            // the last instant found by the index's second column.
            let sql = eachKey("samples", "type_id") + """
                SELECT EXISTS (SELECT 1 FROM keys JOIN samples ON samples.type_id = keys.value AND samples.start_at > ?
                               WHERE samples.start_at > ? OR samples.end_at > ?)
                """
            return try Bool.fetchOne(db, sql: sql, arguments: [last - Double(span), last, last]) == true
        case "hourly_totals":
            guard let last = lastDay(rules) else { return true }
            return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM hourly_totals WHERE day > ?)", arguments: [last.description]) == true
        case "check_ins":
            guard let last = lastDay(rules) else { return true }
            // Each habit in turn (the key begins with it: a habit's check-ins are in order of day), its check-ins
            // after the last day. A day that is not a text of the day's form is a candidate.
            let sql = eachKey("check_ins", "habit_id")
                + "SELECT EXISTS (SELECT 1 FROM keys JOIN check_ins ON check_ins.habit_id = keys.value AND check_ins.day > ?)"
            return try Bool.fetchOne(db, sql: sql, arguments: [last.description]) == true
        default:
            return true
        }
    }

    /// The last day of `rules`' one rule on a `day` column; `nil` unless there is exactly one.
    private static func lastDay(_ rules: [StoreAuditRule]) -> LocalDay? {
        let lasts = rules.compactMap { rule -> LocalDay? in
            if case .day(_, let last) = rule.check, rule.column == "day" { return last }
            return nil
        }
        return lasts.count == 1 ? lasts[0] : nil
    }

    /// `WITH RECURSIVE keys(value)`: each value of `column`, the first column of one of `table`'s indexes, once,
    /// in order, each found by one search of that index instead of a walk of it.
    private static func eachKey(_ table: String, _ column: String) -> String {
        """
        WITH RECURSIVE keys(value) AS (
          SELECT (SELECT \(column) FROM \(table) ORDER BY \(column) LIMIT 1)
          UNION ALL
          SELECT (SELECT \(column) FROM \(table) WHERE \(column) > keys.value ORDER BY \(column) LIMIT 1) FROM keys WHERE keys.value IS NOT NULL)

        """
    }
}
