import Foundation
import Settings
import Strings
import Testing

@Suite("Strings files and the built-in string tables")
struct StringsFileTests {
    private func parse(_ text: String) throws(SettingsError) -> [StringKey: String] {
        try StringsFile.parse(Data(text.utf8), file: "Strings/de.toml")
    }

    private func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a strings file's texts replace those of their keys")
    func overrides() throws {
        let texts = try parse("# the site's words\nsteps = \"Stufen\"\ncountOfTotal = \"{total}: {count}\"\n")
        #expect(texts == [.steps: "Stufen", .countOfTotal: "{total}: {count}"])
        let (table, missing) = StringTable.resolve(language: "de", builtIn: StringTable.builtIn("de"), site: texts)
        #expect(table[.steps] == "Stufen")
        #expect(table(.countOfTotal, ["count": "3", "total": "7"]) == "7: 3")
        #expect(table[.today] == "Heute")
        #expect(missing.isEmpty)
    }

    @Test("a bad strings file names the file, the line, the key and what was expected", arguments: [
        ("steps = \"Schritte\"\ntoday = \"Heute\n", "Strings/de.toml:2:"),
        ("steps = \"Schritte\"\n\ntoday = 5\n", "Strings/de.toml: today (line 3): expected a text in quotes, found an integer 5"),
        ("stepz = \"Schritte\"\n", "Strings/de.toml: unknown key 'stepz' (line 1); did you mean 'steps'?"),
        ("steps = \"Schritte\"\n[nav]\nday = \"Tag\"\n", "Strings/de.toml: unknown key 'nav' (line 2)"),
        ("countOfTotal = \"{count} von {all}\"\n", "Strings/de.toml: countOfTotal (line 1): expected a text using only {count}, {total}, found {all}"),
        ("steps = \"{count} Schritte\"\n", "Strings/de.toml: steps (line 1): expected a text without placeholders, found {count}"),
        // Checked by the rule that fills it: a combining mark after a brace leaves the brace a brace.
        ("countOfTotal = \"{count}\u{301} von {all}\"\n", "Strings/de.toml: countOfTotal (line 1): expected a text using only {count}, {total}, found {all}"),
        ("steps = \"a\u{0}b\"\n", "Strings/de.toml:1:"),
    ])
    func refused(text: String, expected: String) {
        let found = message(text)
        #expect(found?.hasPrefix(expected) == true, "\(found ?? "accepted")")
    }

    @Test("bytes that are not UTF-8 are refused with their line")
    func notUTF8() {
        #expect(throws: SettingsError.self) { try StringsFile.parse(Data([0x73, 0x3D, 0x22, 0xFF, 0x22]), file: "Strings/de.toml") }
    }

    @Test("German is complete: every key has a text, with the same placeholders as the English one")
    func germanComplete() throws {
        let german = try #require(StringTable.builtIn("de"))
        #expect(german.count == StringKey.allCases.count)
        for key in StringKey.allCases {
            let text = try #require(german[key])
            #expect(!text.isEmpty, "\(key)")
            #expect(Set(StringTable.placeholders(in: text)) == Set(StringTable.placeholders(in: key.english)), "\(key): \(text)")
        }
    }

    @Test("a key missing from a language's table is its English text, and is named")
    func missingFallsBack() throws {
        var german = try #require(StringTable.builtIn("de"))
        german[.stepsToday] = nil
        let (table, missing) = StringTable.resolve(language: "de", builtIn: german, site: nil)
        #expect(missing == [.stepsToday])
        #expect(table[.stepsToday] == "steps today")
        #expect(table[.steps] == "Schritte")
        let (french, frenchMissing) = StringTable.resolve(language: "fr", builtIn: nil, site: [.steps: "Pas"])
        #expect(french[.steps] == "Pas")
        #expect(frenchMissing.count == StringKey.allCases.count - 1)
        #expect(StringTable.resolve(language: "en", builtIn: StringTable.builtIn("en"), site: [:]).missing.isEmpty)
    }

    @Test("placeholders are filled by name, in the translation's order; plurals by count", arguments: [
        (1, "1 Tag"), (0, "0 Tage"), (2, "2 Tage"),
    ])
    func placeholders(count: Int, expected: String) throws {
        let german = StringTable(language: "de", texts: try #require(StringTable.builtIn("de")))
        #expect(german.count(count, one: .dayCountOne, other: .dayCountOther) == expected)
        #expect(german(.milestoneProgress, ["done": "3", "goal": "5", "remaining": "2 Besuche", "message": "Guter Anfang!"])
                == "3 von 5: noch 2 Besuche bis „Guter Anfang!“")
        #expect(StringTable.english(.stepsOn, ["date": "11/21/2026", "unused": "x"]) == "Steps on 11/21/2026")
        #expect(StringTable.english(.stepsOn, [:]) == "Steps on {date}")
    }

    @Test("placeholders are filled as written: unknown and unclosed ones stay, values are not filled again",
          arguments: [
              ("{count} of {total} days", "3 of 7 days"),
              ("{count}{total}", "37"),
              ("Übung: {count} × {unit} ✓", "Übung: 3 × {unit} ✓"),
              ("{} and {nope}", "{} and {nope}"),
              ("open {count", "open {count"),
              ("{a{count}", "{a{count}"),
              ("}{count}{", "}3{"),
              ("{value}", "{count}"),
              ("no placeholder", "no placeholder"),
              ("", ""),
              ("{count}}", "3}"),
              ("{{count}}", "{{count}}"),
              ("{{{count}}}", "{{{count}}}"),
              ("a {count} b {count} c", "a 3 b 3 c"),
              ("{ count }{COUNT}", "{ count }{COUNT}"),
              ("{Zahl} Tage, {Zähler}", "Z Tage, ä"),
              ("{Ka}", "{Ka}"),
              ("{e\u{301}}", "{e\u{301}}"),
              ("{\u{E9}}", "precomposed"),
          ])
    func fill(text: String, expected: String) {
        let table = StringTable(language: "xx", texts: [.everyDay: text])
        // The first of two values of one name; a name is its bytes ("\u{212A}a", Kelvin, is "Ka" to `==`).
        #expect(table(.everyDay, ["count": "3", "total": "7", "value": "{count}", "count": "4", "Zahl": "Z", "Zähler": "ä",
                                  "\u{212A}a": "kelvin", "\u{E9}": "precomposed"]) == expected)
    }
}
