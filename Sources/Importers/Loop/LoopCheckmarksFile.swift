import Foundation
import Metrics

/// Loop's `Checkmarks.csv` files: a habit folder's (`001 Meditate/Checkmarks.csv`: `Date,Value[,Notes]`
/// rows, with or without that header) and the top-level one (`Date,<habit names>,` then one row a day,
/// newest first, each ending in a comma).
enum LoopCheckmarksFile {
    /// The entries of one habit's file, in the file's order.
    static func perHabit(_ text: String, file: String, habit: LoopHabit) throws(LoopImportError) -> [LoopEntry] {
        var records = try records(text, file: file)
        if records.first?[trimmed: 0].lowercased() == "date" { records.removeFirst() }
        var entries: [LoopEntry] = []
        for record in records {
            guard record.fields.count >= 2 else {
                throw .malformed(file: file, line: record.line, problem: "expected a date and a value, such as "
                    + "2024-05-03,YES_MANUAL; found \"\(record.fields.joined(separator: ","))\"")
            }
            entries.append(try entry(record, column: 1, habit: habit, file: file))
        }
        try checkDays(entries)
        return entries
    }

    /// The entries of every habit of the top-level file, keyed by the habit's position.
    static func topLevel(_ text: String, file: String, habits: [LoopHabit]) throws(LoopImportError) -> [Int: [LoopEntry]] {
        let records = try records(text, file: file).map(\.droppingTrailingEmpty)
        guard let header = records.first, header[trimmed: 0].lowercased() == "date" else {
            throw .malformed(file: file, line: records.first?.line ?? 1,
                             problem: "expected the header Date,<habit names>, found \"\(records.first?.fields.joined(separator: ",") ?? "")\"")
        }
        let columns = try LoopColumnNames.habits(for: Array(header.fields.dropFirst()), among: habits, file: file, line: header.line)
        var entries: [Int: [LoopEntry]] = [:]
        for record in records.dropFirst() {
            guard record.fields.count == columns.count + 1 else {
                throw .malformed(file: file, line: record.line, problem: "expected a date and \(columns.count) "
                    + "\(columns.count == 1 ? "value" : "values"), one per habit of the header; found \(record.fields.count) fields")
            }
            for (offset, habit) in columns.enumerated() {
                entries[habit.position, default: []].append(try entry(record, column: offset + 1, habit: habit, file: file))
            }
        }
        for list in entries.values { try checkDays(list) }
        return entries
    }

    private static func records(_ text: String, file: String) throws(LoopImportError) -> [CSVRecord] {
        do { return try CSVReader.records(text) } catch { throw .csv(error, file: file) }
    }

    /// The date in the record's first field and the habit's value in `column`.
    private static func entry(_ record: CSVRecord, column: Int, habit: LoopHabit, file: String) throws(LoopImportError) -> LoopEntry {
        let date = record[trimmed: 0]
        guard let day = LocalDay(date) else {
            throw .malformed(file: file, line: record.line, problem: "expected a date yyyy-MM-dd, found \"\(date)\"")
        }
        let text = record[trimmed: column]
        guard let value = LoopValue(text, measurable: habit.measurable) else {
            throw .malformed(file: file, line: record.line, problem: "unknown value \"\(text)\" for \"\(habit.name)\" on "
                + "\(day); expected \(LoopValue.expected(measurable: habit.measurable))")
        }
        return LoopEntry(day: day, value: value, file: file, line: record.line)
    }

    /// One entry a day per habit and file.
    private static func checkDays(_ entries: [LoopEntry]) throws(LoopImportError) {
        var seen: [LocalDay: Int] = [:]
        for entry in entries {
            if let first = seen[entry.day] {
                throw .malformed(file: entry.file, line: entry.line, problem: "a second row for \(entry.day) (the first "
                    + "is on line \(first)); expected one row a day")
            }
            seen[entry.day] = entry.line
        }
    }
}
