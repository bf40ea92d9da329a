import Foundation
import HistoryStore
import Metrics
import Testing
import TestSupport
@testable import SiteBuilder
@testable import Commands

@Suite("Commands at the same time wait for each other; a killed import leaves the store as it was")
struct ConcurrentCommandsTests {
    /// 2026-11-21 08:05 UTC.
    let now = Date(timeIntervalSince1970: 1_795_248_300)

    /// A site folder (time zone UTC) with a store holding the habits H0…H9.
    func site() throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        for index in 0..<10 {
            _ = try HabitTasks.add(HabitInput(name: "H\(index)", category: "Learning"), siteDirectory: folder, now: now)
        }
        return folder
    }

    func history(_ folder: String) throws -> History {
        try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
    }

    /// Starts `executable` with `arguments`, its output discarded.
    static func start(_ executable: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return process
    }

    @Test("10 habit check-ins and 10 gym logs on threads, each with its own connection, are all recorded")
    func threads() throws {
        let folder = try site()
        let failures = FailureList()
        let now = self.now
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            do {
                if index < 10 {
                    _ = try HabitTasks.check(name: "H\(index)", date: LocalDay(year: 2026, month: 11, day: 20)!,
                                             mark: .level(.full), siteDirectory: folder, now: now)
                } else {
                    _ = try GymTasks.log(siteDirectory: folder, date: "2026-11-\(index)", now: now)
                }
            } catch {
                failures.add("\(index): \(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let history = try history(folder)
        #expect(Set(history.checkIns.map(\.habitID)).count == 10)
        #expect(history.gymVisits.count == 10)
    }

    @Test("10 habit check-ins and 10 gym logs as parallel sitegen processes are all recorded")
    func processes() throws {
        let sitegen = try #require(ChildProcess.product("sitegen"), "build the sitegen product first (swift build)")
        let folder = try site()
        var processes: [Process] = []
        for index in 0..<10 {
            processes.append(try Self.start(sitegen, ["habit", "check", "H\(index)", "--date", "2026-11-20", "--site", folder]))
            processes.append(try Self.start(sitegen, ["gym", "log", "--date", "2026-11-1\(index)", "--site", folder,
                                                      "--now", "2026-11-21T08:05:00Z"]))
        }
        for process in processes { process.waitUntilExit() }
        let messages = processes.filter { $0.terminationStatus != 0 }.map { process in
            String(decoding: (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(messages.isEmpty, "\(messages)")
        let history = try history(folder)
        #expect(Set(history.checkIns.map(\.habitID)).count == 10)
        #expect(history.gymVisits.count == 10)
    }

    @Test("10 gym logs as parallel sitegen processes on a site with no store yet create it once and are all recorded")
    func processesCreatingTheStore() throws {
        let sitegen = try #require(ChildProcess.product("sitegen"))
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        let processes = try (0..<10).map { index in
            try Self.start(sitegen, ["gym", "log", "--date", "2026-11-1\(index)", "--site", folder, "--now", "2026-11-21T08:05:00Z"])
        }
        for process in processes { process.waitUntilExit() }
        let messages = processes.filter { $0.terminationStatus != 0 }.map { process in
            String(decoding: (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(try history(folder).gymVisits.count == 10)
    }

    @Test("an import killed with SIGKILL leaves the store intact, and importing again works")
    func killedImport() throws {
        let sitegen = try #require(ChildProcess.product("sitegen"))
        let generator = try #require(ChildProcess.product("health-export-generator"))
        let folder = try site()
        let export = folder + "/export.xml"
        let generate = try Self.start(generator, ["20", export])
        generate.waitUntilExit()
        #expect(generate.terminationStatus == 0)
        let before = try history(folder)

        // Killed while its transaction is open: once the rollback journal is on disk.
        let importing = try Self.start(sitegen, ["import", "health", export, "--site", folder])
        let journal = folder + "/history.sqlite-journal", deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: journal), importing.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
        }
        kill(importing.processIdentifier, SIGKILL)
        importing.waitUntilExit()
        #expect(importing.terminationReason == .uncaughtSignal)

        // The next command rolls the journal back; SQLite's own check then finds nothing wrong.
        _ = try HistoryStore.open(path: folder + "/history.sqlite", mode: .readWrite)
        let check = Process(), output = Pipe()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        check.arguments = [folder + "/history.sqlite", "PRAGMA integrity_check"]
        check.standardOutput = output
        try check.run()
        check.waitUntilExit()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "ok\n")
        let after = try history(folder)
        #expect(after.habits.count == before.habits.count && after.daily.isEmpty && after.imports.isEmpty)

        let again = try Self.start(sitegen, ["import", "health", export, "--site", folder])
        again.waitUntilExit()
        #expect(again.terminationStatus == 0)
        #expect(try !history(folder).daily.isEmpty)
    }
}

/// Failures collected from several threads.
final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var all: [String] { lock.withLock { items } }
    func add(_ item: String) { lock.withLock { items.append(item) } }
}
