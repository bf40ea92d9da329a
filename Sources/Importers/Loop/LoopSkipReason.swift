/// Why an entry of the export was not stored; the summary counts and names each.
public enum LoopSkipReason: String, Sendable, Hashable, CaseIterable, Comparable {
    /// YES_AUTO: Loop's "not required that day", which Loop derives from the frequency; sitegen works
    /// out which days are due itself (and Loop's score from the stored entries and rule).
    case notRequired
    /// UNKNOWN: Loop has no entry for the day.
    case noData
    /// A day after today in the site's time zone: Loop's "today" may be a day ahead of the site's, and
    /// its top-level file runs up to it; sitegen stores check-ins up to today only.
    case afterToday

    /// How the summary names the reason.
    public var text: String {
        switch self {
        case .notRequired: "YES_AUTO (not required that day; sitegen derives it)"
        case .noData: "UNKNOWN (no entry that day)"
        case .afterToday: "after today in the site's time zone"
        }
    }

    public static func < (a: LoopSkipReason, b: LoopSkipReason) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
