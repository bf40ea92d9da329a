import Foundation
import HistoryStore
import Metrics
import Workspace

/// `sitegen import loop FOLDER`: a Loop Habit Tracker CSV export into the site's store, in one transaction.
public enum LoopImportTask {
    /// Reads the export in `folder`, works out what to write against the stored habits (today is `now`'s
    /// day in the site's `time_zone`) and writes it all in ONE transaction. Any error leaves the store as
    /// it was; a store the import created is removed again.
    public static func run(siteDirectory: String, folder: String, now: Date,
                           io: FileIO = .live) throws(LoopImportError) -> LoopImportSummary {
        let workspace: Workspace
        do throws(SiteFolderError) { workspace = try Workspace(siteDirectory: siteDirectory) } catch { throw .settings(error.message) }
        let export = try LoopExport.read(folder: folder, io: io)
        let path = workspace.storePath
        var summary = try removingNewStoreOnFailure(path) { () throws(LoopImportError) in
            try importInto(path, export, today: workspace.today(now))
        }
        summary.demo = workspace.settings.demo
        return summary
    }

    private static func importInto(_ path: String, _ export: LoopExport, today: LocalDay) throws(LoopImportError) -> LoopImportSummary {
        do {
            let store = try HistoryStore.open(path: path, mode: .readWrite)
            let plan = LoopImportPlan(export: export, history: try store.loadHistory(), today: today)
            try store.write { writer in try apply(plan, with: writer) }
            return plan.summary
        } catch {
            throw .store("\(error)")
        }
    }

    /// Writes the plan: the category, then each habit and its check-ins.
    static func apply(_ plan: LoopImportPlan, with writer: HistoryWriter) throws {
        if let category = plan.newCategory { try writer.addFullHabitCategory(category) }
        for item in plan.items {
            var id = item.habit.id
            if item.isNew {
                id = try writer.addFullHabit(item.habit)
            } else if item.changed {
                try writer.updateHabit(item.habit)
            }
            for checkIn in item.checkIns {
                var stored = checkIn
                stored.habitID = id
                try writer.setFullCheckIn(stored)
            }
        }
    }
}
