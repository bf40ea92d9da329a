import Foundation
import GRDB
import Metrics

/// One stored value outside its range in `Bounds`: where it is, what it is, what is allowed, and what
/// `sitegen store repair` does with it.
public struct StoreFinding: Sendable, Equatable, CustomStringConvertible {
    /// What a repair does with the row.
    public enum Repair: Sendable, Equatable {
        /// The row is removed (a measurement or a log entry that cannot be true).
        case delete
        /// The column is set to the nearest allowed value (the row carries a person's own text or settings).
        case clamp(to: String)
    }

    public let table: String
    /// The row's key as a person finds it: "day 2026-01-03, quantity steps", "id 4 (Read)".
    public let key: String
    public let column: String
    public let found: String
    public let allowed: String
    public let repair: Repair
    let rowID: Int64
    let newValue: DatabaseValue?

    public var description: String {
        "\(table) (\(key)) \(column): \(found) is outside the allowed range, \(allowed)"
    }

    /// What `store repair` did or will do, in words.
    public var repairText: String {
        switch repair {
        case .delete: "removed the row of \(table) (\(key)): \(column) was \(found)"
        case .clamp(let value): "set \(table) (\(key)) \(column) from \(found) to \(value)"
        }
    }
}

/// Finds the rows of the store whose numbers or days lie outside `Bounds`, and repairs them.
///
/// The build runs the audit before it reads the history, so a value written by an older sitegen or by
/// hand gives a clear error instead of a trap deep in a chart. Each rule is one SQL query that selects
/// only the offending rows (fast on a large store); the message is made with the same `Bound`.
public enum StoreAudit {
    /// Every out-of-range row, table by table in a fixed order; `today` is the last day data may have
    /// (with `futureDays`, the last day a plan may name: see `HistoryStore.audit`).
    /// `tables`: of those, only the tables it accepts (`auditedHistory` audits `samples` on its own).
    /// `within`: a table's rows to audit, as an SQL condition (`habit_id IN (3)`: the check-ins serve reads
    /// again after a form checked a habit in); a table not named: every row.
    static func findings(_ db: Database, today: LocalDay, futureDays: Bool = false,
                         parts: Set<History.Part> = Set(History.Part.allCases),
                         tables accepted: (String) -> Bool = { _ in true },
                         within: [String: String] = [:]) throws -> [StoreFinding] {
        var found: [StoreFinding] = []
        let read = parts.reduce(into: Set<String>()) { $0.formUnion(HistoryReader.tables[$1] ?? []) }.filter(accepted)
        let rules = StoreAuditRule.all(today: today, futureDays: futureDays).filter { read.contains($0.table) }
        for table in tables(of: rules) {
            // One scan of the table answers "anything wrong?"; only then does each rule look for its rows.
            let own = rules.filter { $0.table == table }
            let numeric = try numericColumns(table, db), rows = within[table]
            let any = rows.map { "(\($0)) AND (\(screen(own, numeric: numeric)))" } ?? screen(own, numeric: numeric)
            // The largest tables' partial indexes answer it without the scan (`AuditIndex`), when they are there.
            let mayBreak = try (rows == nil ? AuditIndex.mayBreak(db, table: table, rules: own, screen: any, numericColumns: numeric) : nil)
                ?? Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE \(any))") == true
            guard mayBreak else { continue }
            for rule in own { found += try rule.findings(db, within: rows) }
        }
        return found
    }

    /// The condition of one scan of a table's `rules` (`numeric`: its numeric columns): true for every row one
    /// of their conditions finds. The rules for one kind of row each (a sample's type) are one `CASE` on
    /// the kind, so a row's kind is compared until it matches, not once for every rule: on the 10-year
    /// store, five text comparisons a sample were a quarter of the samples' scan.
    static func screen(_ rules: [StoreAuditRule], numeric: Set<String>) -> String {
        var plain: [String] = [], kinds: [String] = [], cases: [String: [(value: String, test: String)]] = [:]
        for rule in rules {
            let test = rule.screenTest(numeric: numeric.contains(rule.column))
            guard let only = rule.only else {
                plain.append("(\(test))")
                continue
            }
            if cases[only.column] == nil { kinds.append(only.column) }
            if let index = cases[only.column]?.firstIndex(where: { $0.value == only.value }) {
                cases[only.column]?[index].test += " OR (\(test))"
            } else {
                cases[only.column, default: []].append((only.value, "(\(test))"))
            }
        }
        let switched = kinds.map { column in
            "(CASE \(column) " + cases[column, default: []].map { "WHEN \($0.value) THEN (\($0.test))" }.joined(separator: " ") + " ELSE 0 END)"
        }
        return (plain + switched).joined(separator: " OR ")
    }

    /// The columns of `table` whose declared type gives them INTEGER, REAL or NUMERIC affinity (SQLite's rules,
    /// section 3.1 of its datatype page): a text there is one that is not a number.
    static func numericColumns(_ table: String, _ db: Database) throws -> Set<String> {
        var numeric: Set<String> = []
        for row in try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info(?)", arguments: [table]) {
            let name = try row.value("name", String.self), type = try row.value("type", String.self).uppercased()
            let isText = !type.contains("INT") && ["CHAR", "CLOB", "TEXT"].contains { type.contains($0) }
            let isBlob = !type.contains("INT") && (type.isEmpty || type.contains("BLOB"))
            if !isText && !isBlob { numeric.insert(name) }
        }
        return numeric
    }

    /// `findings` in the order `findings(_:today:)` reports them: table by table, in the order of the rules
    /// (two connections each auditing some of the tables give theirs in one list this way).
    static func inAuditOrder(_ findings: [StoreFinding], today: LocalDay) -> [StoreFinding] {
        let order = Dictionary(uniqueKeysWithValues: tables(of: StoreAuditRule.all(today: today)).enumerated().map { ($1, $0) })
        return findings.enumerated().sorted { a, b in
            let (x, y) = (order[a.element.table] ?? .max, order[b.element.table] ?? .max)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// The tables of `rules`, each once, in the order of its first rule: the order the audit reports in.
    private static func tables(of rules: [StoreAuditRule]) -> [String] {
        var tables: [String] = []
        for rule in rules where !tables.contains(rule.table) { tables.append(rule.table) }
        return tables
    }

    /// A short error text for a build that found `findings`: the first few, and how to fix them.
    public static func buildMessage(_ findings: [StoreFinding], path: String) -> String {
        let shown = findings.prefix(5).map { "  " + $0.description }.joined(separator: "\n")
        let more = findings.count > 5 ? "\n  … and \(findings.count - 5) more" : ""
        return "the history store \(path) holds \(findings.count) value\(findings.count == 1 ? "" : "s") outside the allowed ranges:\n"
            + shown + more
            + "\n`sitegen store check` lists them all; `sitegen store repair` removes or clamps them (it prints what it changes)."
    }
}

extension HistoryStore {
    /// The rows outside `Bounds` (empty when the store is sound); `today` is the last allowed day.
    ///
    /// A build passes `futureDays: true`: a build with an earlier `--now` than the data must still
    /// work, so it accepts days up to `Bounds.lastPlannedDay(after:)` and refuses only absurd ones
    /// (year 9999); the entry points and `store check` hold days to today.
    /// `parts`: only the tables those parts are read from (`sitegen serve` after a form changed one part).
    public func audit(today: LocalDay, futureDays: Bool = false,
                      parts: Set<History.Part> = Set(History.Part.allCases)) throws(StoreError) -> [StoreFinding] {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in try StoreAudit.findings(db, today: today, futureDays: futureDays, parts: parts) }
        }
    }

    /// Removes or clamps every out-of-range row in one transaction; returns what was done.
    public func repair(today: LocalDay) throws(StoreError) -> [StoreFinding] {
        var done: [StoreFinding] = []
        try write { writer in
            let findings = try StoreAudit.findings(writer.db, today: today)
            for finding in findings {
                try StoreAuditRule.apply(finding, writer.db)
            }
            done = findings
        }
        return done
    }
}

