import Metrics
import Testing
@testable import Importers

@Suite("Reading a Loop export folder")
struct LoopExportTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    @Test("the current Habits.csv: quoting, types, targets, archived")
    func currentHeader() throws {
        let export = try LoopExport.read(folder: try LoopFixture.folder(LoopFixture.export))
        #expect(export.habits.map(\.name) == ["Meditate", "Read, \"deeply\"", "Run", "Old habit"])
        #expect(export.habits.map(\.position) == [1, 2, 3, 4])
        #expect(export.habits[1].numerator == 3 && export.habits[1].denominator == 7)
        #expect(export.habits[2] == LoopHabit(position: 3, name: "Run", measurable: true, unit: "km", targetValue: 2, line: 4))
        #expect(export.habits[1].writtenName == "Read, \"deeply\"" && export.habits.allSatisfy(\.typeGiven))
        #expect(export.habits.map(\.archived) == [false, false, false, true])
    }

    @Test("the older Habits.csv header: NumRepetitions and Interval, no type or archive")
    func olderHeader() throws {
        let habits = LoopFixture.olderHeader + "\n001,Floss,Did you floss?,,1,1,#D32F2F\n002,Gym,,Lift,3,7,11\n"
        let export = try LoopExport.read(folder: try LoopFixture.folder(["Habits.csv": habits]))
        #expect(export.habits == [
            LoopHabit(position: 1, name: "Floss", line: 2, typeGiven: false),
            LoopHabit(position: 2, name: "Gym", numerator: 3, denominator: 7, line: 3, typeGiven: false),
        ])
        #expect(export.entries.isEmpty)
    }

    @Test("a habit folder's file comes first; the top-level file fills in the other days")
    func entries() throws {
        let export = try LoopExport.read(folder: try LoopFixture.folder(LoopFixture.export))
        let meditate = try #require(export.entries[1])
        #expect(meditate[Self.day("2024-05-01")]?.value == .done)
        #expect(meditate[Self.day("2024-05-01")]?.file.hasSuffix("001 Meditate/Checkmarks.csv") == true)
        #expect(meditate[Self.day("2024-05-03")]?.value == .done)
        #expect(meditate[Self.day("2024-05-03")]?.file.hasSuffix("/Checkmarks.csv") == true)
        #expect(export.entries[2]?[Self.day("2024-05-03")]?.value == .notRequired)
        #expect(export.entries[3]?[Self.day("2024-05-03")]?.value == .amount(2.5))
        #expect(export.entries[4]?[Self.day("2024-05-02")]?.value == .skipped)
        #expect(export.entries.values.map(\.count).reduce(0, +) == 16)
    }

    @Test("old per-habit files without a header, numbers for values")
    func oldCheckmarks() throws {
        let files = ["Habits.csv": LoopFixture.olderHeader + "\n001,Floss,,,1,1,#D32F2F\n",
                     "001 Floss/Checkmarks.csv": "2024-05-01,2\n2024-05-02,0\n2024-05-03,1\n"]
        let export = try LoopExport.read(folder: try LoopFixture.folder(files))
        let floss = try #require(export.entries[1])
        #expect(floss.keys.sorted().map { floss[$0]!.value } == [.done, .missed, .notRequired])
    }

    @Test("an export unzipped into its own folder is found inside it")
    func nested() throws {
        var files: [String: String] = [:]
        for (path, text) in LoopFixture.export { files["Loop Habits CSV 2024-05-03/" + path] = text }
        let folder = try LoopFixture.folder(files)
        let export = try LoopExport.read(folder: folder)
        #expect(export.folder == folder + "/Loop Habits CSV 2024-05-03")
        #expect(export.habits.count == 4 && export.entries.count == 4)
    }
}
