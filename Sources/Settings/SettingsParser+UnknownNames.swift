import TOMLKit

extension SettingsParser {
    /// Every key or table in the document that the catalog does not define.
    func unknownNames(in root: TOMLTable) -> [SettingsError] {
        root.flatMap { name, value in topLevelProblems(name: name, value: value) }
    }

    /// The problems with one top-level name: unknown, or a known table that is not a table.
    private func topLevelProblems(name: String, value: TOMLValueConvertible) -> [SettingsError] {
        if SettingKey.names(inTable: nil).contains(name) { return [] }
        guard SettingKey.tables.contains(name) else {
            return [value.type == .table ? unknownTable(name) : unknownKey(name, inTable: nil)]
        }
        guard let table = value.table else {
            return [.invalidValue(file: file, key: name, line: locator.line(of: [name]),
                                  expected: "a table [\(name)]", found: TOMLLiteral.describe(value))]
        }
        let known = SettingKey.names(inTable: name)
        return table.keys.filter { !known.contains($0) }.map { unknownKey($0, inTable: name) }
    }

    /// An unknown table, with the closest known one.
    private func unknownTable(_ name: String) -> SettingsError {
        let known = SettingKey.tables
        return .unknownTable(file: file, table: name, line: locator.line(of: [name]), known: known,
                             suggestion: KeySuggestion.closest(to: name, among: known))
    }

    /// An unknown key in `table` (`nil`: the top level), with the closest known one.
    private func unknownKey(_ name: String, inTable table: String?) -> SettingsError {
        let known = SettingKey.names(inTable: table)
        let path = (table.map { [$0] } ?? []) + [name]
        let suggestion = KeySuggestion.closest(to: name, among: known)
            ?? (table == nil ? Self.homeTable(of: name) : nil)
        return .unknownKey(file: file, key: path.joined(separator: "."), line: locator.line(of: path),
                           table: table, known: known, suggestion: suggestion)
    }

    /// `activity.step_goal` when a top-level `step_goal` belongs in a table.
    private static func homeTable(of name: String) -> String? {
        SettingKey.all.first { $0.table != nil && $0.name == name }?.path
    }
}
