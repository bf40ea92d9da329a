import Foundation
import Metrics
import Testing
@testable import Importers

/// The top-level `Checkmarks.csv` header repeats the habit names unquoted: it is matched against the
/// names of `Habits.csv`, in time linear in its length.
@Suite("Loop's top-level Checkmarks.csv header")
struct LoopHeaderTests {
    static func habits(_ names: [String]) -> [LoopHabit] {
        names.enumerated().map { LoopHabit(position: $0.offset + 1, name: $0.element) }
    }

    static func read(_ text: String, _ names: [String]) throws -> [Int: [LoopCell]] {
        try LoopCheckmarksFile.topLevel(text, file: "Checkmarks.csv", habits: habits(names))
    }

    @Test("names with a leading quote, commas, a line break, and a name that starts another one", arguments: [
        ["\"Quoted\" habit", "Read, write", "Read"],
        ["Two\nlines", "a,b,c", "\"", "\"\"", ","],
        ["Read", "Read, write", "write"],
        [" padded ", "ünïcødé 🏃‍♀️", "e\u{301}"],
    ])
    func names(names: [String]) throws {
        let header = "Date," + names.map { $0 + "," }.joined() + "\n"
        let rows = "2024-05-02," + names.map { _ in "YES_MANUAL," }.joined() + "\n2024-05-01," + names.map { _ in "NO," }.joined() + "\n"
        let cells = try Self.read(header + rows, names)
        #expect(cells.count == names.count)
        for position in 1...names.count {
            #expect(cells[position]?.map(\.code) == [2, 0])
            #expect(cells[position]?.first?.line == 2 + names.joined().filter { $0 == "\n" }.count)
        }
    }

    @Test("a subset of the habits, in Loop's order, CRLF line ends")
    func subset() throws {
        let cells = try Self.read("Date,B,\r\n2024-05-01,2,\r\n", ["A", "B", "C"])
        #expect(cells.keys.sorted() == [2] && cells[2]?.first?.day == LocalDayFixture.may1)
    }

    @Test("a column that names no habit, or one named twice, is refused with its column", arguments: [
        ("Date,A,Z,\n2024-05-01,2,2,\n", "column 3 (\"Z\") names no habit"),
        ("Date,A,A,\n2024-05-01,2,2,\n", "column 3 repeats \"A\" (column 2)"),
        ("Day,A,\n", "expected the header Date,<habit names>"),
    ])
    func refused(text: String, expected: String) {
        do {
            _ = try Self.read(text, ["A", "B"])
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains(expected), "got: \(error)")
        }
    }

    @Test("10,000 habits: the header reads in well under a second (linear, not cubic)")
    func wide() throws {
        let names = (1...10_000).map { "Habit, number \($0)" }
        let header = "Date," + names.map { $0 + "," }.joined() + "\n"
        let row = "2024-05-01," + String(repeating: "2,", count: names.count) + "\n"
        let start = Date()
        let cells = try Self.read(header + row, names)
        let seconds = Date().timeIntervalSince(start)
        print("benchmark: a 10,000-column Checkmarks.csv header and row read in \(String(format: "%.3f", seconds)) s")
        #expect(cells.count == 10_000 && cells[10_000]?.first?.code == 2)
        #expect(seconds < 5, "took \(seconds) s")
    }
}

extension LoopHeaderTests {
    @Test("a whole export of 10,000 habits (Habits.csv and a top-level file of 10,000 columns) reads in seconds")
    func wideExport() throws {
        let names = (1...10_000).map { "\"Habit\", no. \($0)" }
        let habits = LoopFixture.currentHeader + "\n" + names.enumerated().map { offset, name in
            String(format: "%03d", offset + 1) + ",\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\",YES_NO,,,1,1,#000000,,,,false\n"
        }.joined()
        let rows = (1...5).map { "2024-05-0\($0)," + String(repeating: "YES_MANUAL,", count: names.count) + "\n" }.joined()
        let folder = try LoopFixture.folder(["Habits.csv": habits, "Checkmarks.csv": "Date," + names.map { $0 + "," }.joined() + "\n" + rows])
        let start = Date()
        let export = try LoopExport.read(folder: folder)
        let seconds = Date().timeIntervalSince(start)
        print("benchmark: a Loop export of 10,000 habits × 5 days read in \(String(format: "%.3f", seconds)) s")
        #expect(export.habits.count == 10_000 && export.entries.count == 10_000 && export.entries[10_000]?.count == 5)
        #expect(seconds < 60, "took \(seconds) s")
    }
}

enum LocalDayFixture {
    static let may1 = Metrics.LocalDay("2024-05-01")!
}
