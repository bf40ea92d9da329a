import Foundation
import Testing
import GRDB
@testable import HistoryStore
import Metrics

/// A process killed inside a write transaction leaves a hot rollback journal: a read-only open rolls it
/// back first instead of failing with "attempt to write a readonly database".
@Suite("Opening a store a killed write left behind", .serialized)
struct HotJournalTests {
    /// A store with three gym visits, and a `sqlite3` process killed with SIGKILL inside a transaction
    /// that deleted them: its journal is left hot beside the store.
    func storeWithHotJournal(_ dir: borrowing TemporaryDirectory) throws -> String {
        let path = dir.path()
        let store = try HistoryStore.open(path: path, mode: .readWrite)
        try store.write { writer in
            for day in 1...3 { _ = try writer.addGymVisit(LocalDay(year: 2026, month: 11, day: day)!) }
        }
        let child = Process(), input = Pipe()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        child.arguments = [path]
        child.standardInput = input
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        // A one-page cache: the deletions spill into the store file itself while the transaction is open.
        input.fileHandleForWriting.write(Data("PRAGMA cache_size = 1;\nBEGIN;\nDELETE FROM gym_visits;\n".utf8))
        let journal = path + "-journal", deadline = Date().addingTimeInterval(10)
        while Self.size(journal) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        Thread.sleep(forTimeInterval: 0.2)
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(Self.size(journal) > 0, "the killed transaction left its journal")
        return path
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    @Test("a read-only open rolls the killed transaction back: the store is as it was before it")
    func readOnlyRollsBack() throws {
        let dir = try TemporaryDirectory()
        let path = try storeWithHotJournal(dir)
        // Without the roll-back, SQLite refuses a read-only connection here (SQLITE_READONLY_ROLLBACK).
        var configuration = Configuration()
        configuration.readonly = true
        #expect(throws: DatabaseError.self) {
            let plain = try DatabaseQueue(path: path, configuration: configuration)
            _ = try plain.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM gym_visits") }
        }

        let store = try HistoryStore.open(path: path, mode: .readOnly)
        #expect(try store.loadHistory().gymVisits.count == 3)
        #expect(Self.size(path + "-journal") == 0)
    }

    @Test("a journal of a write still running is not touched: the read-only open waits for it or reads beside it")
    func liveWriterIsLeftAlone() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path()
        let writer = try HistoryStore.open(path: path, mode: .readWrite)
        try writer.write { for day in 1...2 { _ = try $0.addGymVisit(LocalDay(year: 2026, month: 11, day: day)!) } }
        try writer.write { writer in
            _ = try writer.addGymVisit(LocalDay(year: 2026, month: 11, day: 9)!)
            // Inside this transaction: a reader in the same process sees the committed two visits.
            #expect(Self.size(path + "-journal") > 0)
            #expect(try HistoryStore.open(path: path, mode: .readOnly).loadHistory().gymVisits.count == 2)
        }
        #expect(try HistoryStore.open(path: path, mode: .readOnly).loadHistory().gymVisits.count == 3)
    }

    @Test("SQLite's read-only roll-back error is told as an interrupted write, with what to run")
    func message() {
        let error = StoreError.from(DatabaseError(resultCode: .SQLITE_READONLY_ROLLBACK, message: "attempt to write a readonly database"),
                                    path: "/site/history.sqlite")
        guard case .interruptedWrite = error else {
            Issue.record("\(error)")
            return
        }
        #expect(error.description.contains("a command was stopped in the middle of a write"))
        #expect(error.description.contains("/site/history.sqlite-journal"))
        #expect(error.description.contains("`sitegen store check`"))
    }
}
