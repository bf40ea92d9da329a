import Foundation
import Testing
@testable import SitegenCLI

/// Issue 13: every out-of-range value given to a command is refused with the option, the value and the
/// allowed range, and the store stays byte for byte as it was.
@Suite("Out-of-range input at the command line", .serialized)
struct BoundsCommandTests {
    /// A site folder (time zone UTC) whose store holds the habit "Water" (target 8 cups).
    static func site() throws -> String {
        let folder = NSTemporaryDirectory() + "sitegen-bounds-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        #expect(CommandLineTests.failure(["habit", "add", "Water", "--category", "Fitness", "--target", "8", "--unit", "cups", "--site", folder]) == nil)
        return folder
    }

    static func storeBytes(_ folder: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder + "/history.sqlite"))
    }

    @Test("a refused value names the option and the range, and the store is unchanged", arguments: [
        (["habit", "add", "X", "--category", "Fitness", "--target", "inf"], "--target: inf is outside the allowed range, 0.001 to 100,000"),
        (["habit", "add", "X", "--category", "Fitness", "--target", "1e19"], "--target: 1e+19 is outside the allowed range"),
        (["habit", "add", "X", "--category", "Fitness", "--target", "1e308"], "--target: 1e+308 is outside the allowed range"),
        (["habit", "add", "X", "--category", "Fitness", "--target", "nan"], "--target: nan is outside the allowed range"),
        (["habit", "edit", "Water", "--target", "1e308"], "--target: 1e+308 is outside the allowed range"),
        (["habit", "edit", "Water", "--target=-inf"], "--target: -inf is outside the allowed range"),
        (["habit", "check", "Water", "--count", "1e19"], "--count: 1e+19 is outside the allowed range, 0 to 1,000,000"),
        (["habit", "check", "Water", "--count", "1e300"], "--count: 1e+300 is outside the allowed range"),
        (["habit", "check", "Water", "--count", "nan"], "--count: nan is outside the allowed range"),
        (["habit", "check", "Water", "--count", "inf"], "--count: inf is outside the allowed range"),
        (["habit", "check", "Water", "--count=-1"], "--count: -1 is outside the allowed range"),
        (["habit", "check", "Water", "--date", "0001-01-01"], "--date: 0001-01-01 is outside the allowed range, a day from 2000-01-01 to"),
        (["habit", "check", "Water", "--date", "1999-12-31"], "--date: 1999-12-31 is outside the allowed range"),
        (["habit", "check", "Water", "--date", "2026-02-30"], "--date: expected a real calendar day YYYY-MM-DD"),
        (["habit", "add", "X", "--category", "Fitness", "--start", "0001-01-01"], "--start: 0001-01-01 is outside the allowed range"),
        (["habit", "add", "X", "--category", "Fitness", "--end", "9999-12-31"], "--end: 9999-12-31 is outside the allowed range"),
        (["habit", "add", "X\nY", "--category", "Fitness"], "name: a tab or line break at character 2"),
        (["habit", "add", String(repeating: "n", count: 201), "--category", "Fitness"], "name: 201 characters; expected at most 200 characters"),
        (["habit", "add", "X", "--category", "Fitness", "--unit", "cu\u{7}ps"], "--unit: a control character (U+0007) at character 3"),
        (["habit", "category", "A\u{0}B", "--from", "#000000", "--to", "#FFFFFF"], "category name: a NUL character"),
        (["goal", "set", "9223372036854775807"], "the step goal: 9,223,372,036,854,775,807 is outside the allowed range, 1 to 200,000 steps"),
        (["goal", "set", "0"], "the step goal: 0 is outside the allowed range"),
        (["goal", "set", "10000", "--from", "9999-01-01"], "--from 9999-01-01 is too far ahead"),
        (["goal", "set", "10000", "--from", "2026-02-30"], "--from: expected a real calendar day"),
        (["gym", "log", "--date", "0001-01-01"], "--date: 0001-01-01 is outside the allowed range"),
        (["gym", "log", "--now", "2026-02-30T10:00:00+01:00"], "--now: 2026-02-30 is not a day on the calendar; expected an ISO 8601 date-time with an offset"),
        (["build", "--now", "2026-02-30T10:00:00+01:00"], "--now: 2026-02-30 is not a day on the calendar"),
        (["moment", "add", "T", "--date", "0001-01-01"], "--date: 0001-01-01 is outside the allowed range"),
        (["moment", "add", "T\u{1B}[31m", "--category", "Personal"], "title: a control character (U+001B)"),
        (["moment", "add", "T", "--category", String(repeating: "c", count: 101)], "--category: 101 characters"),
        (["moment", "add", "T", "--body", "a\u{0}b"], "--body: a NUL character"),
    ])
    func refused(arguments: [String], expected: String) throws {
        let folder = try Self.site()
        let before = try Self.storeBytes(folder)
        let message = CommandLineTests.failure(arguments + ["--site", folder])
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
        #expect(try Self.storeBytes(folder) == before)
    }

    @Test("gym import refuses a file with a day before 2000 and stores nothing")
    func gymImport() throws {
        let folder = try Self.site()
        let file = folder + "/visits.json"
        try Data("[\"2026-01-02\", \"0001-01-01\"]".utf8).write(to: URL(fileURLWithPath: file))
        let before = try Self.storeBytes(folder)
        let message = CommandLineTests.failure(["gym", "import", file, "--site", folder])
        #expect(message?.contains("entry 2: 0001-01-01 is before 2000-01-01") == true, "got: \(message ?? "no error")")
        #expect(try Self.storeBytes(folder) == before)
    }

    /// An export of the site's store whose first `list` entry has `key` set to the JSON text `literal`.
    static func backup(_ folder: String, _ list: String, _ key: String, _ literal: String) throws -> String {
        let file = folder + "/backup-\(UUID().uuidString).json"
        #expect(CommandLineTests.failure(["habit", "check", "Water", "--count", "4", "--site", folder]) == nil)
        #expect(CommandLineTests.failure(["export", "--json", file, "--site", folder]) == nil)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        var items = try #require(json[list] as? [[String: Any]])
        items[0][key] = "@VALUE@"
        json[list] = items
        let text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        try text.replacingOccurrences(of: "\"@VALUE@\"", with: literal).write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("restore names the field of an out-of-range value and changes nothing", arguments: [
        ("habits", "targetValue", "1e300", "habits[0].targetValue: 1e+300 is outside the allowed range, 0.001 to 100,000"),
        ("habits", "targetValue", "1e400", "habits[0].targetValue: 1e400 is not a finite number"),
        ("habits", "position", "9223372036854775807", "habits[0].position: 9,223,372,036,854,775,807 is outside the allowed range"),
        ("habits", "created", "\"0001-01-01\"", "habits[0].created: 0001-01-01 is outside the allowed range"),
        ("habits", "name", "\"\(String(repeating: "x", count: 300))\"", "habits[0].name: 300 characters"),
        ("checkIns", "count", "1e300", "checkIns[0].count: 1e+300 is outside the allowed range, 0 to 1,000,000"),
        ("checkIns", "count", "-1e400", "checkIns[0].count: -1e400 is not a finite number"),
        ("checkIns", "day", "\"0001-01-01\"", "checkIns[0].day: 0001-01-01 is outside the allowed range"),
        ("habits", "id", "2e19", "habits[0].id: 2e19 is outside the allowed range, -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807 (a whole number)"),
        ("habits", "id", "1.5", "habits[0].id: 1.5 is outside the allowed range, -9,223,372,036,854,775,808 to"),
        ("checkIns", "habitID", "2e19", "checkIns[0].habitID: 2e19 is outside the allowed range, -9,223,372,036,854,775,808"),
        ("checkIns", "minute", "1e30", "checkIns[0].minute: 1e30 is outside the allowed range, 0 to 1,439 (a whole number)"),
        ("habits", "position", "2e19", "habits[0].position: 2e19 is outside the allowed range, 0 to 1,000,000 (a whole number)"),
    ])
    func restore(list: String, key: String, literal: String, expected: String) throws {
        let folder = try Self.site()
        let file = try Self.backup(folder, list, key, literal)
        let before = try Self.storeBytes(folder)
        let message = CommandLineTests.failure(["restore", file, "--replace", "--site", folder])
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
        #expect(try Self.storeBytes(folder) == before)
    }

    @Test("--now is parsed strictly: a real day and time, an offset or Z, not before 2000", arguments: [
        "2026-02-30T10:00:00+01:00", "2026-11-21T24:00:00Z", "2026-11-21T10:60:00Z", "2026-11-21T10:00:60Z",
        "2026-11-21T10:00:00", "2026-11-21T10:00:00+19:00", "2026-11-21T10:00:00+0100", "2026-11-21 10:00:00Z",
        "2026-11-21T10:00:00.Z", "1999-12-31T23:00:00Z", "2026-11-21T10:00:00Zjunk",
    ])
    func strictNow(text: String) {
        #expect(throws: (any Error).self) { try NowOption.parse(text) }
    }

    @Test("--now keeps the instant of valid forms", arguments: [
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
        ("2026-11-21T14:05:00-05:30", 1_795_289_700.0),
        ("2026-11-21T14:05:00.25+00:00", 1_795_269_900.25),
    ])
    func validNow(text: String, seconds: Double) throws {
        #expect(try NowOption.parse(text).timeIntervalSince1970 == seconds)
    }

    @Test("store check and repair exist with help", arguments: [["store", "check"], ["store", "repair"]])
    func help(path: [String]) throws {
        let help = SitegenCommand.helpMessage(for: try #require(CommandLineTests.command(at: path)))
        #expect(help.contains("USAGE"))
    }
}
