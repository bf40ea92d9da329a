import Foundation

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingWhitespace: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let start = firstIndex { !isSpace($0) } ?? endIndex
        let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }

    /// How many times `needle` occurs, not overlapping.
    func occurrences(of needle: String) -> Int {
        var count = 0, rest = self[...]
        while let range = rest.range(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
