import Foundation

/// Matches the habit names of the top-level `Checkmarks.csv` header to the habits of `Habits.csv`.
///
/// Loop writes that header without quoting, so a name with a comma arrives as several fields:
/// consecutive fields are joined back (with their commas) into the longest run that spells a habit's name.
enum LoopColumnNames {
    /// The habit of each column, in order.
    static func habits(for fields: [String], among habits: [LoopHabit], file: String,
                       line: Int) throws(LoopImportError) -> [LoopHabit] {
        let byName = Dictionary(habits.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var columns: [LoopHabit] = []
        var start = 0
        while start < fields.count {
            guard let (habit, end) = match(fields, from: start, in: byName) else {
                let known = habits.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw .malformed(file: file, line: line, problem: "the column \"\(fields[start])\" names no habit of "
                    + "Habits.csv; expected one of \(known.isEmpty ? "(none)" : known)")
            }
            columns.append(habit)
            start = end + 1
        }
        return columns
    }

    /// The longest run of fields from `start` that names a habit, and the run's last index
    /// (longest, so "Read, write" wins over a habit "Read").
    private static func match(_ fields: [String], from start: Int, in byName: [String: LoopHabit]) -> (LoopHabit, Int)? {
        var name = ""
        var found: (LoopHabit, Int)?
        for end in start..<fields.count {
            name += (end == start ? "" : ",") + fields[end]
            if let habit = byName[name.trimmingCharacters(in: .whitespaces)] { found = (habit, end) }
        }
        return found
    }
}
