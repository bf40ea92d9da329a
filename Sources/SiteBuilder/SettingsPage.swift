import Settings

/// The Settings page: every setting in force with its `site.toml` key.
struct SettingsPage {
    struct Row {
        let key: String
        let value: String
        let meaning: String
        let isDefault: Bool
    }

    let rows: [Row]
    let historySource: String
    let builtAt: String

    static let path = PagePath.settings

    init(context: BuildContext) {
        self.rows = context.settings.entries.map { Row(key: $0.key, value: $0.value, meaning: $0.meaning, isDefault: $0.isDefault) }
        self.historySource = context.historySource
        self.builtAt = context.builtAtText
    }

    /// Renders the page into `site`.
    static func render(_ context: BuildContext, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let body = try templates.render(SettingsPage(context: context), with: "settings")
        let layout = Layout(path: path, title: "Settings · \(context.settings.title)", section: nil, body: body, context: context)
        try site.add(path.file, text: try templates.render(layout, with: "layout"))
    }
}
