import Foundation
import GRDB
import GRDBSQLite
import Metrics

extension HistoryWriter {
    /// Adds `row` unless the same sample (type, start, end, source, value) is stored; returns whether it was new.
    ///
    /// The bulk path of the importers: one statement prepared per transaction whose values are bound
    /// with the SQLite C API directly (GRDB's argument arrays were a fifth of an import's time).
    @discardableResult
    public func insertSample(_ row: SampleRow) throws -> Bool {
        let device = try row.device.map { text in try nameID(text, in: .devices) }
        let type = try typeID(row.type), source = try nameID(row.sourceName, in: .sources)
        let raw = try statement(.insertSample)
        sqlite3_bind_int64(raw, 1, type)
        if let device { sqlite3_bind_int64(raw, 8, device) } else { sqlite3_bind_null(raw, 8) }
        SampleBinder.instant(raw, 2, row.start)
        SampleBinder.instant(raw, 3, row.end)
        sqlite3_bind_double(raw, 4, row.value)
        sqlite3_bind_int64(raw, 6, source)
        SampleBinder.instant(raw, 9, row.created)
        // The texts are bound without a copy (SQLITE_STATIC) and stepped while their bytes are at hand.
        try SampleBinder.withText(raw, 5, row.unit) {
            try SampleBinder.withText(raw, 7, row.sourceVersion) { try step(raw, .insertSample) }
        }
        return sqlite3_changes(db.sqliteConnection) > 0
    }

    /// Runs the bound bulk statement `raw` to its end and resets it; throws SQLite's error.
    func step(_ raw: OpaquePointer, _ kind: BulkStatement) throws {
        let code = sqlite3_step(raw)
        sqlite3_reset(raw)
        guard code == SQLITE_DONE else {
            // A multi-row insert's error names the statement a row alone would have run.
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: kind.single.sql)
        }
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
        let dayText = day.description, quantityText = quantity.rawValue
        let delete = try statement(.deleteExtraSlots)
        SampleBinder.text(delete, 1, dayText)
        SampleBinder.text(delete, 2, quantityText)
        sqlite3_bind_int64(delete, 3, Int64(hourly.count * 60))
        try step(delete, .deleteExtraSlots)
        // Every slot in one statement (a statement per slot was a large share of a first import's time),
        // the rows in the order one statement each would write them.
        if !hourly.isEmpty {
            let slots = try statement(.setHourlyTotals(hourly.count))
            SampleBinder.text(slots, 1, dayText)
            SampleBinder.text(slots, 2, quantityText)
            for (hour, value) in hourly.enumerated() {
                sqlite3_bind_int64(slots, Int32(3 + 2 * hour), Int64(hour * 60))
                sqlite3_bind_double(slots, Int32(4 + 2 * hour), value)
            }
            try step(slots, .setHourlyTotals(hourly.count))
        }
        let daily = try statement(.setDailyTotal)
        SampleBinder.text(daily, 1, dayText)
        SampleBinder.text(daily, 2, quantityText)
        sqlite3_bind_double(daily, 3, hourly.reduce(0, +))
        try step(daily, .setDailyTotal)
    }
}

/// The statements of the bulk paths, run many thousand times in one import.
enum BulkStatement: Hashable {
    case insertSample, insertSamples, deleteExtraSlots, setHourlyTotal, setDailyTotal
    /// A day's `count` hour slots, `setHourlyTotal` for each, in one statement.
    case setHourlyTotals(Int)
    /// The id of a text in a `NamedTable`, and adding one.
    case findName(NamedTable), addName(NamedTable)

    /// The statement one row alone would run (what an error names).
    var single: BulkStatement {
        switch self {
        case .insertSamples: .insertSample
        case .setHourlyTotals: .setHourlyTotal
        default: self
        }
    }

    var sql: String {
        switch self {
        case .insertSample: """
            INSERT OR IGNORE INTO samples
              (type_id, start_at, end_at, value, unit, source_id, source_version, device_id, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .insertSamples: """
            INSERT OR IGNORE INTO samples
              (type_id, start_at, end_at, value, unit, source_id, source_version, device_id, created_at)
            VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?)", count: HistoryWriter.sampleChunk).joined(separator: ", "))
            """
        case .deleteExtraSlots: "DELETE FROM hourly_totals WHERE day = ? AND quantity = ? AND minute >= ?"
        case .setHourlyTotal: "INSERT OR REPLACE INTO hourly_totals (day, minute, quantity, value) VALUES (?, ?, ?, ?)"
        case .setHourlyTotals(let count): """
            INSERT OR REPLACE INTO hourly_totals (day, minute, quantity, value)
            VALUES \((0..<count).map { "(?1, ?\(3 + 2 * $0), ?2, ?\(4 + 2 * $0))" }.joined(separator: ", "))
            """
        case .setDailyTotal: "INSERT OR REPLACE INTO daily_totals (day, quantity, value) VALUES (?, ?, ?)"
        case .findName(let named): "SELECT id FROM \(named.table) WHERE \(named.column) = ?"
        case .addName(.devices): "INSERT INTO devices (description, name, manufacturer, model, hardware, software) VALUES (?, ?, ?, ?, ?, ?)"
        case .addName(let named): "INSERT INTO \(named.table) (\(named.column)) VALUES (?)"
        }
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

    /// Binds `value` without a copy, runs `body` while the binding is valid, and binds NULL again after.
    @inline(__always)
    static func withText(_ statement: OpaquePointer, _ index: Int32, _ value: String?, _ body: () throws -> Void) throws {
        guard let value else {
            sqlite3_bind_null(statement, index)
            return try body()
        }
        defer { sqlite3_bind_null(statement, index) }
        try value.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                text(statement, index, value)
                return try body()
            }
            // Bound with its byte length, not as a C string: a NUL inside must not cut the text short.
            sqlite3_bind_text(statement, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
            try body()
        } ?? {
            text(statement, index, value)
            try body()
        }()
    }

    static func instant(_ statement: OpaquePointer, _ index: Int32, _ value: Date?) {
        guard let value else { sqlite3_bind_null(statement, index); return }
        seconds(statement, index, value.timeIntervalSince1970)
    }

    /// An instant given as its Unix seconds (`timeIntervalSince1970`), bound as `instant` binds it.
    @inline(__always)
    static func seconds(_ statement: OpaquePointer, _ index: Int32, _ seconds: Double) {
        if seconds == seconds.rounded(), abs(seconds) < 9e15 {
            sqlite3_bind_int64(statement, index, Int64(seconds))
        } else {
            sqlite3_bind_double(statement, index, seconds)
        }
    }
}
