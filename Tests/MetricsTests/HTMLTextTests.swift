import Metrics
import PropertyBased
import Testing

/// The characters `HTMLText.escape` must replace, with the entity each becomes.
let htmlSpecials: [(Character, String)] = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")]

/// Ways to make a special character part of a larger grapheme cluster: the text before and after it.
let graphemeNeighbours: [(name: String, before: String, after: String)] = [
    ("combining acute U+0301", "", "\u{301}"),
    ("three combining marks", "", "\u{301}\u{308}\u{334}"),
    ("zero-width joiner U+200D", "", "\u{200D}"),
    ("variation selector U+FE0F", "", "\u{FE0F}"),
    ("Arabic number sign U+0600 before", "\u{600}", ""),
    ("U+0600 before, U+0301 after", "\u{600}", "\u{301}"),
    ("regional indicators after", "", "🇳🇴"),
    ("regional indicators before", "🇳🇴", ""),
    ("ZWJ emoji sequence after", "", "\u{200D}👩\u{200D}💻"),
    ("ZWJ emoji sequence before", "👩\u{200D}💻\u{200D}", ""),
    ("e with combining mark before", "e\u{301}", ""),
]

/// Reads back the five entities `HTMLText.escape` writes; `nil` for a `&` that starts none of them.
/// Written apart from the escaper, on scalars, so the round trip checks it.
func unescapeHTML(_ text: String) -> String? {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        guard scalars[index] == "&" else {
            out.append(scalars[index])
            index += 1
            continue
        }
        guard let semicolon = scalars[index...].firstIndex(of: ";") else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
        switch name {
        case "amp": out.append("&")
        case "lt": out.append("<")
        case "gt": out.append(">")
        case "quot": out.append("\"")
        case "#39": out.append("'")
        default: return nil
        }
        index = semicolon + 1
    }
    return String(out)
}

/// The problems of escaped text: a raw `< > " '` scalar, or a `&` that starts no entity.
func escapedProblems(_ escaped: String) -> [String] {
    var problems: [String] = []
    let scalars = Array(escaped.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
        if "<>\"'".unicodeScalars.contains(scalar) { problems.append("raw \(scalar) at \(index)") }
        if scalar == "&" {
            // Compared scalar by scalar: `String.hasPrefix` compares characters, and `;` followed by a
            // combining mark is a character that is not `;`.
            let rest = scalars[index...]
            if !["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: { rest.starts(with: $0.unicodeScalars) }) {
                problems.append("& at \(index) starts no entity")
            }
        }
    }
    return problems
}

@Suite("HTMLText.escape: the one escaper, per scalar")
struct HTMLTextTests {
    @Test("each special character is replaced whatever grapheme cluster it is part of",
          arguments: graphemeNeighbours.map(\.name))
    func combined(neighbour: String) throws {
        let wrap = try #require(graphemeNeighbours.first { $0.name == neighbour })
        for (special, entity) in htmlSpecials {
            let text = "x" + wrap.before + String(special) + wrap.after + "y"
            let joins = wrap.after.unicodeScalars.first.map { [0x301, 0x200D, 0xFE0F].contains($0.value) } ?? false
            if joins || wrap.before == "\u{600}" {
                // The escaper's input really is one cluster that Swift's Character compares unequal to the special.
                #expect(!text.contains(special))
            }
            let escaped = HTMLText.escape(text)
            #expect(escaped == "x" + wrap.before + entity + wrap.after + "y", "\(special) \(neighbour)")
            #expect(escapedProblems(escaped).isEmpty)
        }
    }

    @Test("every pair of special characters, each with every neighbour, in attribute-breaking strings")
    func everyCombination() {
        for (first, firstEntity) in htmlSpecials {
            for (second, secondEntity) in htmlSpecials {
                for a in graphemeNeighbours {
                    for b in graphemeNeighbours {
                        let text = a.before + String(first) + a.after + " onmouseover=alert(1) " + b.before + String(second) + b.after
                        let expected = a.before + firstEntity + a.after + " onmouseover=alert(1) " + b.before + secondEntity + b.after
                        #expect(HTMLText.escape(text) == expected)
                    }
                }
            }
        }
    }

