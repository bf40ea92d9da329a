import DemoHistory
import Foundation
import HistoryStore
import Metrics
import Workspace

/// The store commands' work, one function per command.
public enum StoreTasks {
    /// Writes the demo history into a new store at `path`; returns the row counts.
    public static func writeDemo(to path: String, now: Date, timeZone: TimeZone, years: Int = 2,
                                 extraHabits: Int = 0) throws -> [(key: String, value: Int)] {
        let absolute = Paths.absolute(path)
        guard !FileManager.default.fileExists(atPath: absolute) else {
            throw StoreTaskError("\(absolute) already exists; the demo is written only into a new store")
        }
        do {
            let store = try HistoryStore.open(path: absolute, mode: .readWrite)
            var generator = DemoHistoryGenerator(now: now, calendar: DayCalendar(timeZone: timeZone), years: years)
            generator.extraHabits = extraHabits
            try generator.write(into: store)
            return try store.rowCounts().sorted { $0.key < $1.key }
        } catch {
            try? FileManager.default.removeItem(atPath: absolute)
            throw StoreTaskError(String(describing: error))
        }
    }

    /// Creates or migrates the store of the site at `siteDirectory`; returns its path.
    public static func migrate(siteDirectory: String) throws -> String {
        let path = try siteWorkspace(siteDirectory).storePath
        do { _ = try HistoryStore.open(path: path, mode: .readWrite) } catch {
            throw StoreTaskError(error.description)
        }
        return path
    }

    /// The row count of every table of the site's store.
    public static func info(siteDirectory: String) throws -> (String, [(key: String, value: Int)]) {
        let path = try siteWorkspace(siteDirectory).storePath
        do {
            let counts = try HistoryStore.open(path: path, mode: .readOnly).rowCounts()
            return (path, counts.sorted { $0.key < $1.key })
        } catch {
            throw StoreTaskError(error.description)
        }
    }

    /// Every row of the site's store outside the ranges of `Bounds` (dates up to today at `now`).
    public static func check(siteDirectory: String, now: Date) throws -> (path: String, findings: [StoreFinding]) {
        try withStore(siteDirectory, now, mode: .readOnly) { (store, today) throws(StoreError) in try store.audit(today: today) }
    }

    /// Removes or clamps every out-of-range row of the site's store in one transaction; returns what it did.
    public static func repair(siteDirectory: String, now: Date) throws -> (path: String, repairs: [StoreFinding]) {
        try withStore(siteDirectory, now, mode: .readWrite) { (store, today) throws(StoreError) in try store.repair(today: today) }
    }

    private static func withStore<T>(_ siteDirectory: String, _ now: Date, mode: HistoryStore.AccessMode,
                                     _ body: (HistoryStore, LocalDay) throws(StoreError) -> T) throws -> (String, T) {
        let workspace = try siteWorkspace(siteDirectory)
        let path = workspace.storePath, today = workspace.today(now)
        guard FileManager.default.fileExists(atPath: path) else { throw StoreTaskError(StoreError.missingFile(path: path).description) }
        do {
            return (path, try body(try HistoryStore.open(path: path, mode: mode), today))
        } catch {
            throw StoreTaskError(error.description)
        }
    }

    /// The site's workspace; its settings' error as a store command's, not a build's.
    private static func siteWorkspace(_ siteDirectory: String) throws(StoreTaskError) -> Workspace {
        do throws(SiteFolderError) { return try Workspace(siteDirectory: siteDirectory) } catch { throw StoreTaskError(error.message) }
    }
}

/// Why a store command (`sitegen store …`, `sitegen demo`) failed: one line that names the file and what
/// to do, without the "build failed" a build's error starts with (these commands are not a build).
public struct StoreTaskError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
