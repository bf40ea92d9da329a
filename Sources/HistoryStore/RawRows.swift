import Foundation
import GRDB
import GRDBSQLite
import Metrics

/// The store's bulk reads stepped with SQLite's C API: the check-ins, hourly totals and heart-rate samples a
/// build reads back, the samples the totals are summed from, the rows an import just added. GRDB's row decoding by name was most of
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

    /// The bytes of column `index` of the current row as text (empty for NULL).
    static func bytes(_ statement: OpaquePointer, _ index: Int32) -> [UInt8] {
        guard let text = sqlite3_column_text(statement, index) else { return [] }
        return Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))))
    }

    /// Whether column `index` of the current row is text with exactly the bytes `previous` (a run of rows
    /// that share a day or a name is parsed once).
    static func same(_ statement: OpaquePointer, _ index: Int32, as previous: [UInt8]) -> Bool {
        guard !previous.isEmpty, sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index) else { return false }
        let count = Int(sqlite3_column_bytes(statement, index))
        return count == previous.count && previous.withUnsafeBufferPointer { memcmp($0.baseAddress!, text, count) == 0 }
    }

    /// The integer in column `index` of the current row; otherwise an error naming `what` and the value.
    /// (An INTEGER column stores a whole real as an integer, so only a fraction or a text is refused.)
    /// `what` is made only for the error: a read of 37,000 check-ins built it four times a row.
    static func integer(_ statement: OpaquePointer, _ index: Int32, _ what: @autoclosure () -> String, path: String) throws -> Int64 {
        guard sqlite3_column_type(statement, index) == SQLITE_INTEGER else {
            throw StoreError.invalidValue(path: path, detail: "\(what()) '\(shown(statement, index))' is not an integer")
        }
        return sqlite3_column_int64(statement, index)
    }

    /// The number in column `index` (an integer or a real, as GRDB decodes a `Double`); otherwise an error.
    static func number(_ statement: OpaquePointer, _ index: Int32, _ what: @autoclosure () -> String, path: String) throws -> Double {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER, SQLITE_FLOAT: return sqlite3_column_double(statement, index)
        default: throw StoreError.invalidValue(path: path, detail: "\(what()) '\(shown(statement, index))' is not a number")
        }
    }

    /// The day `YYYY-MM-DD` in column `index` of the current row, parsed from SQLite's bytes (no `String`
    /// made); `nil` when the column is not such a text.
    static func day(_ statement: OpaquePointer, _ index: Int32) -> LocalDay? {
        guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index) else { return nil }
        return LocalDay(utf8: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))))
    }

    /// The quantity whose name is the text in column `index` of the current row, compared on SQLite's bytes;
    /// `nil` when the column holds anything else.
    static func quantity(_ statement: OpaquePointer, _ index: Int32) -> Quantity? {
        guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index) else { return nil }
        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index)))
        return Quantity.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) }
    }

    /// Column `index` of the current row as text, for a message ("NULL" for NULL).
    static func shown(_ statement: OpaquePointer, _ index: Int32) -> String {
        guard sqlite3_column_type(statement, index) != SQLITE_NULL, let text = sqlite3_column_text(statement, index) else { return "NULL" }
        return String(cString: text)
    }
}
