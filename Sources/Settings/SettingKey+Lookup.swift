extension SettingKey {
    /// The table the key lives in (`activity`), or `nil` at the top level.
    public var table: String? {
        let parts = path.split(separator: ".")
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// The key's name inside its table (`step_goal`).
    public var name: String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// The key paths as TOML names, for lookups: `["activity", "step_goal"]`.
    var components: [String] {
        path.split(separator: ".").map(String.init)
    }

    /// The tables, in catalog order: `store`, `activity`, ….
    public static var tables: [String] {
        all.compactMap(\.table).reduce(into: []) { tables, table in
            if !tables.contains(table) { tables.append(table) }
        }
    }

    /// The names of the keys in `table` (`nil`: the top level), in catalog order.
    public static func names(inTable table: String?) -> [String] {
        all.filter { $0.table == table }.map(\.name)
    }
}
