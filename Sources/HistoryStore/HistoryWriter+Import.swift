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
        try SampleCursor.forEach(db, type: type, from: from, before: before, body)
    }

    /// Replaces the totals of `quantity` on `day`: every hour slot (zeros included, extra old slots
    /// removed) and the daily total, their sum.
    public func replaceTotals(day: LocalDay, quantity: Quantity, hourly: [Double]) throws {
        try run("DELETE FROM hourly_totals WHERE day = ? AND quantity = ? AND minute >= ?",
                [day.description, quantity.rawValue, hourly.count * 60])
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
        guard var value else { sqlite3_bind_null(statement, index); return }
        // Bound with its byte length, not as a C string: a NUL inside must not cut the text short.
        _ = value.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(statement, index, $0, Int32(bytes.count), transient)
            }
        }
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
