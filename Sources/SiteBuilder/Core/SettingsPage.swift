import Foundation
import Settings
import Strings
import Workspace

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

    static let path = Routes.settings

    init(model: SiteModel) {
        let words = model.words
        self.rows = model.settings.entries.map {
            Row(key: $0.key, value: $0.value, meaning: Self.meaningKey($0.key).map { words[$0] } ?? $0.meaning, isDefault: $0.isDefault)
        }
        self.historySource = Self.publicSource(model)
        self.builtAt = model.builtAtText
    }

    /// The string table's key of a setting's meaning: `meaning` and the setting's path in camel case
    /// (`activity.step_goal` → `meaningActivityStepGoal`), whose English text is the catalog's meaning
    /// (`WordsTests` compares them); `nil` for a setting the table has no words for (the catalog's are shown).
    static func meaningKey(_ path: String) -> StringKey? {
        let parts = path.split { $0 == "." || $0 == "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return StringKey(rawValue: "meaning" + parts.joined())
    }

    /// Where the history came from, as a published page may say it: the store's path relative to
    /// the site folder (`store.path`), never the machine's absolute path (which names the user);
    /// an absolute `store.path` is shown by its file name only. Further lines (a time-zone
    /// recomputation) follow as they are.
    static func publicSource(_ model: SiteModel) -> String {
        var lines = model.historySource.components(separatedBy: "\n")
        if !model.settings.demo {
            let path = model.settings.store.path
            lines[0] = path.hasPrefix("/") || path.hasPrefix("~") ? (path as NSString).lastPathComponent : path
        }
        return lines.joined(separator: "\n")
    }

    /// Renders the page into `site`.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        try site.add(path.file, page: try templates.page(path, title: model.words[.settings], section: nil, view: SettingsPage(model: model),
                                                         template: "settings", model: model))
    }
}

/// The page: listed, not reflected.
extension SettingsPage: Fields {
    func fields(_ f: inout some FieldVisitor) { f("rows", rows); f("historySource", historySource); f("builtAt", builtAt) }
}

/// A setting of the Settings page: listed, not reflected.
extension SettingsPage.Row: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("key", key); f("value", value); f("meaning", meaning); f("isDefault", isDefault)
    }
}
