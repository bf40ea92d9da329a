import GRDB

/// Why the history store could not be opened, read or written; `description` is one readable line.
public enum StoreError: Error, CustomStringConvertible {
    /// A read-only open found no file at `path`.
    case missingFile(path: String)
    /// The file exists but SQLite says it is not a database (SQLITE_NOTADB).
    case notADatabase(path: String)
    /// A SQLite database whose `application_id` is not sitegen's.
    case notASitegenStore(path: String, applicationID: Int32)
    /// A read-only open of a store whose schema lacks the code's newest migrations.
    case needsMigration(path: String, pending: [String])
    /// The store holds migrations this code does not know: a newer sitegen wrote it.
    case newerSchema(path: String, unknown: [String])
    /// SQLite refused an operation: its result code, message and statement.
    case sqlite(path: String, code: Int32, message: String, statement: String?)
    /// A stored value could not be read as the type the code expects.
    case invalidValue(path: String, detail: String)
    /// The body given to `write` threw: the transaction was rolled back and nothing changed.
    case writeCancelled(path: String, underlying: any Error)
    /// A command stopped in the middle of a write left the store's rollback journal, and it could not
    /// be rolled back here (no write access to the store or its folder): `detail` says why.
    case interruptedWrite(path: String, detail: String)

    /// The path of the store concerned.
    public var path: String {
        switch self {
        case .missingFile(let path), .notADatabase(let path), .notASitegenStore(let path, _),
             .needsMigration(let path, _), .newerSchema(let path, _), .sqlite(let path, _, _, _),
             .invalidValue(let path, _), .writeCancelled(let path, _), .interruptedWrite(let path, _):
            path
        }
    }

    public var description: String {
        switch self {
        case .missingFile(let path):
            "no history store at \(path): the file does not exist (`sitegen store migrate` creates one)"
        case .notADatabase(let path):
            "\(path) is not a SQLite database (SQLite error 26: file is not a database)"
        case .notASitegenStore(let path, let id):
            "\(path) is a SQLite database but not a sitegen history store "
                + "(application_id \(id), expected \(StoreSchema.applicationID))"
        case .needsMigration(let path, let pending):
            "the history store \(path) has an older schema (missing \(pending.joined(separator: ", "))): "
                + "run `sitegen store migrate` to upgrade it"
        case .newerSchema(let path, let unknown):
            "the history store \(path) was written by a newer sitegen (unknown migrations: "
                + "\(unknown.joined(separator: ", "))): upgrade sitegen to use it"
        case .sqlite(let path, let code, let message, let statement):
            "history store \(path): SQLite error \(code): \(message)"
                + (statement.map { " (while executing `\($0)`)" } ?? "")
        case .invalidValue(let path, let detail):
            "history store \(path): \(detail)"
        case .writeCancelled(let path, let underlying):
            "history store \(path) left unchanged: \(underlying)"
        case .interruptedWrite(let path, let detail):
            "history store \(path): a command was stopped in the middle of a write (killed, or the machine went down) and "
                + "left \(path)-journal, which must be rolled back before the store can be read; rolling it back needs write "
                + "access to the store and its folder (\(detail)). Run `sitegen store check` as a user who may write there: "
                + "it rolls the unfinished write back, and the store is as it was before that command"
        }
    }
}

extension StoreError {
    /// Turns any error thrown while using the store at `path` into a `StoreError`.
    static func from(_ error: any Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError:
            return error
        case let error as DatabaseError where error.resultCode == .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK:
            return .interruptedWrite(path: path, detail: "SQLite error \(error.extendedResultCode.rawValue): \(error.message ?? "hot journal")")
        case let error as DatabaseError:
            return .sqlite(path: path, code: error.resultCode.rawValue,
                           message: error.message ?? "unknown error", statement: error.sql)
        case let error as RowDecodingError:
            return .invalidValue(path: path, detail: "\(error)")
        default:
            return .invalidValue(path: path, detail: "\(error)")
        }
    }
}

/// Runs `body`, turning whatever it throws into a `StoreError` for `path`.
func mappingErrors<T>(path: String, _ body: () throws -> T) throws(StoreError) -> T {
    do {
        return try body()
    } catch {
        throw StoreError.from(error, path: path)
    }
}
