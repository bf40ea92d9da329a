/// Loop's `Habits.csv`: one habit a row, under either header Loop has written.
///
/// Loop's `HabitList.writeCSV` (uhabits-core) has written three headers:
/// - current: `Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`;
/// - Loop 2.x before it: `Position,Name,Question,Description,NumRepetitions,Interval,Color`;
/// - Loop 1.x: `Position,Name,Description,NumRepetitions,Interval,Color`.
/// Columns are found by name (any order, case-insensitive); `Question`, `Description` and `Color` are
/// not used. Without `Type` a habit's kind is worked out from its entries (`LoopExport`).
enum LoopHabitsFile {
    static let currentHeader = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?"
    static let olderHeader = "Position,Name,Question,Description,NumRepetitions,Interval,Color"

    /// The habits of `text` (the file `file`), in the file's order.
    static func parse(_ text: String, file: String) throws(LoopImportError) -> [LoopHabit] {
        let records: [CSVRecord]
        do { records = try CSVReader.records(text) } catch { throw .csv(error, file: file) }
        guard let header = records.first else {
            throw .malformed(file: file, line: 1, problem: "expected the header \(currentHeader), found an empty file")
        }
        let columns = try LoopHabitColumns(header, file: file)
        var habits: [LoopHabit] = []
        var lineOfName: [String: Int] = [:], lineOfPosition: [Int: Int] = [:]
        for (offset, record) in records.dropFirst().enumerated() {
            let habit = try columns.habit(record, defaultPosition: offset + 1)
            try checkUnique(habit, lineOfName: &lineOfName, lineOfPosition: &lineOfPosition, file: file)
            habits.append(habit)
        }
        return habits
    }

    /// Sitegen names are unique (case-insensitive), and so are the folder numbers.
    private static func checkUnique(_ habit: LoopHabit, lineOfName: inout [String: Int], lineOfPosition: inout [Int: Int],
                                    file: String) throws(LoopImportError) {
        if let twin = lineOfName[habit.name.lowercased()] {
            throw .malformed(file: file, line: habit.line, problem: "a second habit named \"\(habit.name)\" (the first is on "
                + "line \(twin)); expected unique names, as sitegen's habits are found by name: rename one in Loop")
        }
        if let twin = lineOfPosition[habit.position] {
            throw .malformed(file: file, line: habit.line, problem: "a second habit at Position \(habit.position) (the first "
                + "is on line \(twin)); expected each position once")
        }
        lineOfName[habit.name.lowercased()] = habit.line
        lineOfPosition[habit.position] = habit.line
    }
}
