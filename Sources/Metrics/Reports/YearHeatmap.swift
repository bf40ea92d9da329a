/// The layout of a year heatmap: GitHub's contribution grid, a column per week and a row per weekday.
///
/// The spec: "the GitHub contribution layout, a column per week and 7 rows, 53 or 54 columns as the
/// calendar needs, month labels, first weekday a setting (Sunday or Monday)". A year has 54 columns only
/// when it is a leap year that starts on the last weekday of a week (2000 with Sunday weeks, 2012 with Monday weeks).
public struct YearHeatmap: Sendable, Equatable {
    /// One day's square: its column (week) and row (0 = the first weekday).
    public struct Square: Sendable, Equatable {
        public let day: LocalDay
        public let column: Int
        public let row: Int
    }

    /// A month's label above the column of its first day.
    public struct MonthLabel: Sendable, Equatable {
        public let column: Int
        /// The month's first day.
        public let first: LocalDay
        /// The month's short English name ("Nov"); a page names it with `SiteFormat.shortMonthName(first)`.
        public var name: String { SiteFormat.standard.shortMonthName(first) }
        public init(column: Int, first: LocalDay) {
            self.column = column
            self.first = first
        }
    }

    public let year: Int
    public let week: HabitWeek
    public let columns: Int
    /// Every day of the year, January 1 first.
    public let squares: [Square]
    public let monthLabels: [MonthLabel]

    public init(year: Int, week: HabitWeek) {
        let first = LocalDay(year: year, month: 1, day: 1) ?? LocalDay(dayNumber: 0)
        let length = LocalDay.isLeap(year) ? 366 : 365
        let origin = week.start(of: first)
        let squares = (0..<length).map { offset -> Square in
            let day = first.adding(days: offset)
            return Square(day: day, column: origin.days(to: day) / 7, row: week.column(of: day))
        }
        self.year = year
        self.week = week
        self.squares = squares
        self.columns = (squares.last?.column ?? 0) + 1
        self.monthLabels = squares.filter { $0.day.day == 1 }.map { MonthLabel(column: $0.column, first: $0.day) }
    }

    /// The row names, first weekday first: ["Mon", …, "Sun"].
    public var rowNames: [String] { week.shortNames }

    /// The row names as `format` writes them.
    public func rowNames(_ format: SiteFormat) -> [String] { week.shortNames(format) }
}
