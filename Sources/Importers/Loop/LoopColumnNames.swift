import Metrics

/// Reads the header of Loop's top-level `Checkmarks.csv`: `Date,` then each exported habit's name and a
/// comma, then a line break.
///
/// Loop writes those names as they are, never quoted, so a name may hold commas, quotes (even at its
/// start) and line breaks, and the header cannot be read as CSV. It is matched against the names of
/// `Habits.csv` instead: at each column the longest name (as written, or trimmed) followed by a comma
/// is taken, looking up each run up to a comma within the longest name's length. The work is linear in
/// the header's length (times the commas a name holds), so a header of 10,000 columns takes milliseconds.
struct LoopColumnNames {
    /// The habit of each column, in order.
    var columns: [LoopHabit]
    /// Where the rows begin (the scalar after the header's line break).
    var bodyStart: Int
    /// The lines the header spans (more than one when a name holds a line break).
    var lines: Int

    /// Reads the header at the start of `scalars` (a UTF-8 byte-order mark already dropped).
    init(_ scalars: [Unicode.Scalar], habits: [LoopHabit], file: String) throws(LoopImportError) {
        let prefix = Array("Date,".unicodeScalars)
        guard scalars.count >= prefix.count,
              zip(scalars.prefix(prefix.count), prefix).allSatisfy({ $0.properties.lowercaseMapping == $1.properties.lowercaseMapping }) else {
            let first = String(String.UnicodeScalarView(scalars.prefix { $0 != "\n" && $0 != "\r" }.prefix(80)))
            throw .malformed(file: file, line: 1, problem: "expected the header Date,<habit names>, found \"\(first)\"")
        }
        let names = NameTable(habits)
        var position = prefix.count
        var seen: [Int: Int] = [:]
        columns = []
        while true {
            if let (habit, end) = names.longestMatch(in: scalars, from: position) {
                if let earlier = seen[habit.position] {
                    throw .malformed(file: file, line: 1, problem: "column \(columns.count + 2) repeats \"\(habit.name)\" (column "
                        + "\(earlier + 2)); expected each habit once")
                }
                seen[habit.position] = columns.count
                columns.append(habit)
                position = end + 1
                continue
            }
            guard let breakEnd = Self.lineBreak(in: scalars, at: position) else {
                let rest = String(String.UnicodeScalarView(scalars[position...].prefix { $0 != "," && $0 != "\n" }.prefix(80)))
                let known = habits.prefix(5).map { "\"\($0.name)\"" }.joined(separator: ", ") + (habits.count > 5 ? ", …" : "")
                throw .malformed(file: file, line: 1, problem: "column \(columns.count + 2) (\"\(rest)\") names no habit of "
                    + "Habits.csv; expected one of \(known.isEmpty ? "(none)" : known), each followed by a comma")
            }
            bodyStart = breakEnd
            break
        }
        lines = 1 + scalars[..<position].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    }

    /// The index after a line break (CRLF, LF or CR) or the end of the text at `index`; `nil` elsewhere.
    static func lineBreak(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "\n": return index + 1
        case "\r": return index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
        default: return nil
        }
    }
}

/// The habit names by their text, and the longest one's length in scalars.
private struct NameTable {
    private var byName: [String: LoopHabit] = [:]
    private var longest = 0

    init(_ habits: [LoopHabit]) {
        for habit in habits {
            for name in [habit.writtenName, habit.name] where byName[name] == nil {
                byName[name] = habit
                longest = max(longest, name.unicodeScalars.count)
            }
        }
    }

    /// The longest name starting at `start` that a comma follows, and the comma's index.
    func longestMatch(in scalars: [Unicode.Scalar], from start: Int) -> (LoopHabit, Int)? {
        var found: (LoopHabit, Int)?
        var index = start + 1
        let limit = min(scalars.count, start + longest + 1)
        while index < limit {
            if scalars[index] == ",", let habit = byName[String(String.UnicodeScalarView(scalars[start..<index]))] {
                found = (habit, index)
            }
            index += 1
        }
        return found
    }
}
