extension TOMLPrecheck {
    /// Throws for the shapes that make toml++ (inside TOMLKit 0.6.0) fail an assertion, which aborts
    /// the whole program in a debug build and is undefined behaviour in a release build (there the
    /// assertion becomes `__builtin_assume`). All were found by Fuzz/run.sh (FuzzSiteTOML):
    /// - a table header whose `[` (or `[[`) is not followed by a key or `]`: `[` at the end of a
    ///   line, `[#`, `[=`, `[[[`;
    /// - a `}` where an array expects a value: `[1, }`;
    /// - whitespace other than space and tab outside strings and comments (TOML allows no other);
    /// - any of these right after a byte-order mark;
    /// - the escape `\u0000` (or `\U00000000`) in a basic string or quoted key: TOMLKit passes the
    ///   decoded text on as a C string, which would silently end at the NUL (`before\u0000after` became
    ///   `before`), so it is refused with its line and column, as a raw NUL is.
    /// A header is a `[` that opens a line outside strings, comments and array or inline-table values.
    static func checkStructure(_ text: String, file: String) throws(SettingsError) {
        var scalars = Array(text.unicodeScalars)
        // toml++ skips a byte-order mark at the start: so does the scan, or a header right after it
        // would not be seen as one (FuzzSiteTOML).
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var scanner = StructureScanner(scalars)
        while let finding = scanner.next() {
            switch finding {
            case let .header(index, line, column):
                guard let key = scanner.keyPosition(afterHeaderAt: index), !isKeyStart(scanner.scalars[key]) else { continue }
                throw .malformedTOML(file: file, line: line, column: column,
                                     reason: "expected a table name after '[', found \(describe(scanner.scalars[key]))")
            case let .problem(line, column, reason):
                throw .malformedTOML(file: file, line: line, column: column, reason: reason)
            }
        }
    }

    /// A bare key character, a quote opening a quoted key, or `]` (toml++ reports an empty name itself).
    private static func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'", "]": true
        default: false
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n", "\r": "the end of the line"
        case " "..."~": "'\(Character(scalar))'"
        default: "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
    }
}

/// What the scanner stops at: a table header's `[`, or a shape toml++ cannot be given.
private enum StructureFinding {
    case header(index: Int, line: Int, column: Int)
    case problem(line: Int, column: Int, reason: String)
}

/// Walks TOML text just far enough to tell table headers from `[` inside values, strings and
/// comments, and to see where an array expects a value.
private struct StructureScanner {
    let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The open `[` and `{` of values, innermost last.
    private var open: [Unicode.Scalar] = []
    /// Only whitespace since the line began.
    private var atLineStart = true
    /// Right after an array's `[` or a `,` inside it: a value or `]` must come next.
    private var expectingArrayValue = false
    /// A problem found inside a string while skipping it (a NUL escape), reported before going on.
    private var stringProblem: StructureFinding?

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The next header or problem.
    mutating func next() -> StructureFinding? {
        while index < scalars.count {
            if let problem = stringProblem { return problem }
            let scalar = scalars[index]
            let column = index - lineStart + 1
            switch scalar {
            case "\n":
                line += 1
                index += 1
                lineStart = index
                atLineStart = true
                continue
            case " ", "\t", "\r":
                index += 1
                continue
            case "#":
                skip { $0 != "\n" }
                continue
            default: break
            }
            let wasExpectingValue = expectingArrayValue
            expectingArrayValue = false
            switch scalar {
            case "\"", "'": skipString(scalar)
            case "[" where atLineStart && open.isEmpty:
                let start = index
                skipHeader()
                return .header(index: start, line: line, column: column)
            case "}" where wasExpectingValue:
                return .problem(line: line, column: column, reason: "expected a value or ']' in the array, found '}'")
            case "[", "{":
                open.append(scalar)
                expectingArrayValue = scalar == "["
                atLineStart = false
                index += 1
            case "]", "}":
                _ = open.popLast()
                atLineStart = false
                index += 1
            case ",":
                expectingArrayValue = open.last == "["
                atLineStart = false
                index += 1
            default:
                if scalar.properties.isWhitespace {
                    let code = String(scalar.value, radix: 16, uppercase: true)
                    return .problem(line: line, column: column, reason: "U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) "
                        + "is not allowed outside strings and comments (TOML's whitespace is space and tab)")
                }
                atLineStart = false
                index += 1
            }
        }
        return stringProblem
    }

    /// Where toml++ expects the key of the header at `open`: after `[`, spaces or tabs, a second `[`
    /// right after the first, spaces or tabs. `nil` where toml++ reports the problem itself: the end
    /// of the file, or `[ [` (the brackets of an array of tables must touch).
    func keyPosition(afterHeaderAt open: Int) -> Int? {
        var position = skipSpaces(from: open + 1)
        if position < scalars.count, scalars[position] == "[" {
            guard position == open + 1 else { return nil }
            position = skipSpaces(from: position + 1)
        }
        return position < scalars.count ? position : nil
    }

    private func skipSpaces(from start: Int) -> Int {
        var position = start
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        return position
    }

    /// Moves past a header up to its `]` or `]]` on the same line (quoted keys may hold `]`).
    private mutating func skipHeader() {
        atLineStart = false
        index += 1
        while index < scalars.count, scalars[index] != "\n" {
            switch scalars[index] {
            case "\"", "'": skipString(scalars[index])
            case "]":
                index += 1
                if index < scalars.count, scalars[index] == "]" { index += 1 }
                return
            default: index += 1
            }
        }
    }

    /// Moves past a string: `"…"` with escapes, `'…'`, or the multi-line forms, which may span lines.
    private mutating func skipString(_ quote: Unicode.Scalar) {
        atLineStart = false
        let isMultiline = index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
        index += isMultiline ? 3 : 1
        let contentStart = index
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", quote == "\"" {
                if stringProblem == nil, isNULEscape(at: index) {
                    let escape = scalars[index + 1] == "u" ? "\\u0000" : "\\U00000000"
                    stringProblem = .problem(line: line, column: index - lineStart + 1, reason: "the escape \(escape) is a NUL "
                        + "character (U+0000), which a setting cannot hold (the text would be cut short there); remove it")
                }
                // An escaped character; a line-ending backslash leaves the line break to count below.
                index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 1 : 2
                continue
            }
            if scalar == "\n" {
                guard isMultiline else { return }
                line += 1
                lineStart = index + 1
            }
            index += 1
            guard scalar == quote else { continue }
            if !isMultiline { return }
            // Three quotes after the content's start close it; up to two more right after are content.
            if index - 3 >= contentStart, scalars[index - 2] == quote, scalars[index - 3] == quote {
                while index < scalars.count, scalars[index] == quote { index += 1 }
                return
            }
        }
    }

    /// Whether the backslash at `start` begins `\u0000` or `\U00000000`.
    private func isNULEscape(at start: Int) -> Bool {
        guard start + 1 < scalars.count else { return false }
        let digits = scalars[start + 1] == "u" ? 4 : scalars[start + 1] == "U" ? 8 : 0
        guard digits > 0, start + 1 + digits < scalars.count else { return false }
        return scalars[(start + 2)...(start + 1 + digits)].allSatisfy { $0 == "0" }
    }

    private mutating func skip(while condition: (Unicode.Scalar) -> Bool) {
        while index < scalars.count, condition(scalars[index]) { index += 1 }
    }
}
