import Foundation
import HistoryStore
import Metrics
import Workspace

/// `sitegen export` and `sitegen restore`: the habit backup out of and into the store.
///
/// Restore replaces the store's habit data (categories, habits, check-ins, moments) with the file's, in
/// ONE transaction, keeping the file's ids; health data, goals, gym visits and notes stay. A store that
/// already holds habit data is replaced only with `replace` (`--replace`); otherwise restore refuses.
public enum ExportTasks {
    /// The export of the site's store as JSON.
    public static func exportJSON(siteDirectory: String, now: Date) throws -> Data {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, mode: .readOnly)
        do { return try HabitExport(history: session.history).json() } catch {
            throw HabitError("could not write the export as JSON: \(error)")
        }
    }

    /// The export of the site's store as CSV files, file name → text.
    public static func exportCSV(siteDirectory: String, now: Date) throws -> [String: String] {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, mode: .readOnly)
        return HabitExport(history: session.history).csvFiles
    }

    /// What a restore wrote.
    public struct RestoreSummary: Sendable, Equatable {
        public let categories: Int
        public let habits: Int
        public let checkIns: Int
        public let moments: Int
        /// How many habits and moments the store held before (replaced).
        public let replacedHabits: Int
        public let replacedMoments: Int
    }

    /// Restores the export `data` (read from `file`) into the site's store; see the type's rules.
    public static func restore(_ data: Data, file: String, replace: Bool, siteDirectory: String, now: Date) throws -> RestoreSummary {
        let export = try HabitExport.read(data, file: file)
        // The file is checked before the store is opened, so a refused file cannot even create one.
        let workspace = try Workspace(siteDirectory: siteDirectory)
        let values = try export.values(file: file, today: workspace.today(now))
        let session = try HabitSession(workspace, now: now)
        let old = session.history
        let holdsData = !(old.habits.isEmpty && old.moments.isEmpty && old.habitCategories.isEmpty)
        if holdsData, !replace {
            throw HabitError("the store already holds \(old.habits.count) habits, \(old.checkIns.count) check-ins and "
                + "\(old.moments.count) moments; `sitegen restore \(file) --replace` replaces them with the file's (nothing was changed)")
        }
        try session.write { writer in
            try writer.removeHabitData()
            for category in values.categories { try writer.addFullHabitCategory(category) }
            try writer.setCategoryOrder(export.categoryOrder)
            for habit in values.habits { try writer.insertHabitKeepingID(habit) }
            for checkIn in values.checkIns { try writer.setFullCheckIn(checkIn) }
            for moment in values.moments { try writer.insertMomentKeepingID(moment) }
        }
        return RestoreSummary(categories: values.categories.count, habits: values.habits.count, checkIns: values.checkIns.count,
                              moments: values.moments.count, replacedHabits: old.habits.count, replacedMoments: old.moments.count)
    }
}
