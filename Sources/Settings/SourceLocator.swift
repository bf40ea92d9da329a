/// Finds, best effort, the line where a key or table is written in the text of a TOML file.
///
/// It reads table headers (`[activity]`) and `key =` lines, so `step_goal = 1` under
/// `[activity]` and `activity.step_goal = 1` at the top level both locate `activity.step_goal`.
struct SourceLocator {
    /// Each header or assignment: its 1-based line and the full key path it names.
    private let statements: [(line: Int, path: [String])]

    /// Scans `text` once.
    init(text: String) {
        var statements: [(line: Int, path: [String])] = []
        var table: [String] = []
        var inMultilineString = false
        // "\r\n" is one Character in Swift: a CRLF file's lines end in it, not in "\n".
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingWhitespace
            let wasInString = inMultilineString
            if line.occurrences(of: "\"\"\"") % 2 == 1 || line.occurrences(of: "'''") % 2 == 1 {
                inMultilineString.toggle()
            }
            guard !wasInString, let statement = Self.statement(line, in: &table) else { continue }
            statements.append((index + 1, statement))
        }
        self.statements = statements
    }

    /// The first line that names `path` or something inside it; `nil` when none does.
    func line(of path: [String]) -> Int? {
        statements.first { $0.path.starts(with: path) }?.line
    }

    /// The path a header or assignment names, updating the current table on a header.
    private static func statement(_ line: Substring, in table: inout [String]) -> [String]? {
        if line.hasPrefix("[") {
            let inside = line.drop { $0 == "[" }.prefix { $0 != "]" }
            table = keyParts(inside)
            return table
        }
        guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { return nil }
        return table + keyParts(line[..<equals])
    }

    /// Splits a dotted TOML key outside quotes and unquotes each part.
    private static func keyParts(_ key: Substring) -> [String] {
        var parts: [String] = [], current = "", quote: Character?
        for character in key {
            if character == quote { quote = nil } else if quote == nil, character == "\"" || character == "'" {
                quote = character
            } else if quote == nil, character == "." {
                parts.append(current); current = ""
            } else { current.append(character) }
        }
        parts.append(current)
        return parts.map { String($0.trimmingWhitespace) }
    }
}
