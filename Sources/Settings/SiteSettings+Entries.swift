extension SiteSettings {
    /// Every key in force, in `site.toml` order, for the Settings page: value as written in TOML,
    /// meaning, and whether it is the default.
    public var entries: [SettingEntry] {
        SettingKey.all.map { key in
            SettingEntry(key: key.path, value: key.written(self), meaning: key.meaning,
                         isDefault: key.holdsDefault(self))
        }
    }
}
