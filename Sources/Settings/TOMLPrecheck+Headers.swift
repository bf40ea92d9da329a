extension TOMLPrecheck {
    /// Throws for a table header whose `[` (or `[[`) is not followed by a key or `]`.
    ///
    /// toml++ (inside TOMLKit 0.6.0) asserts that a key follows: `[` at the end of a line, or `[#`,
    /// `[=`, `[.`, aborts the whole program in a debug build and is undefined behaviour in a release
    /// build (the assertion becomes `__builtin_assume`). Found by Fuzz/run.sh (FuzzSiteTOML).
    /// A header is a `[` that opens a line outside strings, comments and array or inline-table values.
    static func checkHeaders(_ text: String, file: String) throws(SettingsError) {
        var scanner = HeaderScanner(Array(text.unicodeScalars))
        while let (index, line, column) = scanner.nextHeader() {
            guard let key = scanner.keyPosition(afterHeaderAt: index), !isKeyStart(scanner.scalars[key]) else { continue }
            throw .malformedTOML(file: file, line: line, column: column,
                                 reason: "expected a table name after '[', found \(describe(scanner.scalars[key]))")
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

/// Walks TOML text just far enough to tell table headers from `[` inside values, strings and comments.
private struct HeaderScanner {
    let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Open `[` and `{` of values.
    private var depth = 0
    /// Only whitespace since the line began.
    private var atLineStart = true

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The next header's `[`: its index, line and column (from 1).
    mutating func nextHeader() -> (Int, Int, Int)? {
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                index += 1
                lineStart = index
                atLineStart = true
            case "#": skip { $0 != "\n" }
            case "\"", "'": skipString(scalar)
            case "[" where atLineStart && depth == 0:
                let found = (index, line, index - lineStart + 1)
                skipHeader()
                return found
            case "[", "{":
                depth += 1
                atLineStart = false
                index += 1
            case "]", "}":
                depth = max(0, depth - 1)
                atLineStart = false
                index += 1
            default:
                if !scalar.properties.isWhitespace { atLineStart = false }
                index += 1
            }
        }
        return nil
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

    private mutating func skip(while condition: (Unicode.Scalar) -> Bool) {
        while index < scalars.count, condition(scalars[index]) { index += 1 }
    }
}
