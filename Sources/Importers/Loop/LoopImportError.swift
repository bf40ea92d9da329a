import HistoryStore

/// Why a Loop import failed; nothing was written. `description` is one readable message.
public enum LoopImportError: Error, Equatable, CustomStringConvertible {
    /// The path is missing, or neither a folder, a zip nor a SQLite file.
    case notAFolder(path: String, reason: String)
    /// The folder or zip has no `Habits.csv`.
    case noHabitsFile(folder: String)
    /// A file could not be read, or is not UTF-8 text.
    case unreadable(file: String, reason: String)
    /// A file is not what Loop writes: the file, the line and what was expected there.
    case malformed(file: String, line: Int, problem: String)
    /// A SQLite file that is not a Loop backup sitegen reads: what it is, and what is supported.
    case notLoopBackup(path: String, reason: String)
    /// A row of a Loop backup is not what Loop writes: the table, the row's id and what was expected.
    case backupRow(file: String, place: String, problem: String)
    /// The site's settings could not be read.
    case settings(String)
    /// The store could not be opened or written.
    case store(String)

    public var description: String {
        let unchanged = " (nothing was imported, the store is as it was)"
        switch self {
        case .notAFolder(let path, let reason):
            return "\(path): \(reason); expected Loop's CSV export: the zip (Loop Habits CSV <date>.zip) or the folder "
                + "unzipped from it, holding Habits.csv; or Loop's full backup (Loop Habits Backup <date>.db)" + unchanged
        case .notLoopBackup(let path, let reason):
            return "\(path): \(reason); expected Loop's full backup (Loop: Settings → Export full backup, a .db of "
                + "database version \(LoopBackup.versions.lowerBound) to \(LoopBackup.versions.upperBound)) or Loop's CSV "
                + "export (the zip or its folder)" + unchanged
        case .backupRow(let file, let place, let problem):
            return "\(file), \(place): \(problem)" + unchanged
        case .noHabitsFile(let folder):
            return "\(folder): no Habits.csv; expected Loop's CSV export (Loop: Settings → Export as CSV): the zip or the "
                + "folder unzipped from it, holding Habits.csv and Checkmarks.csv" + unchanged
        case .unreadable(let file, let reason):
            return "cannot read \(file): \(reason)" + unchanged
        case .malformed(let file, let line, let problem):
            return "\(file), line \(line): \(problem)" + unchanged
        case .settings(let message):
            return message + unchanged
        case .store(let message):
            return "import failed: \(message)" + unchanged
        }
    }

    /// `error` of the CSV reader, in `file`.
    static func csv(_ error: CSVError, file: String) -> LoopImportError {
        .malformed(file: file, line: error.line, problem: error.problem)
    }
}
