/// One setting in force, as the Settings page shows it.
public struct SettingEntry: Sendable, Equatable {
    /// The key path, such as `activity.step_goal`.
    public let key: String
    /// The value as it would be written in TOML, such as `10000` or `"dark"`.
    public let value: String
    /// A one-line meaning of the key.
    public let meaning: String
    /// Whether the value is the default.
    public let isDefault: Bool

    /// An entry from its parts.
    public init(key: String, value: String, meaning: String, isDefault: Bool) {
        self.key = key
        self.value = value
        self.meaning = meaning
        self.isDefault = isDefault
    }
}
