import Foundation
import Testing
@testable import Importers

/// Issue 13: absurd numbers, dates and names in a Loop export refuse the whole import, naming the file,
/// the line, the column and the allowed range; the store is left as it was.
@Suite("Loop import: values outside Bounds refuse the whole import")
struct LoopBoundsTests {
    static let habits = LoopFixture.habits

    @Test("file, line, column and range in the message; nothing written", arguments: [
        (["Habits.csv": Self.habits.replacingOccurrences(of: "km,AT_LEAST,2.0", with: "km,AT_LEAST,1e300")],
         "Habits.csv, line 4: column 11 (Target Value): expected a Target Value of 0 (none) or 0.001 to 100,000, found \"1e300\""),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "3,7,8", with: "9223372036854775807,7,8")],
         "Habits.csv, line 3: column 6 (FrequencyNumerator): expected 1 to 366 times (a whole number), found \"9223372036854775807\""),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "3,7,8", with: "99999999999999999999999,7,8")],
         "column 6 (FrequencyNumerator): expected 1 to 366 times"),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "3,7,8", with: "3,400,8")],
         "Habits.csv, line 3: column 7 (FrequencyDenominator): expected 1 to 366 days (a whole number), found \"400\""),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "km,AT_LEAST", with: "\(String(repeating: "k", count: 51)),AT_LEAST")],
         "Habits.csv, line 4: column 9 (Unit): Unit: 51 characters; expected at most 50 characters"),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "004,Old habit", with: "004,\"Old\nhabit\"")],
         "Habits.csv, line 5: column 2 (Name): Name: a tab or line break at character 4"),
        (["Checkmarks.csv": LoopFixture.checkmarks.replacingOccurrences(of: "2500", with: "1e300")],
         "Checkmarks.csv, line 3: column 4: \"1e300\" for \"Run\" on 2024-05-03 is an amount of 1e+297 (Loop writes amounts × 1000); expected 0 to 1,000,000"),
        (["Checkmarks.csv": LoopFixture.checkmarks.replacingOccurrences(of: "2500", with: "1000000001")],
         "column 4: \"1000000001\" for \"Run\" on 2024-05-03 is an amount of 1000000.001"),
        (["001 Meditate/Checkmarks.csv": "Date,Value,Notes\n1999-12-31,YES_MANUAL,\n"],
         "001 Meditate/Checkmarks.csv, line 2: column 1: the date 1999-12-31 is before 2000-01-01"),
        (["001 Meditate/Checkmarks.csv": "Date,Value,Notes\n2024-05-01,63000,\n"],
         "001 Meditate/Checkmarks.csv, line 2: column 2: unknown value \"63000\" for \"Meditate\" on 2024-05-01; expected YES_MANUAL, YES_AUTO"),
    ])
    func refused(changes: [String: String], expected: String) throws {
        let (site, good) = try LoopFixture.site()
        try LoopFixture.run(site, good)
        let before = try LoopFixture.contents(site)
        var files = LoopFixture.export
        for (path, text) in changes { files[path] = text }
        let bad = try LoopFixture.folder(files)
        do {
            try LoopFixture.run(site, bad)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
        }
        let after = try LoopFixture.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }

    @Test("days after today in the site's zone are not stored but counted and named, never refused")
    func afterToday() throws {
        var files = LoopFixture.export
        files["001 Meditate/Checkmarks.csv"] = "Date,Value,Notes\n9999-12-31,YES_MANUAL,\n"
        let (site, export) = try LoopFixture.site(export: files)
        let summary = try LoopFixture.run(site, export)
        #expect(summary.skipped[.afterToday] == 5)
        #expect(summary.text.contains("\"Meditate\" 9999-12-31 (001 Meditate/Checkmarks.csv line 2)"))
    }
}
