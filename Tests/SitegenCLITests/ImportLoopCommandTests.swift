import ArgumentParser
import Foundation
import GRDB
import Testing
@testable import SitegenCLI

@Suite("sitegen import loop")
struct ImportLoopCommandTests {
    @Test("help for the loop subcommand")
    func help() throws {
        let help = SitegenCommand.helpMessage(for: try #require(CommandLineTests.command(at: ["import", "loop"])))
        #expect(help.contains("USAGE") && help.contains("<path>") && help.contains("zip") && help.contains("--now"))
    }

    @Test("bad input gets a message naming what was expected", arguments: [
        (["import", "loop"], "Missing expected argument '<path>'"),
        (["import", "loop", "/nonexistent/export", "--site", "/nonexistent/site"], "/nonexistent/site/site.toml: file not found"),
        (["import", "loop", "/nonexistent/export", "--now", "yesterday"], "--now"),
    ])
    func messages(arguments: [String], expected: String) {
        let message = CommandLineTests.failure(arguments)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    /// A Loop backup in the current schema's shape: an at-most habit whose best days (0) make the streak.
    static func backup(in folder: String) throws -> String {
        let path = folder + "/Loop Habits Backup 2026-11-20.db"
        // Loop's own DDL writes `default ""`, a double-quoted string.
        var configuration = Configuration()
        configuration.acceptsDoubleQuotedStringLiterals = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: """
                create table Habits (id integer primary key autoincrement, archived integer, color integer, description text,
                    freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer,
                    reminder_min integer, reminder_days integer not null default 127, type integer not null default 0,
                    target_type integer not null default 0, target_value real not null default 0, unit text not null default "",
                    question text, uuid text);
                create table Repetitions (id integer primary key autoincrement, habit integer not null references habits(id),
                    timestamp integer not null, value integer not null, notes text);
                insert into Habits (id, archived, color, freq_den, freq_num, name, position, type, target_type, target_value, unit)
                    values (1, 0, 5, 1, 1, 'Sugar', 0, 1, 1, 1.0, 'sweets');
                pragma user_version = 25;
                """)
            // Five days at 0, then three over the limit, then four at 0 (the last today).
            for (offset, value) in [0, 0, 0, 0, 0, 3000, 4000, 2000, 0, 0, 0, 0].enumerated() {
                try db.execute(sql: "insert into Repetitions (habit, timestamp, value) values (1, ?, ?)",
                               arguments: [Self.day(11 - offset), value])
            }
        }
        try queue.close()
        return path
    }

    /// Milliseconds at UTC midnight of the day `ago` days before 2026-11-20.
    static func day(_ ago: Int) -> Int64 { (Int64(20_777) - Int64(ago)) * 86_400_000 }

    @Test("import loop BACKUP.db, then build: the habit, its amounts and the current Loop's best streak (5 days at 0)")
    func backupEndToEnd() throws {
        let folder = InitCommandTests.temporaryFolder()
        let site = folder + "/site"
        #expect(CommandLineTests.failure(["init", site, "--time-zone", "UTC"]) == nil)
        let backup = try Self.backup(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: backup))
        let now = "2026-11-20T18:00:00Z"
        #expect(CommandLineTests.failure(["import", "loop", backup, "--site", site, "--now", now]) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == before)
        #expect(CommandLineTests.failure(["build", "--site", site, "--now", now]) == nil)
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/statistics.json"))
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("Sugar"))
        let json = try JSONSerialization.jsonObject(with: data)
        let habits = (json as? [String: Any])?["habits"] as? [[String: Any]] ?? (json as? [[String: Any]] ?? [])
        let sugar = try #require(habits.first { $0["name"] as? String == "Sugar" }, "got: \(text.prefix(400))")
        #expect(sugar["bestStreak"] as? Int == 5)
        #expect(sugar["currentStreak"] as? Int == 4)
    }

    @Test("a SQLite file that is not a Loop backup (a sitegen store) is refused, saying what it is and what is read")
    func notALoopBackup() throws {
        let folder = InitCommandTests.temporaryFolder()
        let site = folder + "/site"
        #expect(CommandLineTests.failure(["init", site, "--time-zone", "UTC"]) == nil)
        #expect(CommandLineTests.failure(["gym", "log", "--date", "2026-11-19", "--site", site, "--now", "2026-11-20T12:00:00Z"]) == nil)
        let store = site + "/history.sqlite"
        let message = CommandLineTests.failure(["import", "loop", store, "--site", site])
        #expect(message?.contains("\(store): a SQLite database, but not a Loop Habit Tracker backup") == true, "got: \(message ?? "no error")")
        #expect(message?.contains("expected Loop's full backup") == true)
    }
}