/// One column of one table checked against `Bounds`, and what a repair does with a bad row.
///
/// Repair, per table: measurements and log entries that cannot be true are removed
/// (`samples`, `daily_totals`, `hourly_totals`, `workouts`, `activity_summaries`, `goal_changes`
/// — the previous goal then holds —, `check_ins`, `gym_visits`, `notes`); rows that carry a person's
/// own setup or text are kept with the value clamped to the nearest allowed one (`habits`: target,
/// position and days; `check_ins.count`; `moments.day`).
struct StoreAuditRule {
    enum Check {
        case number(Bound)
        /// A `YYYY-MM-DD` text column from `first` through `last`.
        case day(first: LocalDay, last: LocalDay)
        /// A Unix-seconds column from `first` through `last`.
        case instant(first: Double, last: Double)
    }

    let table: String
    let column: String
    /// SQL making the row's key text.
    let key: String
    /// The rows the check is for: those whose `column` is `value`, an SQL literal (`quantity = 'steps'`,
    /// `type_id = 1`); `nil`: every row.
    let only: (column: String, value: String)?
    var check: Check
    let clamps: Bool
    /// The column may hold NULL (a repair may clear it).
    var nullable = false

    /// The SQL condition true for an offending row.
    var offending: String {
        let c = column
        switch check {
        case .number, .instant: return "\(c) IS NOT NULL AND (typeof(\(c)) NOT IN ('integer', 'real') OR \(outOfRange))"
        case .day: return "\(c) IS NOT NULL AND (\(outOfRange))"
        }
    }

