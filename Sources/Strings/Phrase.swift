import Foundation

/// A text with `{name}` placeholders, cut once into its literal runs and its placeholders, so that filling
/// it joins a few strings: every page fills hundreds of phrases, and finding the braces again on each fill
/// was most of the words' cost.
///
/// The cut is byte by byte (the braces are ASCII): a placeholder runs from a `{` to the first `}` after it,
/// whatever is between (`{a{count}` is the one name `a{count`); a `{` with no `}` after it is text to the end.
struct Phrase: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        /// A placeholder: its name, and the text it was written as, kept when no value has the name.
        case placeholder(name: String, written: String)
    }

    let pieces: [Piece]
    /// The bytes of its text runs: with a few bytes for each value, the filled text's size, reserved once.
    private let textBytes: Int

    /// The pieces of `text`, or nil when it holds no placeholder (it is then written as it is).
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        let opening = UInt8(ascii: "{"), closing = UInt8(ascii: "}")
        var pieces: [Piece] = []
        var start = 0, index = 0
        func string(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        while index < bytes.count {
            guard bytes[index] == opening, let close = bytes[(index + 1)...].firstIndex(of: closing) else {
                index += 1
                continue
            }
            if start < index { pieces.append(.text(string(start, index))) }
            pieces.append(.placeholder(name: string(index + 1, close), written: string(index, close + 1)))
            index = close + 1
            start = index
        }
        guard !pieces.isEmpty else { return nil }
        if start < bytes.count { pieces.append(.text(string(start, bytes.count))) }
        self.pieces = pieces
        var textBytes = 0
        for case .text(let text) in pieces { textBytes += text.utf8.count }
        self.textBytes = textBytes
    }

    /// The text with each placeholder replaced by the first value whose name is the same bytes, or as
    /// written when none is.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        // Index loops, not `for in`: without optimisation the iterators (of a list of pairs above all) cost
        // several times the filling.
        var out = ""
        out.reserveCapacity(textBytes + 16 * (pieces.count - 1))
        var index = 0
        while index < pieces.count {
            switch pieces[index] {
            case .text(let text): out += text
            case let .placeholder(name, written): out += Self.value(named: name, in: values) ?? written
            }
            index += 1
        }
        return out
    }

    private static func value(named name: String, in values: KeyValuePairs<String, String>) -> String? {
        var index = 0
        while index < values.count {
            let pair = values[index]
            if sameBytes(pair.key, name) { return pair.value }
            index += 1
        }
        return nil
    }

    /// Whether two texts are the same UTF-8 (`==` would also take a canonically equal one).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}
