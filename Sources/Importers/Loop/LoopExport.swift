import Foundation
import Metrics
import SiteBuilder

/// A Loop Habit Tracker CSV export, read from the folder unzipped from `Loop Habits CSV <date>.zip`.
///
/// The folder holds `Habits.csv`, the top-level `Checkmarks.csv` (every exported habit, one column
/// each) and a folder per habit (`001 Meditate/Checkmarks.csv`, numbered by the habit's `Position`).
/// A habit's entries come from its own folder's file first; the top-level file fills in the days that
/// file lacks. `Scores.csv` files are not read.
public struct LoopExport: Sendable, Equatable {
    /// The folder holding `Habits.csv`.
    public var folder: String
    public var habits: [LoopHabit]
    /// Each habit's entries by day, keyed by the habit's position.
    public var entries: [Int: [LocalDay: LoopEntry]]

    public init(folder: String, habits: [LoopHabit], entries: [Int: [LocalDay: LoopEntry]] = [:]) {
        self.folder = folder
        self.habits = habits
        self.entries = entries
    }

    /// Reads the export in `folder` (or in the one folder inside it that holds `Habits.csv`).
    public static func read(folder: String, io: FileIO = .live) throws(LoopImportError) -> LoopExport {
        let files = try LoopExportFiles(folder: folder, io: io)
        var export = LoopExport(folder: files.root, habits: try LoopHabitsFile.parse(try files.text(files.habits), file: files.habits))
        let byPosition = Dictionary(export.habits.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, path) in try files.habitCheckmarks(positions: Set(byPosition.keys)) {
            guard let habit = byPosition[position] else { continue }
            export.add(try LoopCheckmarksFile.perHabit(try files.text(path), file: path, habit: habit), position: position)
        }
        if let path = files.topLevelCheckmarks {
            let columns = try LoopCheckmarksFile.topLevel(try files.text(path), file: path, habits: export.habits)
            for (position, entries) in columns { export.add(entries, position: position) }
        }
        return export
    }

    /// Adds the entries of days the habit has none for yet.
    mutating func add(_ list: [LoopEntry], position: Int) {
        for entry in list where entries[position]?[entry.day] == nil {
            entries[position, default: [:]][entry.day] = entry
        }
    }
}