    /// The comparisons with the allowed range (and, for a whole-number bound, with its rounding).
    private var outOfRange: String {
        let c = column
        switch check {
        case .number(let bound):
            return "\(c) < \(bound.range.lowerBound) OR \(c) > \(bound.range.upperBound)" + (bound.integral ? " OR \(c) <> round(\(c))" : "")
        case .day(let first, let last): return "\(c) < '\(first)' OR \(c) > '\(last)'"
        case .instant(let first, let last): return "\(c) < \(Self.integerLiteral(first)) OR \(c) > \(Self.integerLiteral(last))"
        }
    }

    /// `seconds` as SQL: a whole number as an integer literal (`946634400`, not `946634400.0`). The instant
    /// columns have INTEGER affinity, and SQLite compares two integers on a fast path, but an integer with a
    /// real by converting: the audit index evaluates these comparisons on every sample an import inserts
    /// (a real share of an import's work). Both compare exactly, so the rows are the same.
    static func integerLiteral(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 9e18 ? String(Int64(seconds)) : "\(seconds)"
    }

    /// `only` as SQL.
    var selects: String? { only.map { "\($0.column) = \($0.value)" } }

    /// The SQL condition choosing this rule's offending rows.
    var condition: String { selects.map { "(\($0)) AND (\(offending))" } ?? offending }

    /// A cheaper test than `offending`, true at least for every row it finds among the rule's rows: the
    /// audit's one scan of a table ("anything wrong?", `StoreAudit.screen`) evaluates it on every row, and
    /// `condition` then finds the rows; the samples' scan takes about half the time. It is `offending` without its type test for a number or an instant in a
    /// `numeric` column (INTEGER, REAL or NUMERIC affinity): there a value that is not a number is a TEXT
    /// or BLOB, which SQLite orders after every number, so `column > upper` holds for it. And without
    /// `IS NOT NULL`: a comparison with NULL is not true. `StoreAuditScreenTests` tries both on hostile
    /// values in every rule's column.
    func screenTest(numeric: Bool) -> String {
        switch check {
        case .number where numeric, .instant where numeric: outOfRange
        default: offending
        }
    }

