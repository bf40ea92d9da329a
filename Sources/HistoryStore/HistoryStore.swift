import CSQLiteConfig
import Foundation
import GRDB
import Metrics

/// The SQLite history store: one file holding everything measured or logged, the single source of truth.
public final class HistoryStore: Sendable {
    /// How a store file is opened.
    public enum AccessMode: Sendable {
        /// For the build: never changes anything; the file must exist with an up-to-date schema.
        case readOnly
        /// For importers and log commands: creates the file if missing and applies migrations.
        case readWrite
    }

    /// The file path, or `:memory:` for an in-memory store.
    public let path: String
    /// Whether this store was opened read-only.
    public let mode: AccessMode
    let queue: DatabaseQueue

    init(path: String, mode: AccessMode, queue: DatabaseQueue) {
        self.path = path
        self.mode = mode
        self.queue = queue
    }

    /// Opens the store at `path`: read-only for a build, read-write (created and migrated) otherwise.
    public static func open(path: String, mode: AccessMode) throws(StoreError) -> HistoryStore {
        if mode == .readOnly, !FileManager.default.fileExists(atPath: path) {
            throw .missingFile(path: path)
        }
        if mode == .readOnly { try rollBackInterruptedWrite(path: path) }
        let queue = try mappingErrors(path: path) {
            try DatabaseQueue(path: path, configuration: configuration(mode))
        }
        let store = HistoryStore(path: path, mode: mode, queue: queue)
        try store.prepare()
        return store
    }

    /// Rolls back the write a killed command left unfinished, before a read-only open.
    ///
    /// A command stopped inside a write transaction (`kill -9`, a crash, a power cut) leaves the store's
    /// rollback journal beside it, "hot": SQLite restores the pages it holds at the next read, but only on a
    /// connection that may write, so every read-only command (build, serve, `store check`, `store info`)
    /// would fail with "attempt to write a readonly database" until some command wrote. So when a journal
    /// is there, a read-write connection of its own reads once first. SQLite decides under the store's
    /// locks whether the journal is hot: a journal of a command writing right now is not (that command
    /// holds its lock), and is left alone; a hot one is rolled back under the exclusive lock, leaving the
    /// store as it was before the killed command began.
    static func rollBackInterruptedWrite(path: String) throws(StoreError) {
        let journal = (try? FileManager.default.attributesOfItem(atPath: path + "-journal"))?[.size] as? NSNumber
        guard let journal, journal.intValue > 0 else { return }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(busyTimeout)
            configuration.label = "HistoryStore.recovery"
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.inDatabase { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            try queue.close()
        } catch {
            let error = StoreError.from(error, path: path)
            // Not a database at all: the open that follows says so.
            if case .notADatabase = error { return }
            throw .interruptedWrite(path: path, detail: error.description)
        }
    }

    /// A new, migrated, empty store in memory (for tests and previews).
    public static func inMemory() throws(StoreError) -> HistoryStore {
        let path = ":memory:"
        let queue = try mappingErrors(path: path) { try DatabaseQueue(configuration: configuration(.readWrite)) }
        let store = HistoryStore(path: path, mode: .readWrite, queue: queue)
        try store.prepare()
        return store
    }

    /// SQLite's settings for the whole process, made before its first connection: no counting of its memory
    /// use, which took a process-wide mutex on every allocation, so that the build's two connections reading
    /// at once (`auditedHistory`) waited on each other (each side ran 1.8 times slower than alone).
    private static let processWide: Void = { _ = sitegen_sqlite_memory_status(0) }()

    /// How long a command waits for another one's write to finish before it gives up with "database is locked".
    static let busyTimeout: TimeInterval = 10

    /// Every connection waits up to `busyTimeout` for a lock, and every write transaction takes the write
    /// lock when it begins (`BEGIN IMMEDIATE`): two commands at once then run one after the other instead
    /// of one failing on a read lock it cannot upgrade. The journal stays the rollback journal, so a closed
    /// store is one file and a read-only build never needs to write beside it.
    private static func configuration(_ mode: AccessMode) -> Configuration {
        _ = processWide
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = mode == .readOnly
        configuration.foreignKeysEnabled = true
        configuration.label = "HistoryStore"
        if mode == .readWrite {
            // Takes effect only in a file with no table yet: a new store. An import into 16 KB pages is
            // faster than into 4 KB ones (fewer pages split and written per row; `Benchmarks/compare.sh`).
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA page_size = \(pageSize)") }
        }
        return configuration
    }

    /// The page size of a store this sitegen creates, in bytes; an older store keeps its own.
    static let pageSize = 16_384
}

extension HistoryStore {
    /// The step-goal history and the first day with recorded steps: what `sitegen goal` needs,
    /// without reading the rest of the store.
    public func loadGoals() throws(StoreError) -> (changes: [GoalChange], firstStepDay: LocalDay?) {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in
                let reader = HistoryReader(db: db, path: path)
                var first: LocalDay?
                try reader.forEachRow("SELECT min(day) AS first_day FROM daily_totals WHERE quantity = ?",
                                      arguments: [Quantity.steps.rawValue]) { first = try reader.optionalDay($0, "first_day", "daily_totals") }
                return (try reader.goalChanges(), first)
            }
        }
    }
}
