import Foundation
import Metrics
import Workspace

/// The habit export in the site: `data/export.json` (what `sitegen export --json` writes and
/// `sitegen restore` reads) and `data/checkins.csv`, linked from the Habit Reports header.
enum ExportFiles {
    static let jsonPath = Routes.data(.export)
    static let checkInsCSVPath = Routes.checkInsCSV

    /// Adds both files to `site`.
    static func render(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let export = HabitExport(history: context.history)
        site.addLater(jsonPath) { () throws(BuildError) in try export.json() }
        try site.add(checkInsCSVPath, text: export.checkInsCSV)
    }
}
