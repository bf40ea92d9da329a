import Foundation
import GRDB
import Metrics

/// Typed inserts into the store, valid only inside `HistoryStore.write`; every call joins its transaction.
///
/// Statements are prepared once per transaction and reused, so bulk inserts stay fast.
public final class HistoryWriter {
    let db: Database
    /// The bulk paths' statements (`insertSample`, `replaceTotals`), prepared on first use and stepped
    /// with the C API: looking a cached statement up by its SQL text was a tenth of an import's store time.
    var bulk: [BulkStatement: Statement] = [:]
    /// The texts of each `NamedTable` this transaction has looked up, with their ids (`nameID`), by `rawValue`.
    var names = NamedTable.allCases.map { _ in TextIDs() }

    init(db: Database) {
        self.db = db
    }

    /// The bulk statement `kind`, prepared once per transaction.
    @inline(__always)
    func statement(_ kind: BulkStatement) throws -> OpaquePointer {
        if let statement = bulk[kind] { return statement.sqliteStatement }
        let statement = try db.makeStatement(sql: kind.sql)
        bulk[kind] = statement
        return statement.sqliteStatement
    }

    /// Runs the cached statement `sql` with `arguments`; returns whether a row changed.
    @discardableResult
    func run(_ sql: String, _ arguments: StatementArguments) throws -> Bool {
        let statement = try db.cachedStatement(sql: sql)
        try statement.execute(arguments: arguments)
        return db.changesCount > 0
    }

    /// Adds one raw sample unless the same one (type, start, end, source, value) is already stored.
    @discardableResult
    public func addSample(type: String, start: Date, end: Date, value: Double, unit: String,
                          sourceName: String, sourceVersion: String? = nil, device: String? = nil,
                          created: Date? = nil) throws -> Bool {
        try run(BulkStatement.insertSample.sql,
                [try typeID(type), start.unixSeconds, end.unixSeconds, value, unit, try nameID(sourceName, in: .sources),
                 sourceVersion, try device.map { try nameID($0, in: .devices) }, created?.unixSeconds])
    }

    /// Sets the total of `quantity` on `day`, replacing any previous value.
    public func setDailyTotal(day: LocalDay, quantity: Quantity, value: Double) throws {
        try run("INSERT OR REPLACE INTO daily_totals (day, quantity, value) VALUES (?, ?, ?)",
                [day.description, quantity.rawValue, value])
    }

    /// Sets the total of `quantity` in hour slot `hour` of `day` (the slot starting `hour` hours after
    /// local midnight; a day has 22 to 26 of them), replacing any previous value.
    ///
    /// Write every slot of a day, zeros included: `loadHistory` sizes a day by its highest slot.
    public func setHourlyTotal(day: LocalDay, hour: Int, quantity: Quantity, value: Double) throws {
        try run("INSERT OR REPLACE INTO hourly_totals (day, minute, quantity, value) VALUES (?, ?, ?, ?)",
                [day.description, hour * 60, quantity.rawValue, value])
    }
}

extension Date {
    /// Unix seconds, as an integer when whole (readable in any SQLite tool), else as a real.
    var unixSeconds: DatabaseValue {
        let seconds = timeIntervalSince1970
        if seconds.rounded() == seconds, let whole = Int64(exactly: seconds) {
            return whole.databaseValue
        }
        return seconds.databaseValue
    }
}
