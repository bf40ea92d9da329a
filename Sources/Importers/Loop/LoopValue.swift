import Foundation

/// One cell of a Loop `Checkmarks.csv`: a day's entry of one habit.
///
/// Loop writes `YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP` and `UNKNOWN`, older versions the numbers
/// 2, 1, 0, 3 and -1; a measurable habit's amount is written × 1000 (`2500` is 2.5 units).
public enum LoopValue: Sendable, Equatable {
    /// Done (YES_MANUAL, 2).
    case done
    /// Not done, and not required that day by the habit's frequency (YES_AUTO, 1).
    case notRequired
    /// Missed (NO, 0).
    case missed
    /// Skipped by the user (SKIP, 3).
    case skipped
    /// No data (UNKNOWN, -1).
    case unknown
    /// A measurable habit's amount, already divided by 1000.
    case amount(Double)

    static let keywords: [String: LoopValue] = [
        "YES_MANUAL": .done, "YES_AUTO": .notRequired, "NO": .missed, "SKIP": .skipped, "UNKNOWN": .unknown,
    ]
    static let numbers: [Int: LoopValue] = [2: .done, 1: .notRequired, 0: .missed, 3: .skipped, -1: .unknown]

    /// What the parser accepts, for error messages.
    static func expected(measurable: Bool) -> String {
        measurable
            ? "an amount × 1000 (such as 2500), or YES_MANUAL, NO, SKIP, UNKNOWN (-1)"
            : "YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN, or 2, 1, 0, 3, -1"
    }

    /// Parses a cell; keywords mean the same for both kinds of habit, numbers of a measurable habit
    /// are amounts × 1000 (-1 is still "no data"). `nil` for anything else.
    public init?(_ text: String, measurable: Bool) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let value = Self.keywords[trimmed.uppercased()] {
            self = value
        } else if measurable, let number = Double(trimmed), number.isFinite, number >= 0 || number == -1 {
            self = number == -1 ? .unknown : .amount(number / 1000)
        } else if !measurable, let number = Int(trimmed), let value = Self.numbers[number] {
            self = value
        } else {
            return nil
        }
    }
}
