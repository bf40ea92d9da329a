import Foundation
import Metrics

/// Where each field of `Habits.csv` is, found from its header row; reads one row into a `LoopHabit`,
/// every value checked against `Bounds` (an error names the line, the column and the allowed range).
struct LoopHabitColumns {
    let file: String
    let width: Int
    let index: [String: Int]
    /// The header's names as written, for messages.
    let titles: [String]
    /// The frequency's columns: the current pair or the older one.
    let numerator: String
    let denominator: String

    init(_ header: CSVRecord, file: String) throws(LoopImportError) {
        self.file = file
        titles = header.droppingTrailingEmpty.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        let names = titles.map { $0.lowercased() }
        width = names.count
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.index = index
        let pair = [("frequencynumerator", "frequencydenominator"), ("numrepetitions", "interval")]
            .first { index[$0.0] != nil && index[$0.1] != nil }
        guard index["name"] != nil, let pair else {
            throw .malformed(file: file, line: header.line, problem: "expected the header \(LoopHabitsFile.currentHeader) "
                + "or an older one such as \(LoopHabitsFile.olderHeader), found \(header.fields.joined(separator: ","))")
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
        try check(TextLimit.habitName.check(name, field: "Name"), row, "name")
        var habit = LoopHabit(position: defaultPosition, name: name, line: row.line,
                              writtenName: index["name"].flatMap { $0 < row.fields.count ? row.fields[$0] : nil } ?? name)
        if index["position"] != nil { habit.position = try whole("position", row, Bound("Position", unit: "", 1...100_000, integral: true)) }
        habit.numerator = try whole(numerator, row, Bounds.frequencyNumerator)
        habit.denominator = try whole(denominator, row, Bounds.frequencyDenominator)
        habit.typeGiven = index["type"] != nil
        try readMeasure(row, into: &habit)
        habit.archived = try flag(row)
        return habit
    }

    /// `Type`, `Unit`, `Target Type` and `Target Value` (the current header only).
    private func readMeasure(_ row: CSVRecord, into habit: inout LoopHabit) throws(LoopImportError) {
        switch self["type", row].uppercased() {
        case "", "0", "YES_NO": habit.measurable = false
        case "1", "NUMERICAL": habit.measurable = true
        case let other: throw malformed(row, "\(at("type")): expected the Type YES_NO or NUMERICAL (0 or 1), found \"\(other)\"")
        }
        habit.unit = self["unit", row]
        try check(TextLimit.unit.check(habit.unit, field: "Unit"), row, "unit")
        switch self["target type", row].uppercased() {
        case "", "0", "AT_LEAST": habit.targetKind = .atLeast
        case "1", "AT_MOST": habit.targetKind = .atMost
        case let other: throw malformed(row, "\(at("target type")): expected the Target Type AT_LEAST or AT_MOST, found \"\(other)\"")
        }
        let text = self["target value", row]
        guard let target = text.isEmpty ? 0 : Double(text), target == 0 || Bounds.habitTarget.contains(target) else {
            throw malformed(row, "\(at("target value")): expected a Target Value of 0 (none) or \(Bounds.habitTarget.allowed), "
                + "found \"\(text)\"")
        }
        habit.targetValue = target
        if !habit.measurable { habit.unit = "" }
    }

    private func flag(_ row: CSVRecord) throws(LoopImportError) -> Bool {
        switch self["archived?", row].lowercased() {
        case "", "false", "0": return false
        case "true", "1": return true
        case let other: throw malformed(row, "\(at("archived?")): expected Archived? true or false, found \"\(other)\"")
        }
    }

    /// The whole number in `column`, inside `bound`.
    private func whole(_ column: String, _ row: CSVRecord, _ bound: Bound) throws(LoopImportError) -> Int {
        let text = self[column, row]
        guard let number = Int(text), bound.contains(Double(number)) else {
            throw malformed(row, "\(at(column)): expected \(bound.allowed), "
                + "found \"\(text)\"")
        }
        return number
    }

    private func check(_ result: Result<String, BoundViolation>, _ row: CSVRecord, _ column: String) throws(LoopImportError) {
        if case .failure(let violation) = result { throw malformed(row, "\(at(column)): \(violation.description)") }
    }

    /// "column 6 (FrequencyNumerator)".
    private func at(_ column: String) -> String {
        guard let position = index[column] else { return "column \(column)" }
        return "column \(position + 1) (\(titles[position]))"
    }

    /// The trimmed field of `column` in `row`; `""` when the header has no such column.
    private subscript(column: String, row: CSVRecord) -> String {
        index[column].map { row[trimmed: $0] } ?? ""
    }

    private func malformed(_ row: CSVRecord, _ problem: String) -> LoopImportError {
        .malformed(file: file, line: row.line, problem: problem)
    }
}
