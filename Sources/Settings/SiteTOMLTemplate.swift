import Metrics

/// The `site.toml` that `sitegen init` writes: every key of the catalog with its default and a one-line
/// explanation, commented out so a default keeps following sitegen's, except `time_zone` and `locale`
/// (the machine's).
public enum SiteTOMLTemplate {
    /// The text of a new `site.toml` whose `time_zone` is `timeZone` (an IANA name) and whose `locale`
    /// is `locale` (a BCP 47 tag).
    public static func text(timeZone: String, locale: String = SiteLocale.enUS.tag) -> String {
        var lines = [
            "# sitegen settings. Every key is optional: a key left out, or commented out with `#` as most are",
            "# here, takes the default shown. Remove the `#` in front of a key to change it. sitegen's",
            "# docs/settings.md explains each one; `sitegen build` checks them and names any mistake.",
        ]
        var inForce = SiteSettings.defaults
        inForce.writtenLocale = SiteLocale(locale) ?? .enUS
        inForce = inForce.localeDefaults
        var table: String?
        for key in SettingKey.all {
            if key.table != table {
                table = key.table
                lines += ["", "[\(key.table ?? "")]"]
            }
            lines += ["", "# \(key.meaning) Allowed: \(key.allowed)."]
            if let note = key.defaultNote { lines.append("# Without `locale`: \(key.defaultValue); \(note).") }
            if key.path == "time_zone" {
                lines += ["# Taken from this machine by `sitegen init`.", "time_zone = \(TOMLLiteral.string(timeZone))"]
            } else if key.path == "locale" {
                lines += ["# Taken from this machine by `sitegen init`.", "locale = \(TOMLLiteral.string(locale))"]
            } else {
                lines.append("# \(key.name) = \(key.written(inForce))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
