import Testing
import Metrics
@testable import Charts

@Suite("Habit heatmaps and the strength line as SVG (issue 7)")
struct HeatmapChartTests {
    @Test("a year is one SVG of plain rects, one per day with its date and level, no groups or filters")
    func year() {
        let layout = YearHeatmap(year: 2024, week: HabitWeek(firstWeekday: 2))
        let levels = layout.squares.map { $0.day.day == 1 ? HeatmapLevel.full : .notDue }
        let svg = YearHeatmapChart.svg(layout, levels: levels, id: "h1", title: "Run <fast> in 2024", description: "d")
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 366)
        #expect(svg.components(separatedBy: "<title>").count - 1 == 366)
        #expect(!svg.contains("<g") && !svg.contains("filter"))
        #expect(svg.contains("role=\"img\"") && svg.contains("Run &lt;fast&gt; in 2024"))
        #expect(svg.contains("class=\"l3\"><title>Jan 1, 2024: full</title>"))
        #expect(svg.contains("class=\"nd\"><title>Jan 2, 2024: not due</title>"))
        #expect(svg.contains("viewBox=\"0 0 717 105\""))
    }

    @Test("a month marks weekends and numbers its days; a week has seven squares")
    func monthAndWeek() {
        let month = MonthHeatmapChart.svg(MonthHeatmap(month: LocalDay("2026-11-01")!, week: HabitWeek(firstWeekday: 2)),
                                          level: { _ in .missed }, id: "m", title: "t", description: "d")
        #expect(month.components(separatedBy: "<rect ").count - 1 == 30)
        #expect(month.contains("class=\"l0 we\"><title>Nov 1, 2026: missed</title>"))
        let days = HabitWeek(firstWeekday: 1).days(of: LocalDay("2026-11-18")!).map { ($0, HeatmapLevel.future) }
        let week = WeekHeatmapChart.svg(days, id: "w", title: "t", description: "d")
        #expect(week.components(separatedBy: "<rect ").count - 1 == 7)
        #expect(week.contains(">Sun</text>"))
    }

    // Issue 17: Year and Month squares were not links.
    @Test("Year and Month squares link to their day's page; a day without one is a plain square")
    func links() {
        let layout = YearHeatmap(year: 2026, week: HabitWeek(firstWeekday: 2))
        let levels = layout.squares.map { _ in HeatmapLevel.full }
        let href = { (day: LocalDay) -> String? in day <= LocalDay("2026-01-03")! ? "../habits/\(day)/index.html" : nil }
        let year = YearHeatmapChart.svg(layout, levels: levels, id: "y", title: "t", description: "d", href: href)
        #expect(year.components(separatedBy: "<a href=").count - 1 == 3)
        #expect(year.contains("<a href=\"../habits/2026-01-01/index.html\"><title>Jan 1, 2026: full</title><rect "))
        #expect(year.components(separatedBy: "<title>").count - 1 == 365, "one title per square, linked or not")
        #expect(!year.contains("role=") && year.contains("aria-labelledby=\"y-title y-desc\"") && year.components(separatedBy: "<rect ").count - 1 == 365)
        let month = MonthHeatmapChart.svg(MonthHeatmap(month: LocalDay("2026-01-01")!, week: HabitWeek(firstWeekday: 2)),
                                          level: { _ in .missed }, id: "m", title: "t", description: "d", href: href)
        #expect(month.components(separatedBy: "</a>").count - 1 == 3)
        #expect(month.contains("<a href=\"../habits/2026-01-03/index.html\"><title>Jan 3, 2026: missed</title><rect "))
        #expect(month.contains("class=\"l0\"><title>Jan 5, 2026: missed</title></rect>"))
        let plain = YearHeatmapChart.svg(layout, levels: levels, id: "y", title: "t", description: "d")
        #expect(!plain.contains("<a ") && plain.contains("role=\"img\""))
    }

    // The heatmaps are written as bytes (`SVGBytes`), with the squares' sides as fixed text.
    @Test("the squares' sides as written are their sizes as SVG.number writes them; whole numbers as String writes them")
    func bytes() {
        #expect("\(YearHeatmapChart.cellText)" == SVG.number(YearHeatmapChart.cell))
        #expect("\(MonthHeatmapChart.cellText)" == SVG.number(MonthHeatmapChart.cell))
        for value in [0, 1, 9, 10, 99, 100, 12_345, -1, -10, -987, Int.max, Int.min] + (0..<500).map({ _ in Int.random(in: -1_000_000...1_000_000) }) {
            var out = SVGBytes(capacity: 0)
            out.append(value)
            #expect(out.string == String(value))
        }
        // A square's title date, appended in parts, is `shortText`: every month, the first and last days,
        // a leap day, and years of one to five digits.
        var days = [LocalDay(year: 2024, month: 2, day: 29)!, LocalDay(year: 1, month: 1, day: 1)!, LocalDay(year: 999, month: 12, day: 31)!,
                    LocalDay(year: 9999, month: 12, day: 31)!]
        days += (1...12).flatMap { month in [LocalDay(year: 2026, month: month, day: 1)!, LocalDay(year: 2026, month: month, day: 1)!.adding(days: 40).firstOfMonth.adding(days: -1)] }
        if let far = LocalDay(year: 12_345, month: 6, day: 7) { days.append(far) }
        for day in days {
            var title = SVGBytes(capacity: 0)
            title.append(shortDay: day, .standard)
            #expect(title.string == day.shortText)
        }
        #expect(days.contains { $0.shortText == "Feb 29, 2024" } && days.contains { $0.shortText == "Jan 1, 1" })
        // A skipped square's mark, appended or as text, is the same.
        var out = SVGBytes(capacity: 0)
        HeatmapMark.append(.skipped, x: 13.5, y: 2, size: 11, to: &out)
        #expect(out.string == HeatmapMark.svg(.skipped, x: 13.5, y: 2, size: 11))
        #expect(out.string == "<path class=\"sk-mark\" d=\"M16.25 10.25L21.75 4.75\" aria-hidden=\"true\"/>")
        #expect(HeatmapMark.svg(.full, x: 0, y: 0, size: 11).isEmpty)
    }

    @Test("the strength line runs from the first to the last point")
    func strength() {
        let points = [HabitStrength.Point(day: LocalDay("2026-11-20")!, score: 0), .init(day: LocalDay("2026-11-21")!, score: 1)]
        let svg = StrengthChart.svg(points, name: "Read", id: "s")
        #expect(svg.contains("d=\"M34 152L330 8\""))
        #expect(svg.contains("today 100 %"))
        // Shown at its own size (issue 17: chart text never scaled below 11 px), narrow enough for a 390 px phone.
        #expect(svg.contains("width=\"330\" height=\"160\" viewBox=\"0 0 330 160\""))
        #expect(StrengthChart.svg([], name: "Read", id: "s").contains("with no days yet"))
    }
}
