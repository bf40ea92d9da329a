import TOMLKit

/// One key of `site.toml`: where it lives, what it means, which values it takes, and how to read it.
public struct SettingKey: Sendable {
    /// The key path, such as `activity.step_goal`.
    public let path: String
    /// The TOML type: `integer`, `string` or `boolean`.
    public let type: String
    /// The values allowed, such as `≥ 1` or `"dark", "light", "auto"`.
    public let allowed: String
    /// The default as written in TOML, or a phrase when it depends on the machine.
    public let defaultValue: String
    /// How the default changes with `locale`, when it does (`with locale set, that locale's first weekday`).
    public let defaultNote: String?
    /// A one-line meaning.
    public let meaning: String
    /// Reads a TOML value into the settings; the problem when it is refused.
    let apply: @Sendable (TOMLValueConvertible, inout SiteSettings) -> ValueProblem?
    /// The value in force, as written in TOML.
    let written: @Sendable (SiteSettings) -> String
    /// Whether the value in force is the default (for a key whose default follows `locale`, that locale's).
    let holdsDefault: @Sendable (SiteSettings) -> Bool
    /// Sets the key to its default beside the settings' `locale`, for a key `site.toml` leaves out.
    let adoptDefault: @Sendable (inout SiteSettings) -> Void

    init<Value>(
        _ path: String, _ kind: ValueKind<Value>, _ field: WritableKeyPath<SiteSettings, Value> & Sendable,
        documentedDefault: String? = nil, defaultNote: String? = nil, meaning: String
    ) {
        self.defaultNote = defaultNote
        self.path = path
        self.type = kind.type
        self.allowed = kind.allowed
        self.defaultValue = documentedDefault ?? kind.encode(SiteSettings.defaults[keyPath: field])
        self.meaning = meaning
        self.apply = { value, settings in
            switch kind.decode(value) {
            case .success(let decoded): settings[keyPath: field] = decoded; return nil
            case .failure(let problem): return problem
            }
        }
        self.written = { kind.encode($0[keyPath: field]) }
        self.holdsDefault = { $0[keyPath: field] == $0.localeDefaults[keyPath: field] }
        self.adoptDefault = { $0[keyPath: field] = $0.localeDefaults[keyPath: field] }
    }
}

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

extension SettingKey {
    /// The Markdown table of every key (key, type, default, allowed values, meaning), as in docs/settings.md.
    public static var markdownTable: String {
        let header = [
            "| Key | Type | Default | Allowed | Meaning |",
            "|---|---|---|---|---|",
        ]
        return (header + all.map(\.markdownRow)).joined(separator: "\n") + "\n"
    }

    /// One row of the table.
    private var markdownRow: String {
        let shown = code(defaultValue) + (defaultNote.map { "; \($0)" } ?? "")
        let cells = ["`\(path)`", type, shown, allowed, meaning]
        return "| " + cells.map { $0.replacingPipes }.joined(separator: " | ") + " |"
    }

    /// A TOML value in backticks; a phrase (such as "the machine's time zone") as it is.
    private func code(_ value: String) -> String {
        value.first == "\"" || value.first?.isNumber == true || value == "true" || value == "false"
            ? "`\(value)`" : value
    }
}

private extension String {
    /// The text with `|` escaped for a Markdown table cell.
    var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
