import Foundation
import Testing
@testable import Settings

/// TOMLKit keeps every document it parses for the life of the process, so a file read again and again
/// (serve's watcher reads `site.toml` four times a second) is parsed once for each text it has.
@Suite("Parsing a TOML file once for each text it has")
struct ParsedTOMLTests {
    /// A path no other test reads.
    private static func path() -> String { "/nowhere/\(UUID().uuidString)/site.toml" }

    @Test("an unchanged site.toml read 1,000 times is parsed once and gives the same settings each time")
    func unchangedFileIsParsedOnce() throws {
        let file = Self.path()
        let text = "title = \"Once\"\ntime_zone = \"Europe/Berlin\"\n[activity]\nstep_goal = 8000\n"
        let first = try SiteSettings.parse(text, file: file)
        for _ in 0..<1_000 { #expect(try SiteSettings.parse(text, file: file) == first) }
        #expect(SiteSettings.parsed.parses(of: file) == 1)
        #expect(first.title == "Once" && first.activity.stepGoal == 8_000)
    }

    @Test("a changed text is parsed again and gives its own settings, and so does the old text when it comes back")
    func changedTextIsParsedAgain() throws {
        let file = Self.path()
        #expect(try SiteSettings.parse("title = \"One\"\n", file: file).title == "One")
        #expect(try SiteSettings.parse("title = \"Two\"\n", file: file).title == "Two")
        #expect(try SiteSettings.parse("title = \"Two\"\n", file: file).title == "Two")
        #expect(SiteSettings.parsed.parses(of: file) == 1)
        #expect(try SiteSettings.parse("title = \"One\"\n", file: file).title == "One")
    }

    @Test("a file with an error gives the same message, naming its path, each time it is read")
    func errorIsKeptWithItsPath() {
        let file = Self.path(), other = Self.path()
        let text = "[activity]\nstep_goal = \"many\"\n"
        let messages = (0..<3).map { _ in Self.message { () throws(SettingsError) in _ = try SiteSettings.parse(text, file: file) } }
        #expect(messages[0]?.hasPrefix(file + ": activity.step_goal (line 2): expected") == true, "\(messages[0] ?? "no error")")
        #expect(Set(messages).count == 1)
        #expect(SiteSettings.parsed.parses(of: file) == 1)
        // The same text at another path names that path.
        let elsewhere = Self.message { () throws(SettingsError) in _ = try SiteSettings.parse(text, file: other) }
        #expect(elsewhere?.hasPrefix(other + ":") == true, "\(elsewhere ?? "no error")")
    }

    @Test("a strings file read again is parsed once")
    func stringsFileIsParsedOnce() throws {
        let file = "/nowhere/\(UUID().uuidString)/Strings/de.toml"
        let bytes = Data("steps = \"Stufen\"\n".utf8)
        for _ in 0..<100 { #expect(try StringsFile.parse(bytes, file: file) == [.steps: "Stufen"]) }
        #expect(StringsFile.parsed.parses(of: file) == 1)
    }

    @Test("past its capacity the path read least recently gives way, and is parsed again when read")
    func leastRecentlyReadPathGivesWay() throws {
        let kept = ParsedTOML<String>(capacity: 2)
        var parses = 0
        let parse = { (text: String) throws(SettingsError) -> String in
            parses += 1
            return text.uppercased()
        }
        #expect(try kept.value("a", file: "/a", parse: parse) == "A")
        #expect(try kept.value("b", file: "/b", parse: parse) == "B")
        #expect(try kept.value("a", file: "/a", parse: parse) == "A")
        #expect(try kept.value("c", file: "/c", parse: parse) == "C")
        #expect(parses == 3)
        #expect(kept.parses(of: "/b") == 0, "the least recently read path gave way")
        #expect(kept.parses(of: "/a") == 1)
        #expect(try kept.value("b", file: "/b", parse: parse) == "B")
        #expect(parses == 4)
    }

    private static func message(_ body: () throws(SettingsError) -> Void) -> String? {
        do { try body() } catch { return error.description }
        return nil
    }
}
