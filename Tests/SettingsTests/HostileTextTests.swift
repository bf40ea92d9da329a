import Foundation
import Testing
@testable import Settings

@Suite("site.toml with control characters, bytes that are not UTF-8, and CRLF line ends")
struct HostileTextTests {
    /// The message for `text`, or "no error".
    private func message(_ text: String) -> String {
        do {
            _ = try SiteSettings.parse(text, file: "site.toml")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("a forbidden control character is refused with its line and column, before TOMLKit reads the text", arguments: [
        // TOMLKit would read a NUL inside the title as the end of the text.
        ("demo = true\ntitle = \"Ada\u{0}s\"\n", "site.toml:2:13: malformed TOML: a NUL character (U+0000) is not allowed"),
        ("title = \"x\"\ntime_zone = \"Europe/Berlin\"\n\u{0}", "site.toml:3:1: malformed TOML: a NUL character"),
        ("# a comment with a bell \u{7}\ndemo = true\n", "site.toml:1:25: malformed TOML: the control character U+0007 is not allowed"),
        ("demo = true\n\n[activity]\nstep_goal = 1\u{1B}[31m0\n", "site.toml:4:14: malformed TOML: the control character U+001B"),
        ("title = 'a\u{7F}'\n", "site.toml:1:11: malformed TOML: the control character U+007F"),
        ("title = \"\"\"\nline\u{0C}feed\n\"\"\"\n", "site.toml:2:5: malformed TOML: the control character U+000C"),
        ("demo = true\rtitle = \"x\"\n", "site.toml:1:12: malformed TOML: a carriage return (U+000D) not followed by a line feed"),
        ("demo = true\r", "site.toml:1:12: malformed TOML: a carriage return"),
    ])
    func controlCharacters(text: String, expected: String) {
        #expect(message(text).hasPrefix(expected), "\(message(text))")
    }

    @Test("tabs, CRLF line ends and characters beyond ASCII are accepted")
    func allowed() throws {
        let settings = try SiteSettings.parse("title\t=\t\"Ada’s \u{1F3C3} e\u{301}\"\r\n# ok\tcomment\r\ndemo = true\r\n", file: "site.toml")
        #expect(settings.title == "Ada’s \u{1F3C3} e\u{301}")
        #expect(settings.demo)
    }

    @Test("bytes that are not UTF-8 are refused with their line")
    func notUTF8() {
        var bytes = Data("demo = true\n\ntitle = \"caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x0A])
        #expect(throws: SettingsError.malformedTOML(file: "site.toml", line: 3, column: 13,
                                                    reason: "byte 25 is not UTF-8 text (save the file as UTF-8)")) {
            try SiteSettings.parse(bytes, file: "site.toml")
        }
        #expect(throws: Never.self) { try SiteSettings.parse(Data("demo = true\n".utf8), file: "site.toml") }
    }

    @Test("an error on line 5 of a CRLF file says line 5", arguments: [
        ("title = \"x\"\r\n\r\n# goals\r\n[activity]\r\nstep_goal = 0\r\n",
         "site.toml: activity.step_goal (line 5): expected an integer from 1 to 200000, found 0"),
        ("title = \"x\"\r\n\r\n# goals\r\n[activity]\r\nstep_gaol = 5\r\n",
         "site.toml: unknown key 'activity.step_gaol' (line 5);"),
        ("title = \"x\"\r\n\r\n# goals\r\ndemo = true\r\n[gymm]\r\n", "site.toml: unknown table [gymm] (line 5);"),
        ("title = \"x\"\r\n\r\n# goals\r\n[activity]\r\nstep_goal = \r\n", "site.toml:5:13: malformed TOML: while parsing key-value pair: expected value"),
    ])
    func crlfLines(text: String, expected: String) {
        #expect(message(text).hasPrefix(expected), "\(message(text))")
        // The same file with LF line ends gives the same place.
        #expect(message(text.replacingOccurrences(of: "\r\n", with: "\n")).hasPrefix(expected))
    }

    // toml++ inside TOMLKit asserts that a key follows a header's '[': these aborted the whole
    // program (found by Fuzz/run.sh, FuzzSiteTOML). They are refused with their line first.
    @Test("shapes TOMLKit aborts on are refused with their line instead", arguments: [
        ("title = \"x\"\n[\n", "site.toml:2:1: malformed TOML: expected a table name after '[', found the end of the line"),
        ("title = \"x\"\r\n  [\r\n", "site.toml:2:3: malformed TOML: expected a table name after '[', found the end of the line"),
        ("demo = true\n[[[[[[heart = 30\n", "site.toml:2:1: malformed TOML: expected a table name after '[', found '['"),
        ("[#gym]\n", "site.toml:1:1: malformed TOML: expected a table name after '[', found '#'"),
        ("[[ =x]]\n", "site.toml:1:1: malformed TOML: expected a table name after '[', found '='"),
        ("\"\"\"\n\"\"\"\n[.a]\n", "site.toml:3:1: malformed TOML: expected a table name after '[', found '.'"),
        ("[\u{3000}]\n", "site.toml:1:1: malformed TOML: expected a table name after '[', found U+3000"),
        // A '}' where an array expects a value failed another assertion.
        ("[moments]\nhidden = [\"a\", }}]\n", "site.toml:2:16: malformed TOML: expected a value or ']' in the array, found '}'"),
        ("x = [ # comment\n  }\n", "site.toml:2:3: malformed TOML: expected a value or ']' in the array, found '}'"),
        ("x = [[}]]\n", "site.toml:1:7: malformed TOML: expected a value or ']' in the array, found '}'"),
        ("title = \"a\"\u{3000}\n", "site.toml:1:12: malformed TOML: U+3000 is not allowed outside strings and comments"),
        ("x = [1,\u{2028}2]\n", "site.toml:1:8: malformed TOML: U+2028 is not allowed outside strings and comments"),
        // After a byte-order mark, which toml++ skips (FuzzSiteTOML, stop 23: the header was not seen as one).
        ("\u{FEFF}[[[[[[[le et;x\ns2=z_", "site.toml:1:1: malformed TOML: expected a table name after '[', found '['"),
        ("\u{FEFF}[\n", "site.toml:1:1: malformed TOML: expected a table name after '[', found the end of the line"),
    ])
    func namelessHeader(text: String, expected: String) {
        #expect(message(text).hasPrefix(expected), "\(message(text))")
    }

    @Test("'[' inside values, strings and comments is not a header", arguments: [
        "[moments]\nhidden = [\n[\n\"a\"]]\n",
        "title = \"\"\"\n[\n\"\"\"\n",
        "title = '''\n[#'''\n",
        "title = \"\\\"[\"\n# [\n",
        "[ \"quoted ]\" . key ]\n",
        "[ [",
        "x = { a = [1, 2], b = {} }\n",
        "title = \"}\\u3000\"  # }\u{3000}\n",
    ])
    func notHeader(text: String) {
        #expect(!message(text).contains("expected a table name"), "\(message(text))")
    }

    @Test("a NUL written as an escape is refused with its line and column, in every kind of basic string and in a quoted key", arguments: [
        ("demo = true\ntitle = \"before\\u0000after\"\n", "site.toml:2:16: malformed TOML: the escape \\u0000 is a NUL character (U+0000)"),
        ("title = \"\\U00000000\"\n", "site.toml:1:10: malformed TOML: the escape \\U00000000 is a NUL character"),
        ("title = \"\"\"\nfirst\n  x\\u0000\n\"\"\"\n", "site.toml:3:4: malformed TOML: the escape \\u0000 is a NUL"),
        ("[moments]\nhide = [\"a\", \"\\u0000\"]\n", "site.toml:2:15: malformed TOML: the escape \\u0000 is a NUL"),
        ("\"ti\\u0000tle\" = \"x\"\n", "site.toml:1:4: malformed TOML: the escape \\u0000 is a NUL"),
        ("[\"a\\u0000\"]\n", "site.toml:1:4: malformed TOML: the escape \\u0000 is a NUL"),
    ])
    func nulEscape(text: String, expected: String) {
        #expect(message(text).hasPrefix(expected), "\(message(text))")
    }

    @Test("other escapes, a NUL escape in a literal string or a comment, and an escaped backslash before u0000 are not refused for it", arguments: [
        "title = \"a\\u0001b\\u1000\\U00000001\"\n",
        "title = 'before\\u0000after'\n",
        "title = '''\n\\u0000\n'''\n",
        "# \\u0000 in a comment\ntitle = \"x\"\n",
        "title = \"\\\\u0000\"\n",
    ])
    func notNULEscape(text: String) {
        #expect(!message(text).contains("is a NUL character"), "\(message(text))")
    }
}
