/// The cells Loop 2.1.x wrote in its top-level `Checkmarks.csv`: each habit's entry as Kotlin prints
/// it, `Entry(timestamp=2023-04-04, value=2)` (or with `, notes=…` before the `)`), unquoted, so that
/// every cell holds a comma. Reduced here to the value alone (`2`), which the rest of the reader takes
/// as it takes every other version's cells: Loop's raw integer, a numerical amount × 1000.
///
/// A cell runs from `Entry(timestamp=` to the `)` that a comma and then the next cell, a line break or
/// the end of the text follow, so notes holding commas or parentheses are passed over whole. Text that
/// does not have this shape is left as it is (the CSV reader then names its line).
enum LoopEntryCells {
    static let opening = Array("Entry(timestamp=".unicodeScalars)
    static let valueKey = Array(", value=".unicodeScalars)
    static let notesKey = Array(", notes=".unicodeScalars)

    /// Whether `text` holds Loop 2.1.x's cells.
    static func present(in text: String) -> Bool { text.contains("Entry(timestamp=") }

    /// `text` with every `Entry(…)` cell replaced by its value.
    static func plain(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count / 3)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "E", let (value, end) = cell(scalars, at: index) {
                out.append(contentsOf: value.unicodeScalars)
                index = end
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    /// The value of the cell starting at `start` and the index after its `)`; `nil` when none starts there.
    static func cell(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard matches(s, opening, at: start) else { return nil }
        var index = start + opening.count + 10
        guard index <= s.count, matches(s, valueKey, at: index) else { return nil }
        index += valueKey.count
        let digitsStart = index
        if index < s.count, s[index] == "-" { index += 1 }
        while index < s.count, ("0"..."9").contains(s[index]) { index += 1 }
        let value = String(String.UnicodeScalarView(s[digitsStart..<index]))
        guard !value.isEmpty, value != "-" else { return nil }
        if index < s.count, s[index] == ")" { return (value, index + 1) }
        guard matches(s, notesKey, at: index) else { return nil }
        index += notesKey.count
        while index < s.count {
            if s[index] == ")", closesCell(s, after: index + 1) { return (value, index + 1) }
            index += 1
        }
        return nil
    }

    /// Whether a cell may end before `index`: a comma then another cell, a line break or the end.
    private static func closesCell(_ s: [Unicode.Scalar], after index: Int) -> Bool {
        guard index < s.count else { return true }
        guard s[index] == "," else { return false }
        let next = index + 1
        return next >= s.count || s[next] == "\n" || s[next] == "\r" || matches(s, opening, at: next)
    }

    private static func matches(_ s: [Unicode.Scalar], _ word: [Unicode.Scalar], at index: Int) -> Bool {
        index + word.count <= s.count && s[index..<index + word.count].elementsEqual(word)
    }
}
