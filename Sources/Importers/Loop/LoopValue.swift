import Foundation
import Metrics

/// One cell of a Loop `Checkmarks.csv`: a day's entry of one habit.
///
/// Loop (uhabits-core) stores an entry as one integer and has written it two ways: Loop 2.x before
/// `Entry.formattedValue` (and 1.x) write the integer (`2`, `63000`); the current Loop writes the
/// names YES_MANUAL 2, YES_AUTO 1, NO 0, SKIP 3, UNKNOWN -1 for those integers and any other integer
/// as it is. A numerical habit's entry is its amount × 1000 (`2500` is 2.5 units), except UNKNOWN
/// (-1) and SKIP (3, written -3 by early 2.0 builds); so on a numerical habit YES_MANUAL is an amount
/// of 0.002 and NO an amount of 0, as in Loop itself.
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
    /// A numerical habit's amount, already divided by 1000.
    case amount(Double)

    static let keywords: [String: Double] = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1]
    /// The integers a yes/no habit's entry can hold (-3: SKIP in early 2.0 builds).
    static let yesNoCodes: [Double: LoopValue] = [2: .done, 1: .notRequired, 0: .missed, 3: .skipped, -3: .skipped, -1: .unknown]

    /// What the parser accepts, for error messages.
    static func expected(measurable: Bool) -> String {
        measurable
            ? "an amount × 1000 from 0 to \(Bound.text(Bounds.habitAmount.range.upperBound * 1000)) (such as 2500), "
                + "or YES_MANUAL, NO, SKIP, UNKNOWN (-1)"
            : "YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN, or 2, 1, 0, 3, -1"
    }

    /// Loop's number for a cell: a keyword's code or the number written; `nil` for anything else.
    static func code(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let code = keywords[trimmed.uppercased()] { return code }
        guard let number = Double(trimmed), !number.isNaN else { return nil }
        return number
    }

    /// Whether `code` is one a yes/no habit can hold (a numerical habit's amounts are mostly others).
    static func isYesNoCode(_ code: Double) -> Bool { yesNoCodes[code] != nil }

    /// The value `code` has on a habit of this kind; `nil` when it cannot have it.
    static func interpret(_ code: Double, measurable: Bool) -> LoopValue? {
        guard measurable else { return yesNoCodes[code] }
        if code == -1 { return .unknown }
        if code == 3 || code == -3 { return .skipped }
        return code >= 0 ? .amount(code / 1000) : nil
    }

    /// Parses a cell of a habit of known kind; `nil` for anything it cannot be.
    public init?(_ text: String, measurable: Bool) {
        guard let code = Self.code(text), let value = Self.interpret(code, measurable: measurable) else { return nil }
        self = value
    }
}
