import Foundation

/// What TOMLKit cannot be trusted with, checked before the text reaches it: characters TOML forbids
/// (here) and the shapes its toml++ fails an assertion on (`TOMLPrecheck+Structure.swift`).
///
/// TOML 1.0 allows no control character anywhere but tab and line breaks: comments and every kind
/// of string exclude U+0000…U+0008, U+000A…U+001F (line feeds only inside multi-line strings) and
/// U+007F, and a line break is LF or CR LF, never a lone CR. TOMLKit hands the text to C++ as a
/// C string, so a NUL would silently cut it short there; here it is refused with its line.
enum TOMLPrecheck {
    /// The text of `bytes`, or the line of the first byte that is not UTF-8.
    static func text(_ bytes: Data, file: String) throws(SettingsError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let valid = validPrefixLength(bytes)
        let line = bytes.prefix(valid).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = String(decoding: bytes.prefix(valid).split(separator: 0x0A, omittingEmptySubsequences: false).last ?? [],
                            as: UTF8.self).unicodeScalars.count + 1
        throw .malformedTOML(file: file, line: line, column: column,
                             reason: "byte \(valid) is not UTF-8 text (save the file as UTF-8)")
    }

    /// Throws for the first control character TOML forbids, naming its line and column.
    static func check(_ text: String, file: String) throws(SettingsError) {
        var line = 1, column = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if previous == "\r", scalar != "\n" { throw loneReturn(file, line, column) }
            if scalar == "\n" {
                line += 1
                column = 0
                continue
            }
            column += 1
            if scalar == "\t" || scalar == "\r" { continue }
            guard scalar.value < 0x20 || scalar.value == 0x7F else { continue }
            throw .malformedTOML(file: file, line: line, column: column, reason: forbidden(scalar))
        }
        if previous == "\r" { throw loneReturn(file, line, column) }
    }

    private static func forbidden(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = scalar.value == 0 ? "a NUL character (U+0000)" : "the control character U+" + String(repeating: "0", count: 4 - code.count) + code
        return "\(name) is not allowed in TOML (inside a quoted string write it as an escape, such as \\u"
            + String(repeating: "0", count: 4 - code.count) + code + ")"
    }

    private static func loneReturn(_ file: String, _ line: Int, _ column: Int) -> SettingsError {
        .malformedTOML(file: file, line: line, column: column,
                       reason: "a carriage return (U+000D) not followed by a line feed is not allowed in TOML")
    }

    /// How many leading bytes of `bytes` are valid UTF-8.
    private static func validPrefixLength(_ bytes: Data) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var length = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): length += UTF8.width(scalar)
            case .emptyInput, .error: return length
            }
        }
    }
}
