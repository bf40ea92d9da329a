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
        }
    }

    /// ` (line 5)`, or nothing when the line is unknown.
    private static func at(_ line: Int?) -> String {
        line.map { " (line \($0))" } ?? ""
    }
}