    @Test("plain text, entities already written and non-ASCII text", arguments: [
        ("", ""), ("plain text", "plain text"), ("<b>&\"'", "&lt;b&gt;&amp;&quot;&#39;"),
        ("&amp;", "&amp;amp;"), ("&#60;", "&amp;#60;"), ("Zürich 🏃‍♀️ é", "Zürich 🏃‍♀️ é"),
        ("tab\tline\nbreak\r", "tab\tline\nbreak\r"),
    ])
    func fixed(input: String, output: String) {
        #expect(HTMLText.escape(input) == output)
    }

    @Test("control characters XML forbids are dropped by default and kept when asked")
    func controls() {
        #expect(HTMLText.escape("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{FFFE}g") == "abcdefg")
        #expect(HTMLText.escape("a\u{0}<", droppingControls: false) == "a\u{0}&lt;")
    }

    @Test("a forbidden scalar alone in otherwise plain text is dropped; its neighbours in UTF-8 are kept", arguments: [
        ("a\u{7F}b", "ab"), ("a\u{80}b", "ab"), ("a\u{9F}b", "ab"), ("a\u{FFFE}b", "ab"), ("a\u{FFFF}b", "ab"),
        ("\u{A0}\u{C2}\u{FFFD}\u{E000}\u{FEFF}é", "\u{A0}\u{C2}\u{FFFD}\u{E000}\u{FEFF}é"), ("\u{A0}\u{85}", "\u{A0}"),
    ])
    func loneForbidden(input: String, output: String) {
        #expect(HTMLText.escape(input) == output)
        #expect(HTMLText.escape(input, droppingControls: false) == input)
    }

    /// Strings that are mostly the troublesome scalars: specials, marks, joiners, controls, emoji, ASCII.
    static let troublesome = Gen<String?>.element(of: [
        "&", "<", ">", "\"", "'", ";", "#", "amp", "lt", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{600}",
        "🇳", "🇴", "👩", "\u{0}", "\u{7}", "\u{85}", "\t", "\n", "a", "é", " ",
    ]).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }

    /// Any Unicode scalars (surrogates skipped).
    static let anyScalars = Gen<UInt32>.value(in: 0...(0x10FFFF - 0x800))
        .map { Unicode.Scalar($0 < 0xD800 ? $0 : $0 + 0x800) ?? "?" }
        .array(of: 0...30).map { String(String.UnicodeScalarView($0)) }

    @Test("property: un-escaping the escaped text gives the text back (controls kept)")
    func roundTrip() async {
        await propertyCheck(count: 500, input: Self.troublesome) { text in
            #expect(unescapeHTML(HTMLText.escape(text, droppingControls: false)) == text)
        }
        await propertyCheck(count: 300, input: Self.anyScalars) { text in
            #expect(unescapeHTML(HTMLText.escape(text, droppingControls: false)) == text)
        }
    }

    @Test("property: escaped text holds no raw < > \" ' and every & starts an entity")
    func noRawSpecials() async {
        await propertyCheck(count: 500, input: Self.troublesome) { text in
            #expect(escapedProblems(HTMLText.escape(text)) == [])
            #expect(escapedProblems(HTMLText.escape(text, droppingControls: false)) == [])
        }
    }

    @Test("property: dropping controls is escaping the text without them")
    func droppingIsFiltering() async {
        await propertyCheck(count: 300, input: Self.troublesome) { text in
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter {
                !($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value)) && !(0x7F...0x9F).contains($0.value)
                    && $0.value != 0xFFFE && $0.value != 0xFFFF
            }))
            #expect(HTMLText.escape(text) == HTMLText.escape(kept, droppingControls: false))
        }
    }

    /// `escape` written the plainest way: scalar by scalar.
    static func reference(_ text: String, droppingControls: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let forbidden = (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF
            if droppingControls && forbidden { continue }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // The scan reads each byte's class from a table, and text without DEL, C1 or U+FFFE/U+FFFF lead bytes is
    // escaped byte by byte: both checked against the scalar-by-scalar form.
    @Test("escaping equals the scalar-by-scalar form on random text of every byte class, controls dropped or kept")
    func asReference() {
        let pieces: [String] = ["a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1}", "\u{1F}",
                                "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
                                "\u{EFFF}", "\u{301}", "👩\u{200D}💻", "日本", "&amp;", "\u{2028}"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3_000 {
            let count = round < 40 ? round % 4 : Int.random(in: 0...24, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for dropping in [true, false] {
                #expect(HTMLText.escape(text, droppingControls: dropping) == Self.reference(text, droppingControls: dropping),
                        "\(Array(text.unicodeScalars.map(\.value))) dropping \(dropping)")
            }
        }
    }
}
