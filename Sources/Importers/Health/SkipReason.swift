/// Why a record of the export was left out; the summary counts each reason.
public enum SkipReason: String, CaseIterable, Sendable, Comparable, Error {
    case badDate = "a date that is not YYYY-MM-DD HH:MM:SS ±HHMM (nor iOS 8's YYYYMMDDHHMMSS±HHMM)"
    case startAfterEnd = "startDate after endDate"
    case notANumber = "a value that is not a number"
    case negative = "a negative amount"
    case unknownUnit = "a unit that is not known"
    case missingAttribute = "a required attribute missing"
    case badDay = "dateComponents that is not a day YYYY-MM-DD"
    /// Outside its `Bounds` range (steps per record, heart rate, VO2 max, workout totals, move goal).
    case outOfRange = "a value outside its plausible range (see Metrics/Bounds.swift)"
    /// Dated before `Bounds.firstDay` in the site's time zone.
    case beforeFirstDay = "a date before 2000-01-01"
    /// Ending after the export's `ExportDate` (or after the import, without one).
    case afterExportDate = "a date after the export date"
    /// A source, device or workout name longer than `TextLimit.sourceName` allows.
    case longText = "a source, device or workout name over 500 characters"

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
