import Testing
import Metrics

@Suite("Habit report layouts: year, month and week heatmaps (issue 7)")
struct HabitReportLayoutTests {
    @Test("a year has 53 columns, or 54 when a leap year starts on the week's last day", arguments: [
        (2026, 2, 53, 365), (2026, 1, 53, 365), (2012, 2, 54, 366), (2012, 1, 53, 366),
        (2000, 1, 54, 366), (2000, 2, 53, 366), (2024, 2, 53, 366), (2021, 1, 53, 365),
    ])
    func columns(year: Int, firstWeekday: Int, columns: Int, days: Int) {
        let map = YearHeatmap(year: year, week: HabitWeek(firstWeekday: firstWeekday))
        #expect(map.columns == columns)
        #expect(map.squares.count == days)
        #expect(map.squares.allSatisfy { (0..<columns).contains($0.column) && (0..<7).contains($0.row) })
    }

    @Test("January 1 sits in the row of its weekday; Sunday and Monday weeks", arguments: [
        (2026, 2, 3, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
        (2026, 1, 4, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
        (2012, 2, 6, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
    ])
    func firstRow(year: Int, firstWeekday: Int, row: Int, names: [String]) {
        let map = YearHeatmap(year: year, week: HabitWeek(firstWeekday: firstWeekday))
        #expect(map.squares[0].row == row && map.squares[0].column == 0)
        #expect(map.rowNames == names)
    }

    @Test("month labels sit above the column of the month's first day")
    func monthLabels() {
        let map = YearHeatmap(year: 2026, week: HabitWeek(firstWeekday: 2))
        #expect(map.monthLabels.count == 12)
        #expect(map.monthLabels[0] == .init(column: 0, first: LocalDay("2026-01-01")!))
        #expect(map.monthLabels[1] == .init(column: 4, first: LocalDay("2026-02-01")!))
        #expect(map.monthLabels[11] == .init(column: 48, first: LocalDay("2026-12-01")!))
        #expect(map.monthLabels.map(\.name) == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    @Test("a month is a calendar grid from the first weekday", arguments: [
        ("2026-11-05", 2, 6, 6), ("2026-11-30", 1, 5, 0), ("2026-02-10", 1, 4, 0), ("2026-02-10", 2, 5, 6),
        ("2024-02-01", 2, 5, 3),
    ])
    func month(day: String, firstWeekday: Int, rows: Int, lead: Int) {
        let grid = MonthHeatmap(month: LocalDay(day)!, week: HabitWeek(firstWeekday: firstWeekday))
        #expect(grid.rows.count == rows)
        #expect(grid.rows[0].prefix { $0 == nil }.count == lead)
        #expect(grid.rows.joined().compactMap { $0 }.count == LocalDay(day)!.daysInMonth)
    }

    @Test("periods and their neighbours", arguments: [
        (HabitPeriod.Kind.week, "2026-11-21", 2, "2026-11-16", "2026-11-22", "Nov 16 – Nov 22, 2026", "2026-11-09"),
        (.week, "2026-11-21", 1, "2026-11-15", "2026-11-21", "Nov 15 – Nov 21, 2026", "2026-11-08"),
        (.month, "2024-02-29", 2, "2024-02-01", "2024-02-29", "February 2024", "2024-01-01"),
        (.year, "2026-03-01", 2, "2026-01-01", "2026-12-31", "2026", "2025-01-01"),
    ])
    func periods(kind: HabitPeriod.Kind, day: String, firstWeekday: Int, first: String, last: String, title: String, previous: String) {
        let week = HabitWeek(firstWeekday: firstWeekday)
        let period = HabitPeriod(kind, containing: LocalDay(day)!, week: week)
        #expect(period.first == LocalDay(first)! && period.last == LocalDay(last)!)
        #expect(period.title == title)
        #expect(period.previous(week: week).first == LocalDay(previous)!)
        #expect(period.next(week: week).previous(week: week) == period)
    }
}
