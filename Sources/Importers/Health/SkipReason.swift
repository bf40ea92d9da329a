/// Why a record of the export was left out; the summary counts each reason.
public enum SkipReason: String, CaseIterable, Sendable, Comparable, Error {
    case badDate = "a date that is not YYYY-MM-DD HH:MM:SS ±HHMM"
    case startAfterEnd = "startDate after endDate"
    case notANumber = "a value that is not a number"
    case negative = "a negative amount"
    case unknownUnit = "a unit that is not known"
    case missingAttribute = "a required attribute missing"
    case badDay = "dateComponents that is not a day YYYY-MM-DD"

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
