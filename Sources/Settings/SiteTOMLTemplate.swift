/// The `site.toml` that `sitegen init` writes: every key of the catalog with its default and a one-line
/// explanation, commented out so a default keeps following sitegen's, except `time_zone` (the machine's).
public enum SiteTOMLTemplate {
    /// The text of a new `site.toml` whose `time_zone` is `timeZone` (an IANA name).
    public static func text(timeZone: String) -> String {
        var lines = [
            "# sitegen settings. Every key is optional: a key left out, or commented out with `#` as most are",
            "# here, takes the default shown. Remove the `#` in front of a key to change it. sitegen's",
            "# docs/settings.md explains each one; `sitegen build` checks them and names any mistake.",
        ]
        var table: String?
        for key in SettingKey.all {
            if key.table != table {
                table = key.table
                lines += ["", "[\(key.table ?? "")]"]
            }
            lines += ["", "# \(key.meaning) Allowed: \(key.allowed)."]
            if key.path == "time_zone" {
                lines += ["# Taken from this machine by `sitegen init`.", "time_zone = \(TOMLLiteral.string(timeZone))"]
            } else {
                lines.append("# \(key.name) = \(key.defaultValue)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
