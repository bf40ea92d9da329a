import Foundation
import Testing
@testable import Importers

@Suite("sitegen import loop: bad input changes nothing")
struct LoopImportErrorTests {
    static let habits = LoopFixture.habits
    static let checks = LoopFixture.checkmarks
    /// Marks a file the case removes from the good export.
    static let removed = "<removed>"

    @Test("a clear message naming the file, the line and what was expected; the store unchanged", arguments: [
        (["Habits.csv": Self.removed], "no Habits.csv; expected Loop's CSV export (Loop: Settings → Export as CSV): the zip or the folder"),
        (["Habits.csv": Self.habits + "005,\"Unclosed,YES_NO,,,1,1,#000000,,,,false\n"],
         "Habits.csv, line 6: expected a closing quote for the field opened on this line, found the end of the file"),
        (["Habits.csv": "Name,Colour\nFloss,#D32F2F\n"], "Habits.csv, line 1: expected the header Position,Name,Type,"),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "3,7,8", with: "3,0,8")],
         "Habits.csv, line 3: column 7 (FrequencyDenominator): expected 1 to 366 days (a whole number), found \"0\""),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "001,Meditate,YES_NO", with: "001,Meditate,BOOLEAN")],
         "Habits.csv, line 2: column 3 (Type): expected the Type YES_NO or NUMERICAL (0 or 1), found \"BOOLEAN\""),
        (["Habits.csv": Self.habits.replacingOccurrences(of: "004,Old habit", with: "004,meditate")],
         "Habits.csv, line 5: a second habit named \"meditate\" (the first is on line 2)"),
        (["Habits.csv": Self.habits + "005,Floss,YES_NO,,,1,1,1,,,,maybe\n"],
         "Habits.csv, line 6: column 12 (Archived?): expected Archived? true or false, found \"maybe\""),
        (["Checkmarks.csv": Self.checks.replacingOccurrences(of: "2024-05-03,YES_MANUAL,YES_AUTO", with: "2024-05-03,YES_MANUAL,MAYBE")],
         "Checkmarks.csv, line 3: column 3: unknown value \"MAYBE\" for \"Read, \"deeply\"\" on 2024-05-03; expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN"),
        (["Checkmarks.csv": Self.checks.replacingOccurrences(of: "2500", with: "lots")],
         "column 4: unknown value \"lots\" for \"Run\" on 2024-05-03; expected YES_MANUAL"),
        (["Checkmarks.csv": Self.checks.replacingOccurrences(of: "2024-05-02,NO,YES_MANUAL,1000,SKIP,", with: "2024-05-02,NO,YES_MANUAL,SKIP,")],
         "Checkmarks.csv, line 4: expected a date and 4 values, one per habit of the header; found 4 fields"),
        (["Checkmarks.csv": Self.checks.replacingOccurrences(of: "Old habit", with: "Swim")],
         "Checkmarks.csv, line 1: column 5 (\"Swim\") names no habit of Habits.csv"),
        (["Checkmarks.csv": Self.checks.replacingOccurrences(of: "2024-05-01,SKIP", with: "2024-05-02,SKIP")],
         "Checkmarks.csv, line 5: a second row for 2024-05-02 (the first is on line 4); expected one row a day"),
        (["Checkmarks.csv": "Day,Meditate,\n2024-05-01,YES_MANUAL,\n"], "Checkmarks.csv, line 1: expected the header Date,<habit names>"),
        (["001 Meditate/Checkmarks.csv": "Date,Value\n2024-13-01,YES_MANUAL\n"],
         "001 Meditate/Checkmarks.csv, line 2: column 1: expected a date yyyy-MM-dd, found \"2024-13-01\""),
        (["001 Meditate/Checkmarks.csv": "Date,Value\n2024-05-01\n"],
         "001 Meditate/Checkmarks.csv, line 2: expected a date and a value, such as 2024-05-03,YES_MANUAL; found \"2024-05-01\""),
        (["009 Ghost/Checkmarks.csv": "2024-05-01,2\n"], "no habit of Habits.csv has Position 9"),
    ])
    func badExport(changes: [String: String], expected: String) throws {
        let (site, good) = try LoopFixture.site()
        try LoopFixture.run(site, good)
        let before = try LoopFixture.contents(site)
        var files = LoopFixture.export
        for (path, text) in changes { files[path] = text == Self.removed ? nil : text }
        let bad = try LoopFixture.folder(files)
        do {
            try LoopFixture.run(site, bad)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
            #expect(error.description.hasSuffix("(nothing was imported, the store is as it was)"))
        }
        let after = try LoopFixture.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }

    @Test("a missing folder, a file instead of a folder, a site without site.toml", arguments: [
        ("missing", "no such file or folder"),
        ("file", "neither a folder nor a zip archive"),
        ("no-site", "site.toml"),
    ])
    func badPaths(kind: String, expected: String) throws {
        let (site, export) = try LoopFixture.site()
        let path = kind == "missing" ? site + "/nothing" : kind == "file" ? export + "/Habits.csv" : export
        let siteDirectory = kind == "no-site" ? site + "/loop" : site
        #expect(throws: LoopImportError.self) { try LoopFixture.run(siteDirectory, path) }
        do { try LoopFixture.run(siteDirectory, path) } catch { #expect(error.description.contains(expected), "got: \(error)") }
        #expect(!FileManager.default.fileExists(atPath: site + "/history.sqlite"))
    }
}
