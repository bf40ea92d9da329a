import GRDB

extension StoreError {
    /// Turns any error thrown while using the store at `path` into a `StoreError`.
    static func from(_ error: any Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError:
            return error
        case let error as DatabaseError where error.resultCode == .SQLITE_NOTADB:
            return .notADatabase(path: path)
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
