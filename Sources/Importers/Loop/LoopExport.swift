import Foundation
import Metrics
import Workspace

/// A Loop Habit Tracker CSV export, read from `Loop Habits CSV <date>.zip` or the folder unzipped from it.
///
/// Loop's `HabitsCSVExporter` writes `Habits.csv`, a folder per exported habit (`001 Meditate/` with
/// `Checkmarks.csv` and `Scores.csv`, numbered by the habit's `Position`) and the top-level
/// `Checkmarks.csv` and `Scores.csv` (every exported habit, one column each). A habit's entries come
/// from its own folder's file first; the top-level file fills in the days that file lacks. `Scores.csv`
/// files are not read (sitegen computes scores itself).
///
/// Exports written before the `Type` column do not say which habits are numerical: a habit is read as
/// numerical when one of its entries is a number no yes/no entry can be (not 2, 1, 0, 3, -3 or -1;
/// such as `63000`, 63 units), and as yes/no otherwise.
public struct LoopExport: Sendable, Equatable {
    /// The folder (or `zip/folder`) holding `Habits.csv`.
    public var folder: String
    public var habits: [LoopHabit]
    /// Each habit's entries by day, keyed by the habit's position.
    public var entries: [Int: [LocalDay: LoopDayEntry]]

    public init(folder: String, habits: [LoopHabit], entries: [Int: [LocalDay: LoopDayEntry]] = [:]) {
        self.folder = folder
        self.habits = habits
        self.entries = entries
    }

    /// Reads the export at `path`: a zip, a folder, or a folder holding the unzipped folder; or Loop's
    /// full backup, a SQLite file (`LoopBackup`), known by its first bytes whatever its name.
    public static func read(folder path: String, io: FileIO = .live) throws(LoopImportError) -> LoopExport {
        if io.exists(path), !io.isDirectory(path), LoopBackup.isSQLite(path) { return try LoopBackup.read(path) }
        let files = try LoopExportFiles(path: path, io: io)
        var habits = try LoopHabitsFile.parse(try files.text(files.habits), file: files.habits)
        var cells: [Int: [[LoopCell]]] = [:]
        let positions = Set(habits.map(\.position))
        for (position, path) in try files.habitCheckmarks(positions: positions) {
            cells[position, default: []].append(try LoopCheckmarksFile.perHabit(try files.text(path), file: path))
        }
        if let path = files.topLevelCheckmarks {
            for (position, list) in try LoopCheckmarksFile.topLevel(try files.text(path), file: path, habits: habits) {
                cells[position, default: []].append(list)
            }
        }
        var export = LoopExport(folder: files.root, habits: [])
        for index in habits.indices {
            let lists = cells[habits[index].position] ?? []
            if !habits[index].typeGiven {
                habits[index].measurable = lists.joined().contains { !LoopValue.isYesNoCode($0.code) }
            }
            for list in lists { export.add(try list.map { cell throws(LoopImportError) in try entry(cell, habits[index]) }, position: habits[index].position) }
        }
        export.habits = habits
        return export
    }

    /// The entry a cell makes on `habit`, its amount checked against `Bounds.habitAmount`.
    static func entry(_ cell: LoopCell, _ habit: LoopHabit) throws(LoopImportError) -> LoopDayEntry {
        let place = "column \(cell.column)"
        guard let value = LoopValue.interpret(cell.code, measurable: habit.measurable) else {
            throw .malformed(file: cell.file, line: cell.line, problem: "\(place): unknown value \"\(cell.text)\" for "
                + "\"\(habit.name)\" on \(cell.day); expected \(LoopValue.expected(measurable: habit.measurable))")
        }
        if case .amount(let amount) = value, case .failure(let violation) = Bounds.habitAmount.check(amount, field: "the amount") {
            throw .malformed(file: cell.file, line: cell.line, problem: "\(place): \"\(cell.text)\" for \"\(habit.name)\" on "
                + "\(cell.day) is an amount of \(violation.found) (Loop writes amounts × 1000); expected \(violation.allowed)")
        }
        return LoopDayEntry(day: cell.day, value: value, file: cell.file, line: cell.line, column: cell.column)
    }

    /// Adds the entries of days the habit has none for yet.
    mutating func add(_ list: [LoopDayEntry], position: Int) {
        for entry in list where entries[position]?[entry.day] == nil {
            entries[position, default: [:]][entry.day] = entry
        }
    }
}
