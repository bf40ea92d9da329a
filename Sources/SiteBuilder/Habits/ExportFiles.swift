import Foundation
import Metrics
import Workspace

/// The habit export in the site: `data/export.json` (what `sitegen export --json` writes and
/// `sitegen restore` reads) and `data/checkins.csv`, linked from the Habit Reports header.
enum ExportFiles {
    static let jsonPath = Routes.data(.export)
    static let checkInsCSVPath = Routes.checkInsCSV

    /// Adds both files to `site`.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let export = HabitExport(history: model.history)
        site.addLater(jsonPath) { () throws(BuildError) in try DataFiles.encode(export) }
        try site.add(checkInsCSVPath, text: export.checkInsCSV)
    }
}

/// `data/export.json` written by hand (`JSONOut`): the members in the order of their keys. `sitegen export
/// --json` (indented) and `restore` keep to the `Codable` form, which `JSONOutTests` compares with this.
extension HabitExport: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("categories", categories); f("checkIns", checkIns); f("format", format); f("habits", habits)
        f("moments", moments); f("version", version)
    }
}

extension HabitExport.Category: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("gradientFrom", gradientFrom); f("gradientTo", gradientTo); f("icon", icon); f("name", name)
        f("position", position)
    }
}

/// The habit's own fields (`Habit.fields`) with its frequency as the export writes it: the kind in the
/// frequency's place, then `timesPerWeek` and `weekdays`, which come after every other key.
extension HabitExport.HabitRecord: Fields {
    func fields(_ f: inout some FieldVisitor) {
        var kind = FrequencyAsKind(inner: f, kind: frequency)
        habit.fields(&kind)
        f = kind.inner
        f("timesPerWeek", timesPerWeek); f("weekdays", weekdays)
    }
}

/// Passes every field on as it is, but a habit's frequency as the export's kind ("times_per_week").
private struct FrequencyAsKind<Inner: FieldVisitor>: FieldVisitor {
    var inner: Inner
    let kind: String

    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) {
        if Value.self == HabitFrequency.self { inner(name, kind) } else { inner(name, value) }
    }
}

extension HabitExport.CheckInRecord: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("count", count); f("day", day); f("habitID", habitID); f("level", level); f("minute", minute)
        f("skipped", skipped)
    }
}

/// A moment as the export writes it (`HabitExport.MomentRecord` is `Moment`).
extension Moment: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("category", category); f("day", day); f("habitID", habitID); f("id", id); f("markdown", markdown)
        f("title", title)
    }
}
