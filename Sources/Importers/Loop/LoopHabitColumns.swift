import Foundation

/// Where each field of `Habits.csv` is, found from its header row; reads one row into a `LoopHabit`.
struct LoopHabitColumns {
    let file: String
    let width: Int
    let index: [String: Int]
    /// The frequency's columns: the current pair or the older one.
    let numerator: String
    let denominator: String

    init(_ header: CSVRecord, file: String) throws(LoopImportError) {
        self.file = file
        let names = header.droppingTrailingEmpty.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        width = names.count
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.index = index
        let pair = [("frequencynumerator", "frequencydenominator"), ("numrepetitions", "interval")]
            .first { index[$0.0] != nil && index[$0.1] != nil }
        guard index["name"] != nil, let pair else {
            throw .malformed(file: file, line: header.line, problem: "expected the header \(LoopHabitsFile.currentHeader) "
                + "or the older \(LoopHabitsFile.olderHeader), found \(header.fields.joined(separator: ","))")
        }
        (numerator, denominator) = pair
    }

    /// The habit on `record`; `defaultPosition` when the file has no `Position` column.
    func habit(_ record: CSVRecord, defaultPosition: Int) throws(LoopImportError) -> LoopHabit {
        let row = record.droppingTrailingEmpty
        guard row.fields.count <= width else {
            throw malformed(row, "expected \(width) fields as in the header, found \(row.fields.count) "
                + "(a name with a comma must be in double quotes)")
        }
        let name = self["name", row]
        guard !name.isEmpty else { throw malformed(row, "expected a habit name, found an empty Name") }
        var habit = LoopHabit(position: defaultPosition, name: name, line: row.line)
        if index["position"] != nil { habit.position = try whole("position", row, "Position") }
        habit.numerator = try whole(numerator, row, numerator == "numrepetitions" ? "NumRepetitions" : "FrequencyNumerator")
        habit.denominator = try whole(denominator, row, denominator == "interval" ? "Interval" : "FrequencyDenominator")
        try readMeasure(row, into: &habit)
        habit.archived = try flag(row)
        return habit
    }

    /// `Type`, `Unit`, `Target Type` and `Target Value` (the current header only).
    private func readMeasure(_ row: CSVRecord, into habit: inout LoopHabit) throws(LoopImportError) {
        switch self["type", row].uppercased() {
        case "", "0", "YES_NO": habit.measurable = false
        case "1", "NUMERICAL": habit.measurable = true
        case let other: throw malformed(row, "expected the Type YES_NO or NUMERICAL (0 or 1), found \"\(other)\"")
        }
        guard habit.measurable else { return }
        habit.unit = self["unit", row]
        switch self["target type", row].uppercased() {
        case "", "0", "AT_LEAST": habit.targetKind = .atLeast
        case "1", "AT_MOST": habit.targetKind = .atMost
        case let other: throw malformed(row, "expected the Target Type AT_LEAST or AT_MOST, found \"\(other)\"")
        }
        let text = self["target value", row]
        guard let target = text.isEmpty ? 0 : Double(text), target.isFinite, target >= 0 else {
            throw malformed(row, "expected a Target Value of 0 or more, such as 8.0, found \"\(text)\"")
        }
        habit.targetValue = target
    }

    private func flag(_ row: CSVRecord) throws(LoopImportError) -> Bool {
        switch self["archived?", row].lowercased() {
        case "", "false", "0": return false
        case "true", "1": return true
        case let other: throw malformed(row, "expected Archived? true or false, found \"\(other)\"")
        }
    }

    private func whole(_ column: String, _ row: CSVRecord, _ title: String) throws(LoopImportError) -> Int {
        let text = self[column, row]
        guard let number = Int(text), number > 0 else {
            throw malformed(row, "expected a whole number above 0 in \(title), found \"\(text)\"")
        }
        return number
    }

    /// The trimmed field of `column` in `row`; `""` when the header has no such column.
    private subscript(column: String, row: CSVRecord) -> String {
        index[column].map { row[trimmed: $0] } ?? ""
    }

    private func malformed(_ row: CSVRecord, _ problem: String) -> LoopImportError {
        .malformed(file: file, line: row.line, problem: problem)
    }
}