    /// The offending rows (`within`: of those the SQL condition chooses).
    func findings(_ db: Database, within rows: String? = nil) throws -> [StoreFinding] {
        let sql = "SELECT rowid AS audit_row, (\(key)) AS audit_key, \(column) AS audit_value "
            + "FROM \(table) WHERE \(rows.map { "(\($0)) AND " } ?? "")(\(condition)) ORDER BY rowid"
        return try Row.fetchAll(db, sql: sql).map { row in
            let rowID = try row.value("audit_row", Int64.self), key = try row.value("audit_key", String?.self)
            let value = try row.value("audit_value", DatabaseValue.self)
            let newValue = clamps ? clamped(value) : nil
            return StoreFinding(table: table, key: key ?? "row \(rowID)", column: column,
                                found: Self.text(value), allowed: allowed,
                                repair: newValue.map { .clamp(to: Self.text($0)) } ?? .delete,
                                rowID: rowID, newValue: newValue)
        }
    }

    var allowed: String {
        switch check {
        case .number(let bound): bound.allowed
        case .day(let first, let last): "a day from \(first) to \(last)"
        case .instant(let first, let last):
            "an instant from \(Date(timeIntervalSince1970: first)) to \(Date(timeIntervalSince1970: last))"
        }
    }

    /// The nearest allowed value, or `nil` when there is none (a text in a number column).
    func clamped(_ value: DatabaseValue) -> DatabaseValue? {
        switch (check, value.storage) {
        case (.number(let bound), .double(let d)):
            return bound.clamped(d).map { bound.integral ? Int64($0).databaseValue : $0.databaseValue }
        case (.number(let bound), .int64(let i)):
            return bound.clamped(Double(i)).map { bound.integral ? Int64($0).databaseValue : $0.databaseValue }
        case (.day(let first, let last), .string(let text)):
            return (text < first.description ? first : last).description.databaseValue
        case (.number(let bound), _):
            // Not a number at all: a nullable column loses it, a required one takes its lowest value.
            return nullable ? .null : bound.range.lowerBound.databaseValue
        default:
            return nil
        }
    }

    static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let i): NumberText.grouped(Int(i))
        case .double(let d): Bound.text(d)
        case .string(let s): s.count > 40 ? "'\(s.prefix(40))…'" : "'\(s)'"
        case .blob(let data): "a blob of \(data.count) bytes"
        }
    }

    /// Removes the finding's row, or sets its column to the clamped value.
    static func apply(_ finding: StoreFinding, _ db: Database) throws {
        if let value = finding.newValue {
            try db.execute(sql: "UPDATE \(finding.table) SET \(finding.column) = ? WHERE rowid = ?", arguments: [value, finding.rowID])
        } else {
            try db.execute(sql: "DELETE FROM \(finding.table) WHERE rowid = ?", arguments: [finding.rowID])
        }
    }
}

