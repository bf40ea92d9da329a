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
    /// A one-line meaning.
    public let meaning: String
    /// Reads a TOML value into the settings; the problem when it is refused.
    let apply: @Sendable (TOMLValueConvertible, inout SiteSettings) -> ValueProblem?
    /// The value in force, as written in TOML.
    let written: @Sendable (SiteSettings) -> String
    /// Whether the value in force is the default.
    let holdsDefault: @Sendable (SiteSettings) -> Bool

    init<Value>(
        _ path: String, _ kind: ValueKind<Value>, _ field: WritableKeyPath<SiteSettings, Value> & Sendable,
        documentedDefault: String? = nil, meaning: String
    ) {
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
        self.holdsDefault = { $0[keyPath: field] == SiteSettings.defaults[keyPath: field] }
    }
}
