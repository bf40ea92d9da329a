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

    /// The line the problem is on, when known.
    var line: Int? {
        switch self {
        case .fileNotFound, .unreadable: return nil
        case .malformedTOML(_, let line, _, _): return line
        case .unknownKey(_, _, let line, _, _, _), .unknownTable(_, _, let line, _, _),
             .invalidValue(_, _, let line, _, _):
            return line
        }
    }
}
