import Foundation
import GRDB
import GRDBSQLite
import Metrics

extension HistoryWriter {
    /// Adds `row` unless the same sample (type, start, end, source, value) is stored; returns whether it was new.
    ///
    /// The bulk path of the importers: one cached statement whose values are bound with the
    /// SQLite C API directly (GRDB's argument arrays were a fifth of an import's time).
    @discardableResult
    public func insertSample(_ row: SampleRow) throws -> Bool {
        let statement = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO samples
              (type, start_at, end_at, value, unit, source_name, source_version, device, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let raw = statement.sqliteStatement
        sqlite3_reset(raw)
        SampleBinder.text(raw, 1, row.type)
        SampleBinder.instant(raw, 2, row.start)
        SampleBinder.instant(raw, 3, row.end)
        sqlite3_bind_double(raw, 4, row.value)
        SampleBinder.text(raw, 5, row.unit)
        SampleBinder.text(raw, 6, row.sourceName)
        SampleBinder.text(raw, 7, row.sourceVersion)
        SampleBinder.text(raw, 8, row.device)
        SampleBinder.instant(raw, 9, row.created)
        let code = sqlite3_step(raw)
        sqlite3_reset(raw)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: statement.sql)
        }
        return db.changesCount > 0
    }

    /// Lets SQLite keep up to `megabytes` of pages in memory for this connection (bulk imports).
    public func useCache(megabytes: Int) throws {
        try db.execute(sql: "PRAGMA cache_size = -\(megabytes * 1024)")
    }

    /// Calls `body` with every stored sample of `type` starting in `[from, before)`, ordered by start,
    /// end, source and value (so sums come out the same every time).
    public func forEachSample(type: String, from: Date, before: Date, _ body: (SampleSpan) throws -> Void) throws {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT start_at, end_at, value, source_name FROM samples
            WHERE type = ? AND start_at >= ? AND start_at < ?
            ORDER BY start_at, end_at, source_name, value
            """, arguments: [type, from.timeIntervalSince1970, before.timeIntervalSince1970])
        while let row = try rows.next() {
            try body(SampleSpan(start: Date(timeIntervalSince1970: row[0]), end: Date(timeIntervalSince1970: row[1]),
                                value: row[2], sourceName: row[3]))
        }
    }

    /// Replaces the totals of `quantity` on `day`: every hour slot (zeros included, extra old slots
    /// removed) and the daily total, their sum.
    public func replaceTotals(day: LocalDay, quantity: Quantity, hourly: [Double]) throws {
        try run("DELETE FROM hourly_totals WHERE day = ? AND quantity = ? AND hour >= ?",
                [day.description, quantity.rawValue, hourly.count])
        for (hour, value) in hourly.enumerated() {
            try setHourlyTotal(day: day, hour: hour, quantity: quantity, value: value)
        }
        try setDailyTotal(day: day, quantity: quantity, value: hourly.reduce(0, +))
    }
}

/// Binds Swift values to a raw SQLite statement, as the store writes them: text, and instants
/// as whole Unix seconds when they are whole (like `Date.unixSeconds`), NULL for nil.
enum SampleBinder {
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    static func text(_ statement: OpaquePointer, _ index: Int32, _ value: String?) {
        guard let value else { sqlite3_bind_null(statement, index); return }
        _ = value.withCString { sqlite3_bind_text(statement, index, $0, -1, transient) }
    }

    static func instant(_ statement: OpaquePointer, _ index: Int32, _ value: Date?) {
        guard let value else { sqlite3_bind_null(statement, index); return }
        let seconds = value.timeIntervalSince1970
        if seconds == seconds.rounded(), abs(seconds) < 9e15 {
            sqlite3_bind_int64(statement, index, Int64(seconds))
        } else {
            sqlite3_bind_double(statement, index, seconds)
        }
    }
}
