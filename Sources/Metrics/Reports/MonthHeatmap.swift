/// The layout of a month heatmap: a calendar grid of the month, a row per week.
///
/// Seed Skill Tracker, "Month View Specifics": "Calendar grid layout (7 columns, 4-5 rows) · All days of
/// selected month · Larger squares than year view"; B-017: "Weekend highlighting".
public struct MonthHeatmap: Sendable, Equatable {
    /// The first day of the month.
    public let month: LocalDay
    public let week: HabitWeek
    /// Rows of 7; `nil` before the 1st and after the last day.
    public let rows: [[LocalDay?]]

    public init(month day: LocalDay, week: HabitWeek) {
        let first = day.firstOfMonth
        var cells: [LocalDay?] = Array(repeating: nil, count: week.column(of: first))
        cells += (0..<first.daysInMonth).map { Optional(first.adding(days: $0)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        self.month = first
        self.week = week
        self.rows = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The column names, first weekday first: ["Sun", …, "Sat"].
    public var columnNames: [String] { week.shortNames }

    /// The weekday names of the columns as `format` writes them.
    public func columnNames(_ format: SiteFormat) -> [String] { week.shortNames(format) }

    /// Saturday or Sunday.
    public static func isWeekend(_ day: LocalDay) -> Bool { day.weekday == 1 || day.weekday == 7 }
}
