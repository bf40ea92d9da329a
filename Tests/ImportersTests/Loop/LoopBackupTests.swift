import Foundation
import GRDB
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Loop's full backup (a SQLite `.db`), written here with SQL in the shapes of Loop's own schema
/// (uhabits `migrations/09.sql` … `25.sql`): version 12 (Loop 1.x: no `Repetitions.value`, no type or
/// target), 16 (type and value, no target) and 25 (the current release's Habits and Repetitions).
@Suite("Loop's full backup (.db), version 12 to the current schema")
struct LoopBackupTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }
    /// Milliseconds at UTC midnight of `day`, as Loop stores a repetition's timestamp.
    static func ms(_ day: String) -> Int64 { Int64(LocalDay(day)!.dayNumber) * 86_400_000 }

    /// Version 12: migrations 09–12 (Habits with ARGB colours, Repetitions without value, the cache tables).
    static let version12 = """
        create table Habits (id integer primary key autoincrement, archived integer, color integer, description text,
            freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer,
            reminder_min integer, reminder_days integer not null default 127);
        create table Checkmarks (id integer primary key autoincrement, habit integer references habits(id), timestamp integer, value integer);
        create table Repetitions (id integer primary key autoincrement, habit integer references habits(id), timestamp integer);
        create table Streak (id integer primary key autoincrement, end integer, habit integer references habits(id), length integer, start integer);
        create table Score (id integer primary key autoincrement, habit integer references habits(id), score integer, timestamp integer);
        insert into Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position) values
            (1, 0, -2937041, 'Did you meditate?', 1, 1, 0, 'Meditate', 1),
            (2, 1, -16742021, '', 7, 3, 0, 'Gym', 0),
            (3, 0, -13070788, '', 1, 1, 0, 'Floss', 2);
        insert into Repetitions (habit, timestamp) values
            (1, \(ms("2024-05-01"))), (1, \(ms("2024-05-03"))), (2, \(ms("2024-05-02"))), (1, \(ms("2024-05-03"))),
            (9, \(ms("2024-05-02"))), (3, null);
        pragma user_version = 12;
        """

    /// Version 16: `type` on Habits and `value` on Repetitions (amounts × 1000), no target yet.
    static let version16 = version12.replacingOccurrences(of: "pragma user_version = 12;", with: """
        alter table Habits add column type integer not null default 0;
        alter table Repetitions add column value integer not null default 2;
        insert into Habits (id, archived, color, freq_den, freq_num, name, position, type) values (4, 0, 3, 1, 1, 'Push-ups', 3, 1);
        insert into Repetitions (habit, timestamp, value) values (4, \(ms("2024-05-03")), 25000), (3, \(ms("2024-05-02")), 0);
        pragma user_version = 16;
        """)

    /// The current release's schema (migrations up to 25): type, target, unit, question, uuid, notes.
    static let current = """
        create table Habits (id integer primary key autoincrement, archived integer, color integer, description text,
            freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer,
            reminder_min integer, reminder_days integer not null default 127, type integer not null default 0,
            target_type integer not null default 0, target_value real not null default 0, unit text not null default "",
            question text, uuid text);
        create table Repetitions (id integer primary key autoincrement, habit integer not null references habits(id),
            timestamp integer not null, value integer not null, notes text);
        create unique index idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);
        create table Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);
        insert into Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position, type,
            target_type, target_value, unit, question, uuid) values
            (1, 0, 11, '', 1, 1, 0, 'Meditate', 0, 0, 0, 0, '', 'Did you meditate?', 'a1'),
            (2, 0, 5, '', 1, 1, 0, 'Coffee', 1, 1, 1, 2.0, 'cups', 'How many?', 'b2'),
            (3, 0, 7, '', 7, 1, 0, 'Run', 2, 1, 0, 14.0, 'km', 'How far?', 'c3'),
            (4, 1, 0, '', 3, 2, 0, 'agd/am 💪', 3, 0, 0, 0, '', '', 'd4');
        insert into Repetitions (habit, timestamp, value, notes) values
            (1, \(ms("2024-05-01")), 2, 'calm, at last'), (1, \(ms("2024-05-02")), 3, null), (1, \(ms("2024-05-03")), 0, ''),
            (2, \(ms("2024-05-01")), 0, null), (2, \(ms("2024-05-02")), 2000, null), (2, \(ms("2024-05-03")), 3500, null),
            (3, \(ms("2024-05-02")), 5500, null), (3, \(ms("2024-05-03")), 3, null),
            (4, \(ms("2024-05-02")), 2, null), (4, \(ms("2024-05-03")), 1, null), (4, \(ms("2024-05-04")), 2, null);
        pragma user_version = 25;
        """

    /// A `.db` made from `sql` in a new temporary folder.
    static func database(_ sql: String, name: String = "Loop Habits Backup 2024-05-03.db") throws -> String {
        let folder = try LoopFixture.folder([:])
        let path = folder + "/" + name
        // Loop's own DDL writes `default ""`, a double-quoted string.
        var configuration = Configuration()
        configuration.acceptsDoubleQuotedStringLiterals = true
        // Loop's database does not enforce foreign keys: a repetition of a deleted habit can be there.
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
        return path
    }

    static func imported(_ sql: String) throws -> (History, LoopImportSummary) {
        let (site, _) = try LoopFixture.site(export: [:])
        let summary = try LoopFixture.run(site, try database(sql))
        return (try LoopFixture.contents(site).0, summary)
    }

    static func checkIns(_ history: History, _ name: String) throws -> [LocalDay: CheckIn] {
        let habit = try #require(history.habits.first { $0.name == name })
        return Dictionary(uniqueKeysWithValues: history.checkIns.filter { $0.habitID == habit.id }.map { ($0.day, $0) })
    }

    @Test("version 12 (Loop 1.x): every repetition is a YES; habits in Loop's order, archived kept; orphans and a second row dropped")
    func version12Backup() throws {
        let (history, summary) = try Self.imported(Self.version12)
        #expect(history.habits.map(\.name) == ["Gym", "Meditate", "Floss"])
        #expect(history.habits.map(\.archived) == [true, false, false])
        #expect(history.habits.map(\.loop) == [LoopRule(numerator: 3, denominator: 7), LoopRule(numerator: 1, denominator: 1),
                                              LoopRule(numerator: 1, denominator: 1)])
        #expect(history.habits.map(\.frequency) == [.timesPerWeek(3), .daily, .daily])
        let meditate = try Self.checkIns(history, "Meditate")
        #expect(meditate.keys.sorted() == [Self.day("2024-05-01"), Self.day("2024-05-03")])
        #expect(meditate.values.allSatisfy { $0.level == .full && $0.count == nil && !$0.skipped })
        #expect(try Self.checkIns(history, "Gym")[Self.day("2024-05-02")]?.level == .full)
        #expect(try Self.checkIns(history, "Floss").isEmpty)
        #expect(summary.habitsAdded == 3 && summary.checkInsAdded == 3 && summary.folder.hasSuffix(".db"))
    }

    @Test("version 16: type and value; a numerical habit's amount × 1000, NO on a yes/no habit")
    func version16Backup() throws {
        let (history, _) = try Self.imported(Self.version16)
        let pushUps = try #require(history.habits.first { $0.name == "Push-ups" })
        #expect(pushUps.loop == LoopRule(numerator: 1, denominator: 1, numerical: true))
        #expect(try Self.checkIns(history, "Push-ups")[Self.day("2024-05-03")]?.count == 25)
        #expect(try Self.checkIns(history, "Floss")[Self.day("2024-05-02")]?.level == CompletionLevel.none)
    }

    @Test("the current schema: types, at most and at least targets, SKIP 3, YES_AUTO not stored, after today skipped")
    func currentBackup() throws {
        let (history, summary) = try Self.imported(Self.current)
        #expect(history.habits.map(\.name) == ["Meditate", "Coffee", "Run", "agd/am 💪"])
        let coffee = try #require(history.habits.first { $0.name == "Coffee" })
        #expect(coffee.loop == LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost, unit: "cups"))
        let run = try #require(history.habits.first { $0.name == "Run" })
        #expect(run.loop == LoopRule(numerator: 1, denominator: 7, numerical: true, targetValue: 14, targetType: .atLeast, unit: "km"))
        #expect(run.targetValue == 2 && run.targetUnit == "km")
        let agdam = try #require(history.habits.first { $0.name == "agd/am 💪" })
        #expect(agdam.archived && agdam.loop == LoopRule(numerator: 2, denominator: 3))
        let meditate = try Self.checkIns(history, "Meditate")
        #expect(meditate[Self.day("2024-05-01")]?.level == .full)
        #expect(meditate[Self.day("2024-05-02")]?.skipped == true)
        #expect(meditate[Self.day("2024-05-03")]?.level == CompletionLevel.none)
        let cups = try Self.checkIns(history, "Coffee")
        #expect(cups[Self.day("2024-05-01")]?.count == 0 && cups[Self.day("2024-05-01")]?.level == .full)
        #expect(cups[Self.day("2024-05-03")]?.count == 3.5 && cups[Self.day("2024-05-03")]?.level == CompletionLevel.none)
        #expect(try Self.checkIns(history, "Run")[Self.day("2024-05-03")]?.skipped == true)
        #expect(summary.skipped == [.notRequired: 1, .afterToday: 1])
        #expect(summary.skippedExamples[.notRequired] == ["\"agd/am 💪\" 2024-05-03 (Repetitions id 10)"])
    }

    @Test("the backup and the CSV export of the same habits make the same store")
    func sameAsCSV() throws {
        let csv = """
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Meditate,YES_NO,Did you meditate?,,1,1,#FF5722,,AT_LEAST,0,false
            002,Coffee,NUMERICAL,How many?,,1,1,#FF5722,cups,AT_MOST,2.0,false
            003,Run,NUMERICAL,How far?,,1,7,#FF5722,km,AT_LEAST,14.0,false
            004,agd/am 💪,YES_NO,,,2,3,#FF5722,,AT_LEAST,0,true

            """
        let export = [
            "Habits.csv": csv,
            "001 Meditate/Checkmarks.csv": "2024-05-03,0\n2024-05-02,3\n2024-05-01,2\n",
            "002 Coffee/Checkmarks.csv": "2024-05-03,3500\n2024-05-02,2000\n2024-05-01,0\n",
            "003 Run/Checkmarks.csv": "2024-05-03,3\n2024-05-02,5500\n",
            "004 agdam/Checkmarks.csv": "2024-05-04,2\n2024-05-03,1\n2024-05-02,2\n",
        ]
        let (csvSite, csvFolder) = try LoopFixture.site(export: export)
        try LoopFixture.run(csvSite, csvFolder)
        let (dbHistory, _) = try Self.imported(Self.current)
        let csvHistory = try LoopFixture.contents(csvSite).0
        #expect(dbHistory.habits == csvHistory.habits)
        #expect(dbHistory.checkIns == csvHistory.checkIns)
    }

    @Test("the backup is opened read-only: its bytes stay the same and no journal, -wal or -shm file appears")
    func readOnly() throws {
        let path = try Self.database(Self.current)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let folder = (path as NSString).deletingLastPathComponent
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        let (site, _) = try LoopFixture.site(export: [:])
        try LoopFixture.run(site, path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == files)
    }

    @Test("a backup whose name holds URI characters (?, #, %) is read", arguments: ["a?b#c%20d.db", "plain name.sqlite"])
    func oddNames(name: String) throws {
        let (site, _) = try LoopFixture.site(export: [:])
        let summary = try LoopFixture.run(site, try Self.database(Self.current, name: name))
        #expect(summary.habitsAdded == 4)
    }

    @Test("refusals say what the file is and what is supported; nothing is written", arguments: [
        ("pragma user_version = 11;" + current.replacingOccurrences(of: "pragma user_version = 25;", with: ""),
         "a Loop Habit Tracker backup of database version 11, older than the versions sitegen reads (12 to 26)"),
        (current.replacingOccurrences(of: "pragma user_version = 25;", with: "pragma user_version = 27;"),
         "database version 27, newer than the versions sitegen reads (12 to 26)"),
        ("create table samples (id integer); create table habits (id integer);",
         "a SQLite database, but not a Loop Habit Tracker backup: it has the tables habits, samples, not Loop's Habits and Repetitions"),
        ("pragma user_version = 3;", "a SQLite database, but not a Loop Habit Tracker backup: it has no tables"),
        (current.replacingOccurrences(of: "(3, \(ms("2024-05-03")), 3, null)", with: "(3, \(ms("2024-05-03")), -7, null)"),
         "table Repetitions, id 8: unknown value -7 for \"Run\" on 2024-05-03; expected an amount × 1000"),
        (current.replacingOccurrences(of: "'Did you meditate?', 'a1'", with: "'Did you meditate?', 'a1'), (9, 0, 0, '', 1, 0, 0, 'Zero', 9, 0, 0, 0, '', '', 'z'"),
         "table Habits, id 9 (\"Zero\"): column freq_num: expected"),
        (current.replacingOccurrences(of: "'Coffee', 1, 1, 1,", with: "'Coffee', 1, 1, 5,"),
         "table Habits, id 2 (\"Coffee\"): column target_type: expected 0 (at least) or 1 (at most), found 5"),
        (current.replacingOccurrences(of: "'Coffee'", with: "'Meditate'"),
         "table Habits, id 2: a second habit named \"Meditate\" (the first has id 1)"),
        (current.replacingOccurrences(of: "(1, \(ms("2024-05-01")), 2,", with: "(1, 0, 2,"),
         "table Repetitions, id 1: the timestamp 0 is 1970-01-01, before 2000-01-01"),
    ])
    func refusals(sql: String, expected: String) throws {
        let (site, _) = try LoopFixture.site(export: LoopFixture.export)
        try LoopFixture.run(site, site + "/loop")
        let before = try LoopFixture.contents(site)
        let path = try Self.database(sql)
        do {
            try LoopFixture.run(site, path)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
            #expect(error.description.hasSuffix("(nothing was imported, the store is as it was)"))
        }
        let after = try LoopFixture.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }

    @Test("a file with SQLite's header but no database after it is refused, naming it")
    func corrupt() throws {
        let folder = try LoopFixture.folder([:])
        let path = folder + "/broken.db"
        try Data(LoopBackup.header + [UInt8](repeating: 7, count: 200)).write(to: URL(fileURLWithPath: path))
        let (site, _) = try LoopFixture.site(export: [:])
        #expect(throws: LoopImportError.self) { try LoopFixture.run(site, path) }
        do { try LoopFixture.run(site, path) } catch { #expect(error.description.hasPrefix(path + ": a SQLite file that cannot be read")) }
        #expect(!FileManager.default.fileExists(atPath: site + "/history.sqlite"))
    }
}
