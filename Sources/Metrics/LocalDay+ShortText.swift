extension LocalDay {
    /// "Nov 21, 2026": the short English form used in charts and tables.
    public var shortText: String { "\(String(monthName.prefix(3))) \(day), \(year)" }
}
