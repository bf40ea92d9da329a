/// A standard calendar month, weeks in rows, for the Activity Month view.
public struct MonthGrid: Sendable, Equatable {
    /// What a day of the month shows.
    public enum Status: String, Sendable, Codable, CaseIterable {
        case achieved, keptByBonus = "kept_by_bonus", missed, inProgress = "in_progress", future, noData = "no_data"
    }

    /// One day square.
    public struct Cell: Sendable, Equatable {
        public let day: LocalDay
        public let status: Status
        /// Actual steps, when the day has a recorded total.
        public let steps: Int?
    }

    /// The first day of the month.
    public let month: LocalDay
    /// Rows of 7; `nil` for the squares before the 1st and after the last day.
    public let weeks: [[Cell?]]
    /// The site's weeks: the first column is their first weekday.
    public let week: HabitWeek

    /// The grid of the month containing `day`; `status(day)` and `steps(day)` come from the ledger and the store.
    public init(month day: LocalDay, week: HabitWeek, status: (LocalDay) -> Status, steps: (LocalDay) -> Int?) {
        let first = day.firstOfMonth
        var cells: [Cell?] = Array(repeating: nil, count: week.column(of: first))
        for offset in 0..<first.daysInMonth {
            let d = first.adding(days: offset)
            cells.append(Cell(day: d, status: status(d), steps: steps(d)))
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        self.month = first
        self.week = week
        self.weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The weekday names of the columns, e.g. ["Mon", …, "Sun"].
    public var columnNames: [String] { week.shortNames }

    /// The weekday names of the columns as `format` writes them.
    public func columnNames(_ format: SiteFormat) -> [String] { week.shortNames(format) }
}
