import Foundation
import Metrics
import Workspace

/// The computed figures as JSON under `data/`, so other tools (and tests) can read them.
///
/// Names are documented in docs/site.md. Keys are sorted and numbers rounded, so the same
/// history gives the same bytes. The site's files are compact (one line: indented, they were almost
/// twice the size); `sitegen export --json`, which a person reads, is indented.
enum DataFiles {
    /// One setting in `data/settings.json`.
    struct SettingFigure: Codable, Equatable {
        let key: String
        let value: String
        let isDefault: Bool
    }

    /// Adds `data/overview.json`, `data/days.json`, `data/weeks.json` and `data/settings.json` to `site`.
    /// The days and weeks are digested as a page's input is (`TemplateSet.dataFile`): the two largest of
    /// these, kept when a build changes nothing of the Activity figures (a check-in).
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        try site.add(Routes.data(.overview), try encode(model.overview))
        let activity = model.activity
        try site.add(Routes.data(.days), page: try templates.dataFile(Routes.data(.days), activity.days))
        try site.add(Routes.data(.weeks), page: try templates.dataFile(Routes.data(.weeks), activity.weeks))
        let settings = model.settings.entries.map { SettingFigure(key: $0.key, value: $0.value, isDefault: $0.isDefault) }
        try site.add(Routes.data(.settings), try encode(settings))
    }

    /// `value` as JSON with sorted keys and a final newline; `indented`: two spaces a level, a line a value.
    ///
    /// The compact form of the largest files is written by hand (`Fields` through `JSONOut`: the same bytes, without
    /// the `Codable` machinery); a number JSON cannot hold sends them back here, for `JSONEncoder` to report.
    static func encode<T: Encodable>(_ value: T, indented: Bool = false) throws(BuildError) -> Data {
        if !indented, let writable = value as? any FieldValue {
            var out = JSONOut()
            writable.write(to: &out)
            if !out.invalid { return out.fileData }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if indented { encoder.outputFormatting.insert(.prettyPrinted) }
        do { return try encoder.encode(value) + Data("\n".utf8) } catch {
            throw BuildError(phase: .render, message: "could not encode JSON: \(error)")
        }
    }
}
