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
    }

    /// The text with each placeholder replaced by the first value whose name is the same bytes, or as
    /// written when none is.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case let .placeholder(name, written): out += Self.value(named: name, in: values) ?? written
            }
        }
        return out
    }

    private static func value(named name: String, in values: KeyValuePairs<String, String>) -> String? {
        for (key, value) in values where sameBytes(key, name) { return value }
        return nil
    }

    /// Whether two texts are the same UTF-8 (`==` would also take a canonically equal one).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}
