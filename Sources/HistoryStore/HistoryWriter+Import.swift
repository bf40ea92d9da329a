import Foundation
import GRDB
import Metrics

extension HistoryWriter {
    /// Adds `row` unless the same sample (type, start, end, source, value) is stored; returns whether it was new.
    ///
    /// The bulk path of the importers: one cached statement, arguments bound without checks.
    @discardableResult
    public func insertSample(_ row: SampleRow) throws -> Bool {
        let statement = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO samples
              (type, start_at, end_at, value, unit, source_name, source_version, device, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        statement.setUncheckedArguments([
            row.type, row.start.unixSeconds, row.end.unixSeconds, row.value, row.unit, row.sourceName,
            row.sourceVersion, row.device, row.created?.unixSeconds,
        ])
        try statement.execute()
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
