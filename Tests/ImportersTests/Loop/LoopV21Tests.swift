import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// `Fixtures/loop/v21/`: an export in Loop 2.1.x's shape, written by `make-v21.py` with the computed
/// entries, scores and streaks of `loop_reference.py` (Loop's Kotlin transcribed, independently of
/// sitegen's Swift). Its `Scores.csv` files are the reference for the strengths.
@Suite("Loop 2.1.x exports: Entry(…) cells, folders without / or emoji, a 0-byte file, Scores.csv")
struct LoopV21Tests {
    /// Each habit and its folder (Loop keeps `[ a-zA-Z0-9._-]` of the name).
    static let folders = ["Meditate": "001 Meditate", "agd/am": "002 agdam", "Water 💧": "003 Water",
                          "Coffee, black": "004 Coffee black", "Stretch": "005 Stretch"]

    static let expected: [String: [String: String]] = {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: TestExport.fixture("loop/v21-expected.json"))),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return (json["habits"] as? [String: [String: Any]] ?? [:]).mapValues { $0.mapValues { "\($0)" } }
    }()

    /// A habit's `Scores.csv` (`date,score` lines) by day.
    static func scores(_ name: String) throws -> [LocalDay: Double] {
        let path = TestExport.fixture("loop/v21/\(folders[name] ?? "?")/Scores.csv")
        var scores: [LocalDay: Double] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: ",")
            guard fields.count == 2, let day = LocalDay(String(fields[0])), let score = Double(fields[1]) else { continue }
            scores[day] = score
        }
        return scores
    }

    static func figures(_ history: History, _ name: String) throws -> LoopFigures {
        let habit = try #require(history.habits.first { $0.name == name })
        return LoopFigures(rule: try #require(habit.loop), habit: habit, checkIns: history.checkIns, today: LoopFixture.today)
    }

    @Test("the whole export imports: five habits, the 0-byte file's habit from the Entry(…) cells")
    func imports() throws {
        let (history, summary) = try LoopFormatsTests.imported("v21")
        #expect(summary.habitsAdded == 5)
        #expect(history.habits.map(\.name) == ["Meditate", "agd/am", "Water 💧", "Coffee, black", "Stretch"])
        #expect(try #require(history.habits.first { $0.name == "Coffee, black" }).loop
            == LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost, unit: "cups"))
        let stretch = try #require(history.habits.first { $0.name == "Stretch" })
        let days = history.checkIns.filter { $0.habitID == stretch.id }
        #expect(days.count > 30)
        #expect(days.first { $0.day == LocalDay("2024-05-02") }?.level == .full)
    }

    @Test("each habit's strength equals its Scores.csv (Loop prints 4 decimals) on every day", arguments: folders.keys.sorted())
    func strength(name: String) throws {
        let (history, _) = try LoopFormatsTests.imported("v21")
        let figures = try Self.figures(history, name)
        let reference = try Self.scores(name)
        #expect(reference.count > 60)
        #expect(figures.strength.first?.day.description == Self.expected[name]?["firstDay"])
        #expect(figures.strength.count == reference.count)
        for point in figures.strength {
            guard let expected = reference[point.day] else { Issue.record("\(point.day): not in Scores.csv"); continue }
            #expect(abs(point.score - expected) <= 0.00005 + 1e-9, "\(name) \(point.day): \(point.score), Scores.csv \(expected)")
        }
    }

    @Test("each habit's best streak is the current Loop's (StreakList: numerical days meet the target)",
          arguments: folders.keys.sorted())
    func bestStreak(name: String) throws {
        let (history, _) = try LoopFormatsTests.imported("v21")
        #expect(try "\(Self.figures(history, name).bestStreak)" == Self.expected[name]?["best"])
    }

    @Test("the top-level Checkmarks.csv alone (its Entry(…) cells) stores what the per-habit files store")
    func topLevelAlone() throws {
        let root = TestExport.fixture("loop/v21")
        var files: [String: String] = [:]
        for name in ["Habits.csv", "Checkmarks.csv"] {
            files[name] = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
        }
        let (site, export) = try LoopFixture.site(export: files)
        try LoopFixture.run(site, export)
        let alone = try LoopFixture.contents(site).0
        let (whole, _) = try LoopFormatsTests.imported("v21")
        #expect(alone.checkIns == whole.checkIns)
        #expect(alone.habits.map(\.loop) == whole.habits.map(\.loop))
    }

    @Test("Entry(…) cells become their values; notes with commas and parentheses are passed over", arguments: [
        ("2024-05-03,Entry(timestamp=2024-05-03, value=2),Entry(timestamp=2024-05-03, value=-1),\n", "2024-05-03,2,-1,\n"),
        ("d,Entry(timestamp=2024-05-03, value=2500, notes=ran (slowly), then walked),Entry(timestamp=2024-05-03, value=0, notes=),\n",
         "d,2500,0,\n"),
        ("d,Entry(timestamp=2024-05-03, value=3, notes=a), b),\r\nd,Entry(timestamp=2024-05-02, value=1)", "d,3,\r\nd,1"),
        ("d,Entry(timestamp=2024-05-03, value=x),", "d,Entry(timestamp=2024-05-03, value=x),"),
        ("d,Entry(timestamp=2024, value=2),", "d,Entry(timestamp=2024, value=2),"),
        ("Entry(", "Entry("),
    ])
    func cells(text: String, plain: String) {
        #expect(LoopEntryCells.plain(text) == plain)
    }

    @Test("a malformed Entry(…) cell stops the import, naming the file and line")
    func malformedCell() throws {
        var files = ["Habits.csv": "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,"
            + "Target Type,Target Value,Archived?\n001,Meditate,YES_NO,,,1,1,#000000,,AT_LEAST,0,false\n"]
        files["Checkmarks.csv"] = "Date,Meditate,\n2024-05-03,Entry(timestamp=2024-05-03, value=2),\n"
            + "2024-05-02,Entry(timestamp=2024-05-02, value=two),\n"
        let (site, export) = try LoopFixture.site(export: files)
        do {
            try LoopFixture.run(site, export)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("Checkmarks.csv, line 3: expected a date and 1 value"), "got: \(error)")
        }
    }
}
