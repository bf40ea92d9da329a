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
    static func findings(_ db: Database, today: LocalDay, futureDays: Bool = false) throws -> [StoreFinding] {
        var found: [StoreFinding] = []
        let rules = StoreAuditRule.all(today: today, futureDays: futureDays)
        var tables: [String] = []
        for rule in rules where !tables.contains(rule.table) { tables.append(rule.table) }
        for table in tables {
            // One scan of the table answers "anything wrong?"; only then does each rule look for its rows.
            let own = rules.filter { $0.table == table }
            let any = own.map { "(\($0.condition))" }.joined(separator: " OR ")
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE \(any))") == true else { continue }
            for rule in own { found += try rule.findings(db) }
        }
        return found
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
    public func audit(today: LocalDay, futureDays: Bool = false) throws(StoreError) -> [StoreFinding] {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in try StoreAudit.findings(db, today: today, futureDays: futureDays) }
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
