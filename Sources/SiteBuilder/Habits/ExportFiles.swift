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

extension HabitExport.HabitRecord: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("archived", archived); f("category", category); f("created", created); f("endDay", endDay)
        f("frequency", frequency); f("icon", icon); f("id", id); f("loop", loop); f("morningRoutine", morningRoutine)
        f("name", name); f("position", position); f("rollover", rollover); f("startDay", startDay)
        f("targetUnit", targetUnit); f("targetValue", targetValue); f("timesPerWeek", timesPerWeek)
        f("weekdays", weekdays)
    }
}

extension HabitExport.CheckInRecord: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("count", count); f("day", day); f("habitID", habitID); f("level", level); f("minute", minute)
        f("skipped", skipped)
    }
}

extension HabitExport.MomentRecord: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("category", category); f("day", day); f("habitID", habitID); f("id", id); f("markdown", markdown)
        f("title", title)
    }
}
