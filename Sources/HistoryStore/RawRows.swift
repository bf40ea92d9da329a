import GRDB
import GRDBSQLite

/// The store's bulk reads stepped with SQLite's C API: the check-ins a build reads back, the samples
/// the totals are summed from, the rows an import just added. GRDB's row decoding by name was most of
/// their time; these read columns by their place in the SELECT.
enum RawRows {
    /// Calls `body` with the statement's C handle at each row, then resets the statement. An SQLite
    /// error is thrown as GRDB's `DatabaseError`, naming the statement.
    static func forEach(_ statement: Statement, in db: Database, _ body: (OpaquePointer) throws -> Void) throws {
        let raw = statement.sqliteStatement
        defer { sqlite3_reset(raw) }
        while true {
            let code = sqlite3_step(raw)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
            }
            try body(raw)
        }
    }

    /// The text in column `index` of the current row (its bytes, NULs included); `nil` for NULL.
    static func text(_ statement: OpaquePointer, _ index: Int32) -> String? {
        guard sqlite3_column_type(statement, index) != SQLITE_NULL, let text = sqlite3_column_text(statement, index) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))), as: UTF8.self)
    }
}
