import Foundation
import Metrics

/// Loop's `Checkmarks.csv` files, read into cells (day and Loop's number) before the habits' types are
/// settled: a habit folder's (`001 Meditate/Checkmarks.csv`: `Date,Value,Notes` rows in the current Loop,
/// `date,value` rows without a header before) and the top-level one (`Date,<habit names>,` then one row
/// a day, newest first, each ending in a comma; Loop 2.1.x wrote its cells as `Entry(timestamp=…, value=2)`,
/// read through `LoopEntryCells`).
enum LoopCheckmarksFile {
    /// The cells of one habit's file, in the file's order.
    static func perHabit(_ text: String, file: String) throws(LoopImportError) -> [LoopCell] {
        var records = try records(LoopEntryCells.present(in: text) ? LoopEntryCells.plain(text) : text, file: file)
        if records.first?[trimmed: 0].lowercased() == "date" { records.removeFirst() }
        var cells: [LoopCell] = []
        for record in records {
            guard record.fields.count >= 2 else {
                throw .malformed(file: file, line: record.line, problem: "expected a date and a value, such as "
                    + "2024-05-03,YES_MANUAL; found \"\(record.fields.joined(separator: ","))\"")
            }
            cells.append(try cell(record, day: try day(record, file: file), column: 1, habit: nil, file: file))
        }
        try checkDays(cells)
        return cells
    }

    /// The cells of every habit of the top-level file, keyed by the habit's position.
    static func topLevel(_ text: String, file: String, habits: [LoopHabit]) throws(LoopImportError) -> [Int: [LoopCell]] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        let header = try LoopColumnNames(scalars, habits: habits, file: file)
        let columns = header.columns
        var body = String(String.UnicodeScalarView(scalars[header.bodyStart...]))
        if LoopEntryCells.present(in: body) { body = LoopEntryCells.plain(body) }
        var cells: [Int: [LoopCell]] = [:]
        for found in try records(body, file: file) {
            let record = CSVRecord(line: found.line + header.lines, fields: found.fields).droppingTrailingEmpty
            guard record.fields.count == columns.count + 1 else {
                throw .malformed(file: file, line: record.line, problem: "expected a date and \(columns.count) "
                    + "\(columns.count == 1 ? "value" : "values"), one per habit of the header; found \(record.fields.count) fields")
            }
            let day = try day(record, file: file)
            for (offset, habit) in columns.enumerated() {
                cells[habit.position, default: []].append(try cell(record, day: day, column: offset + 1, habit: habit, file: file))
            }
        }
        for list in cells.values { try checkDays(list) }
        return cells
    }

    private static func records(_ text: String, file: String) throws(LoopImportError) -> [CSVRecord] {
        do { return try CSVReader.records(text) } catch { throw .csv(error, file: file) }
    }

    /// The date in the record's first field, from 2000-01-01 on.
    private static func day(_ record: CSVRecord, file: String) throws(LoopImportError) -> LocalDay {
        let date = record[trimmed: 0]
        guard let day = LocalDay(date) else {
            throw .malformed(file: file, line: record.line, problem: "column 1: expected a date yyyy-MM-dd, found \"\(date)\"")
        }
        guard day >= Bounds.firstDay else {
            throw .malformed(file: file, line: record.line, problem: "column 1: the date \(day) is before \(Bounds.firstDay); "
                + "expected a day from \(Bounds.firstDay) on (is the phone's clock right?)")
        }
        return day
    }

    /// Loop's number in `column` (from 0) of the record of `day`.
    private static func cell(_ record: CSVRecord, day: LocalDay, column: Int, habit: LoopHabit?,
                             file: String) throws(LoopImportError) -> LoopCell {
        let text = record[trimmed: column]
        guard let code = LoopValue.code(text) else {
            let whose = habit.map { " for \"\($0.name)\"" } ?? ""
            throw .malformed(file: file, line: record.line, problem: "column \(column + 1): unknown value \"\(text)\"\(whose) on "
                + "\(day); expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number")
        }
        return LoopCell(day: day, code: code, text: text, file: file, line: record.line, column: column + 1)
    }

    /// One entry a day per habit and file.
    private static func checkDays(_ cells: [LoopCell]) throws(LoopImportError) {
        var seen: [LocalDay: Int] = [:]
        for cell in cells {
            if let first = seen[cell.day] {
                throw .malformed(file: cell.file, line: cell.line, problem: "a second row for \(cell.day) (the first "
                    + "is on line \(first)); expected one row a day")
            }
            seen[cell.day] = cell.line
        }
    }
}
