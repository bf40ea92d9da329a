import HistoryStore

/// Why a Loop import failed; nothing was written. `description` is one readable message.
public enum LoopImportError: Error, Equatable, CustomStringConvertible {
    /// The path is missing, or neither a folder nor a zip.
    case notAFolder(path: String, reason: String)
    /// The folder or zip has no `Habits.csv`.
    case noHabitsFile(folder: String)
    /// A file could not be read, or is not UTF-8 text.
    case unreadable(file: String, reason: String)
    /// A file is not what Loop writes: the file, the line and what was expected there.
    case malformed(file: String, line: Int, problem: String)
    /// The site's settings could not be read.
    case settings(String)
    /// The store could not be opened or written.
    case store(String)

    public var description: String {
        let unchanged = " (nothing was imported, the store is as it was)"
        switch self {
        case .notAFolder(let path, let reason):
            return "\(path): \(reason); expected Loop's CSV export: the zip (Loop Habits CSV <date>.zip) or the folder "
                + "unzipped from it, holding Habits.csv" + unchanged
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
