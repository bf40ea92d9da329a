import Metrics

/// One day's entry of one habit in a Loop export, with the file, line and column it was read from.
public struct LoopDayEntry: Sendable, Equatable {
    public var day: LocalDay
    public var value: LoopValue
    public var file: String
    public var line: Int
    /// The column (from 1) of the value.
    public var column: Int

    public init(day: LocalDay, value: LoopValue, file: String, line: Int, column: Int = 2) {
        self.day = day
        self.value = value
        self.file = file
        self.line = line
        self.column = column
    }

    /// Where the entry was read, for the import's summary: `001 Meditate/Checkmarks.csv line 2` in a CSV
    /// export at `folder`, `Repetitions id 17` in a backup (whose entries name the backup itself).
    public func place(in folder: String) -> String {
        file == folder ? "Repetitions id \(line)" : "\(file.dropFirst(folder.count + 1)) line \(line)"
    }
}

/// One cell of a `Checkmarks.csv` as written, before the habit's type says what its number means.
struct LoopCell: Sendable, Equatable {
    var day: LocalDay
    /// Loop's number for the cell: a keyword's code (YES_MANUAL 2, YES_AUTO 1, NO 0, SKIP 3, UNKNOWN -1)
    /// or the number written (a numerical habit's amount × 1000).
    var code: Double
    var text: String
    var file: String
    var line: Int
    var column: Int
}
