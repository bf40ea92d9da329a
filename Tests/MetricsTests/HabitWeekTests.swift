import Testing
import Metrics

/// The first-weekday rule, written once in `HabitWeek`: habit strips and reports, heatmaps, per-weekday
/// statistics and the Activity month calendar all lay weeks out from it.
@Suite("Weeks start on the habits.first_weekday setting")
struct HabitWeekTests {
    // Seed HelpMeTrain: "Month view will be a standard calendar month view displaying the days of the
    // current month"; seed Skill Tracker: "Grid layout: 7 columns (days) × ~52 rows (weeks)".
    // 2026-11-01 is a Sunday: the first column of a Sunday week, the last of a Monday week.
    @Test("a day's column, the week's first day and its weekdays in order", arguments: [
        (1, "2026-11-01", 0, "2026-11-01", ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
        (2, "2026-11-01", 6, "2026-10-26", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
        (2, "2026-11-02", 0, "2026-11-02", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
        (1, "2026-11-07", 6, "2026-11-01", ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
        (2, "2024-02-29", 3, "2024-02-26", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
    ])
    func layout(firstWeekday: Int, day: String, column: Int, start: String, names: [String]) {
        let week = HabitWeek(firstWeekday: firstWeekday)
        #expect(week.column(of: LocalDay(day)!) == column)
        #expect(week.start(of: LocalDay(day)!) == LocalDay(start)!)
        #expect(week.shortNames == names)
        #expect(week.weekdays == (firstWeekday == 1 ? [1, 2, 3, 4, 5, 6, 7] : [2, 3, 4, 5, 6, 7, 1]))
    }

    @Test("the month calendar, the month heatmap and the year heatmap use the same columns")
    func sameLayoutEverywhere() {
        for firstWeekday in [1, 2] {
            let week = HabitWeek(firstWeekday: firstWeekday), month = LocalDay("2026-11-01")!
            let grid = MonthGrid(month: month, week: week, status: { _ in .noData }, steps: { _ in nil })
            let heatmap = MonthHeatmap(month: month, week: week)
            let year = YearHeatmap(year: 2026, week: week)
            #expect(grid.columnNames == week.shortNames && heatmap.columnNames == week.shortNames && year.rowNames == week.shortNames)
            #expect(grid.weeks[0].firstIndex { $0 != nil } == week.column(of: month))
            #expect(heatmap.rows[0].firstIndex { $0 != nil } == week.column(of: month))
            #expect(year.squares.first { $0.day == month }?.row == week.column(of: month))
        }
    }
}
