/// Why an entry of the export was not stored; the summary counts each.
public enum LoopSkipReason: String, Sendable, Hashable, CaseIterable, Comparable {
    /// YES_AUTO: Loop's "not required that day"; sitegen works out which days are due itself.
    case notRequired
    /// UNKNOWN: Loop has no data for the day.
    case noData
    /// A day after today in the site's time zone: sitegen takes check-ins up to today only.
    case afterToday

    /// How the summary names the reason.
    public var text: String {
        switch self {
        case .notRequired: "not required that day (YES_AUTO)"
        case .noData: "no data (UNKNOWN)"
        case .afterToday: "after today"
        }
    }

    public static func < (a: LoopSkipReason, b: LoopSkipReason) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
