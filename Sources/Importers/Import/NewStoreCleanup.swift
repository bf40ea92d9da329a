import Foundation

/// Runs an import into the store at `path`; if it throws and the store did not exist before, the
/// file it created is removed again, so a failed first import leaves no empty store behind.
func removingNewStoreOnFailure<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
    let existed = FileManager.default.fileExists(atPath: path)
    do {
        return try body()
    } catch {
        if !existed { try? FileManager.default.removeItem(atPath: path) }
        throw error
    }
}