extension StoreAuditRule {
    /// Every rule, in the order `store check` lists them; `today` is the last day data may have.
    static func all(today: LocalDay, futureDays: Bool = false) -> [StoreAuditRule] {
        let first = Bounds.firstDay, planned = Bounds.lastPlannedDay(after: today)
        let lastDay = futureDays ? planned : today
        let past = Check.day(first: first, last: lastDay), plans = Check.day(first: first, last: planned)
        // Instants: from 2000-01-01 00:00 at UTC+14 to the end of the day after the last day at UTC−12.
        let instants = Check.instant(first: Double(first.dayNumber) * 86_400 - 14 * 3_600,
                                     last: Double(lastDay.dayNumber + 2) * 86_400 + 12 * 3_600)
        func rule(_ table: String, _ column: String, _ key: String, _ check: Check, only: (String, String)? = nil, clamps: Bool = false) -> StoreAuditRule {
            StoreAuditRule(table: table, column: column, key: key, only: only, check: check, clamps: clamps)
        }
        func nullable(_ rule: StoreAuditRule) -> StoreAuditRule {
            var r = rule
            r.nullable = true
            return r
        }
        // A sample's type by its name, as before v8 (`StoreSchema.createV8SampleIDs`).
        let sampleKey = "'id ' || id || ', ' || coalesce((SELECT name FROM sample_types WHERE sample_types.id = type_id), 'type ' || type_id)"
        let dailyKey = "'day ' || day || ', ' || quantity"
        let hourlyKey = "'day ' || day || ', minute ' || minute || ', ' || quantity"
        let workoutKey = "'id ' || id || ', ' || activity_type"
        let habitKey = "'id ' || id || ', ' || substr(name, 1, 40)"
        let checkInKey = "'habit ' || habit_id || ', day ' || day"
        let perDay: [(String, Bound)] = [("steps", Bounds.stepsPerDay), ("active_energy", Bounds.energyPerDay), ("distance", Bounds.distancePerDay)]
        let perRecord: [(String, Bound)] = [(SampleType.stepCount, Bounds.stepsPerRecord), (SampleType.activeEnergyBurned, Bounds.energyPerRecord),
                                            (SampleType.distanceWalkingRunning, Bounds.distancePerRecord),
                                            (SampleType.heartRate, Bounds.heartRate), (SampleType.vo2Max, Bounds.vo2Max)]
        return perRecord.map { rule("samples", "value", sampleKey, .number($1), only: ("type_id", "\(SampleType.id($0)!)")) }
            + [rule("samples", "start_at", sampleKey, instants), rule("samples", "end_at", sampleKey, instants)]
            + perDay.map { rule("daily_totals", "value", dailyKey, .number($1), only: ("quantity", "'\($0)'")) }
            + [rule("daily_totals", "day", dailyKey, past)]
            + perDay.map { rule("hourly_totals", "value", hourlyKey, .number($1), only: ("quantity", "'\($0)'")) }
            + [rule("hourly_totals", "day", hourlyKey, past), rule("hourly_totals", "minute", hourlyKey, .number(Bounds.slotMinute)),
               rule("workouts", "duration_s", workoutKey, .number(Bounds.workoutDuration)),
               rule("workouts", "energy_kcal", workoutKey, .number(Bounds.workoutEnergy)),
               rule("workouts", "distance_m", workoutKey, .number(Bounds.workoutDistance)),
               rule("workouts", "start_at", workoutKey, instants), rule("workouts", "end_at", workoutKey, instants),
               rule("activity_summaries", "active_energy_kcal", "'day ' || day", .number(Bounds.energyPerDay)),
               rule("activity_summaries", "move_goal_kcal", "'day ' || day", .number(Bounds.moveGoal)),
               rule("activity_summaries", "day", "'day ' || day", past),
               rule("goal_changes", "steps", "'effective ' || effective", .number(Bounds.stepGoal)),
               rule("goal_changes", "effective", "'effective ' || effective", plans),
               nullable(rule("habits", "target_value", habitKey, .number(Bounds.habitTarget), clamps: true)),
               rule("habits", "position", habitKey, .number(Bounds.habitPosition), clamps: true),
               rule("habit_categories", "position", "'name ' || substr(name, 1, 40)", .number(Bounds.habitPosition), clamps: true),
               nullable(rule("check_ins", "minute", "'habit ' || habit_id || ', ' || day", .number(Bounds.minuteOfDay), clamps: true)),
               rule("habits", "created", habitKey, past, clamps: true),
               rule("habits", "start_day", habitKey, plans, clamps: true),
               rule("habits", "end_day", habitKey, plans, clamps: true),
               nullable(rule("check_ins", "count", checkInKey, .number(Bounds.habitAmount), clamps: true)),
               rule("check_ins", "day", checkInKey, past),
               rule("gym_visits", "day", "'day ' || day", past),
               rule("notes", "day", "'day ' || day", past),
               rule("moments", "day", "'id ' || id || ', ' || substr(title, 1, 40)", past, clamps: true)]
    }
}
