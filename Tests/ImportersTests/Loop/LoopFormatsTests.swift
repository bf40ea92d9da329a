import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// The fixtures under `Fixtures/loop/` are written by `make-fixtures.py` from the formats in Loop's own
/// source (uhabits-core's HabitList.writeCSV, CheckmarkList.writeCSV and HabitsCSVExporter).
@Suite("Loop exports of every version: 1.x, 2.x before Type, current, and the zip")
struct LoopFormatsTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    /// A site (Berlin) and the fixture `name` copied next to it; imports it and returns the history.
    static func imported(_ name: String) throws -> (History, LoopImportSummary) {
        let (site, _) = try LoopFixture.site(export: [:])
        let summary = try LoopFixture.run(site, TestExport.fixture("loop/" + name))
        return (try LoopFixture.contents(site).0, summary)
    }

    static func habit(_ history: History, _ name: String) throws -> Habit {
        try #require(history.habits.first { $0.name == name })
    }

    static func checkIn(_ history: History, _ name: String, _ day: String) throws -> CheckIn? {
        let id = try habit(history, name).id
        return history.checkIns.first { $0.habitID == id && $0.day == Self.day(day) }
    }

    @Test("Loop 1.x: no Question or Type; numbers; a numerical habit is known by its amounts (63000 is 63)")
    func loop1() throws {
        let (history, summary) = try Self.imported("v1")
        #expect(summary.habitsAdded == 3)
        #expect(try Self.habit(history, "Meditate").loop == LoopRule(numerator: 1, denominator: 1))
        #expect(try Self.habit(history, "Gym").loop == LoopRule(numerator: 3, denominator: 7))
        #expect(try Self.habit(history, "Push-ups").loop == LoopRule(numerator: 1, denominator: 1, numerical: true))
        #expect(try Self.checkIn(history, "Push-ups", "2024-05-03")?.count == 63)
        #expect(try Self.checkIn(history, "Push-ups", "2024-05-01")?.count == 20.5)
        #expect(try Self.checkIn(history, "Push-ups", "2024-04-30")?.count == 1)
        #expect(try Self.checkIn(history, "Push-ups", "2024-05-02")?.count == 0)
        #expect(try Self.checkIn(history, "Meditate", "2024-05-02")?.level == CompletionLevel.none)
        #expect(try Self.checkIn(history, "Gym", "2024-05-03") == nil)
    }

    @Test("Loop 2.x before Type: Question and NumRepetitions, SKIP 3, amounts × 1000, a name with a comma")
    func loop2() throws {
        let (history, _) = try Self.imported("v2")
        #expect(try Self.habit(history, "Water, glasses").loop?.numerical == true)
        #expect(try Self.habit(history, "Floss").loop?.numerical == false)
        #expect(try Self.habit(history, "Call mum").loop == LoopRule(numerator: 2, denominator: 3))
        #expect(try Self.checkIn(history, "Water, glasses", "2024-05-03")?.count == 8)
        #expect(try Self.checkIn(history, "Water, glasses", "2024-05-02")?.skipped == true)
        #expect(try Self.checkIn(history, "Floss", "2024-05-02")?.skipped == true)
        #expect(try Self.checkIn(history, "Water, glasses", "2024-04-30") == nil)
    }

    @Test("the current Loop: at most keeps its target, unit and amounts; the frequency stays 2 in 3 days")
    func current() throws {
        let (history, _) = try Self.imported("current")
        let coffee = try Self.habit(history, "Coffee")
        #expect(coffee.loop == LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost, unit: "cups"))
        #expect(try Self.checkIn(history, "Coffee", "2024-05-03") == CheckIn(habitID: coffee.id, day: Self.day("2024-05-03"), level: .none, count: 3))
        #expect(try Self.checkIn(history, "Coffee", "2024-05-02")?.level == .full)
        #expect(try Self.checkIn(history, "Coffee", "2024-05-02")?.count == 1)
        let run = try Self.habit(history, "Run")
        #expect(run.loop == LoopRule(numerator: 1, denominator: 7, numerical: true, targetValue: 20, targetType: .atLeast, unit: "km"))
        #expect(try Self.checkIn(history, "Run", "2024-04-30")?.skipped == true)
        let quoted = try Self.habit(history, "\"Quoted\" start, with comma")
        #expect(quoted.loop == LoopRule(numerator: 2, denominator: 3) && quoted.archived)
        #expect(quoted.loop?.frequencyText == "2 times in 3 days")
        #expect(try Self.checkIn(history, "\"Quoted\" start, with comma", "2024-05-01")?.level == .full)
        #expect(try Self.checkIn(history, "Meditate", "2024-05-01")?.skipped == true)
    }

    @Test("Loop's zip, as it writes it (data descriptors, a folder per habit), reads like the folder")
    func zip() throws {
        let (fromZip, summary) = try Self.imported("current.zip")
        let (fromFolder, _) = try Self.imported("current")
        #expect(summary.folder.hasSuffix("current.zip"))
        #expect(fromZip.habits == fromFolder.habits && fromZip.checkIns == fromFolder.checkIns)
        #expect(fromZip.checkIns.count == 13)
    }

    @Test("each day's Loop entry can be read back from the stored check-ins")
    func entriesBack() throws {
        let (history, _) = try Self.imported("current")
        let coffee = try Self.habit(history, "Coffee")
        let entries = loopEntries(for: coffee, checkIns: history.checkIns)
        #expect(entries == [Self.day("2024-05-03"): .amount(3), Self.day("2024-05-02"): .amount(1), Self.day("2024-05-01"): .amount(0)])
        let meditate = try Self.habit(history, "Meditate")
        #expect(loopEntries(for: meditate, checkIns: history.checkIns) == [
            Self.day("2024-05-03"): .yes, Self.day("2024-05-02"): .no, Self.day("2024-05-01"): .skip, Self.day("2024-04-30"): .yes,
        ])
    }

    @Test("a numerical habit in a file with Type keeps its type even when its amounts look like codes")
    func typeWins() throws {
        let files = ["Habits.csv": LoopFixture.currentHeader + "\n001,Tea,NUMERICAL,,,1,1,#000000,cups,AT_LEAST,1.0,false\n",
                     "001 Tea/Checkmarks.csv": "Date,Value,Notes\n2024-05-03,YES_MANUAL,\n2024-05-02,NO,\n"]
        let export = try LoopExport.read(folder: try LoopFixture.folder(files))
        #expect(export.entries[1]?[Self.day("2024-05-03")]?.value == .amount(0.002))
        #expect(export.entries[1]?[Self.day("2024-05-02")]?.value == .amount(0))
    }
}

extension LoopFormatsTests {
    @Test("a zip that is not Loop's, or is broken, is refused with its path and nothing is written", arguments: [
        ("no-export.zip", "no Habits.csv; expected Loop's CSV export"),
        ("truncated.zip", "truncated.zip"),
        ("corrupt.zip", "corrupt.zip"),
    ])
    func badZip(name: String, expected: String) throws {
        let (site, _) = try LoopFixture.site(export: [:])
        do {
            try LoopFixture.run(site, TestExport.fixture(name))
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
            #expect(error.description.hasSuffix("(nothing was imported, the store is as it was)"))
        }
        #expect(!FileManager.default.fileExists(atPath: site + "/history.sqlite"))
    }
}
