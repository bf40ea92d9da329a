/// A problem with `site.toml`; `description` is the full one-line message naming file, place and expectation.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist; `absolutePath` is where it was looked for.
    case fileNotFound(file: String, absolutePath: String)
    /// The file exists but cannot be read as UTF-8 text.
    case unreadable(file: String, reason: String)
    /// The text is not valid TOML; `reason` is the parser's explanation.
    case malformedTOML(file: String, line: Int, column: Int, reason: String)
    /// A key no table defines; `table` is `nil` at the top level, `known` the keys that exist there.
    case unknownKey(file: String, key: String, line: Int?, table: String?, known: [String], suggestion: String?)
    /// A table that does not exist; `known` lists the tables that do.
    case unknownTable(file: String, table: String, line: Int?, known: [String], suggestion: String?)
    /// A known key with a value of the wrong type or outside its range.
    case invalidValue(file: String, key: String, line: Int?, expected: String, found: String)
    /// A strings file (`Strings/de.toml`) names a key no string table has; the known keys are too many
    /// to list, so the message names the closest one and where the list is.
    case unknownStringKey(file: String, key: String, line: Int?, suggestion: String?)

    /// The line the problem is on, when known.
    var line: Int? {
        switch self {
        case .fileNotFound, .unreadable: return nil
        case .malformedTOML(_, let line, _, _): return line
        case .unknownKey(_, _, let line, _, _, _), .unknownTable(_, _, let line, _, _),
             .invalidValue(_, _, let line, _, _), .unknownStringKey(_, _, let line, _):
            return line
        }
    }
}

extension SettingsError {
    /// The full one-line message, such as
    /// `site.toml: activity.step_goal (line 4): expected an integer, found a string "ten"`.
    public var description: String {
        switch self {
        case let .fileNotFound(file, absolutePath):
            return "\(file): file not found (looked in \(absolutePath))"
        case let .unreadable(file, reason):
            return "\(file): cannot read the file: \(reason)"
        case let .malformedTOML(file, line, column, reason):
            return "\(file):\(line):\(column): malformed TOML" + (reason.isEmpty ? "" : ": \(reason)")
        case let .unknownKey(file, key, line, table, known, suggestion):
            let scope = table.map { "known keys in [\($0)]" } ?? "known top-level keys"
            return "\(file): unknown key '\(key)'\(Self.at(line)); \(scope): \(known.joined(separator: ", "))"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .unknownTable(file, table, line, known, suggestion):
            let tables = known.map { "[\($0)]" }.joined(separator: ", ")
            return "\(file): unknown table [\(table)]\(Self.at(line)); known tables: \(tables)"
                + (suggestion.map { "; did you mean [\($0)]?" } ?? "")
        case let .invalidValue(file, key, line, expected, found):
            return "\(file): \(key)\(Self.at(line)): expected \(expected), found \(found)"
        case let .unknownStringKey(file, key, line, suggestion):
            return "\(file): unknown key '\(key)'\(Self.at(line))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (docs/translating.md lists every key)"
        }
    }

    /// ` (line 5)`, or nothing when the line is unknown.
    private static func at(_ line: Int?) -> String {
        line.map { " (line \($0))" } ?? ""
    }
}
