extension LocalDay {
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// "Saturday", in English whatever the machine's locale, so builds are byte-identical everywhere.
    public var weekdayName: String { Self.weekdayNames[weekday - 1] }

    /// "November".
    public var monthName: String { Self.monthNames[month - 1] }

    /// "Saturday, November 21, 2026".
    public var longText: String { "\(weekdayName), \(monthName) \(day), \(year)" }
}
