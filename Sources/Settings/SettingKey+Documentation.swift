extension SettingKey {
    /// The Markdown table of every key (key, type, default, allowed values, meaning), as in README.md.
    public static var markdownTable: String {
        let header = [
            "| Key | Type | Default | Allowed | Meaning |",
            "|---|---|---|---|---|",
        ]
        return (header + all.map(\.markdownRow)).joined(separator: "\n") + "\n"
    }

    /// One row of the table.
    private var markdownRow: String {
        let cells = ["`\(path)`", type, code(defaultValue), allowed, meaning]
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
