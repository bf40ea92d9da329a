import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("Habit Reports pages (issue 7)")
struct ReportPagesTests {
    /// 20 daily habits with a year of check-ins at every level.
    static func twentyHabits() -> History {
        let first = LocalDay("2025-11-21")!
        let habits = (1...20).map { Habit(id: Int64($0), name: "Habit number \($0)", category: "Fitness", icon: "figure",
                                          frequency: .daily, targetValue: 8, targetUnit: "cups", position: $0, created: first) }
        let checkIns = habits.flatMap { habit in
            (0..<365).compactMap { offset -> CheckIn? in
                let level = CompletionLevel(rawValue: (offset + Int(habit.id)) % 4) ?? .none
                return level == .none ? nil : CheckIn(habitID: habit.id, day: first.adding(days: offset), level: level)
            }
        }
        return History(habits: habits, checkIns: checkIns)
    }

    /// A Year report of many habits shows each year at a glance and leaves the linked squares and the table
    /// to each habit's own year page, so no page of a long history is heavy (the page budget is 300 KB).
    @Test("a Year page with 20 habits: a card and a heatmap each, under 300 KB; each habit's year page has every square linked and the table")
    func yearPageSize() throws {
        let site = try Fixtures.renderer().render(try Fixtures.model(Self.twentyHabits()))
        let page = try #require(site.files["reports/index.html"])
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.components(separatedBy: "class=\"heatmap heatmap-year\"").count - 1 == 20)
        #expect(!html.contains("<rect ") && !html.contains("class=\"heatmap-table\""))
        #expect(page.count < 300_000, "Year page with 20 habits: \(page.count) bytes")
        // Every square is drawn: a path's "z" closes one square, each of the year's days (and the days of the
        // grid's first and last weeks outside it) once.
        let squares = html.components(separatedBy: "h-11z").count - 1
        #expect(squares == 20 * YearHeatmap(year: 2026, week: HabitWeek(firstWeekday: 2)).squares.count)
        for id in 1...20 {
            #expect(html.contains("<a href=\"year/2026/habit/\(id)/index.html\">Habit number \(id), day by day</a>"))
            let own = try #require(site.files["reports/year/2026/habit/\(id)/index.html"], "habit \(id)'s year page")
            let text = String(decoding: own, as: UTF8.self)
            #expect(text.components(separatedBy: "class=\"heatmap heatmap-year\"").count - 1 == 1)
            #expect(text.contains("class=\"heatmap-table\"") && text.contains("<a href=\"../../../../../habits/2026-01-0"))
            #expect(text.contains("<a href=\"../../../../index.html\">All habits this year</a>"))
            #expect(own.count < 300_000)
        }
    }

    @Test("pages: every year and month with habit data, the last 53 weeks; tabs and < Today > links")
    func pageRange() throws {
        let site = try Fixtures.renderer().render(try Fixtures.model(Self.twentyHabits()))
        let weeks = site.pages.filter { $0.hasPrefix("reports/week/") && $0 != Routes.currentReportWeek.file }
        #expect(weeks.count == 53 && weeks.first == "reports/week/2025-11-17/index.html" && weeks.last == "reports/week/2026-11-16/index.html")
        #expect(site.pages.filter { $0.hasPrefix("reports/month/") && $0 != Routes.currentReportMonth.file }.count == 13)
        #expect(site.pages.contains("reports/year/2025/index.html") && site.pages.contains("reports/habit/20/index.html"))
        let year2025 = String(decoding: site.files["reports/year/2025/index.html"]!, as: UTF8.self)
        // Links climb only to the reports folder the pages share (issue 19).
        #expect(year2025.contains("<a class=\"report-today\" href=\"../../index.html\">Today</a>"))
        #expect(year2025.contains("rel=\"next\" href=\"../../index.html\""))
        #expect(year2025.contains("<a class=\"report-tab\" href=\"../../month/2025-12/index.html\">Month</a>"))
        // "Today", and a tab whose period has no page, open the current period through a page that does not
        // change with the week or month (`reports/week/index.html`, which opens this week's report).
        let week = String(decoding: site.files["reports/week/2025-11-17/index.html"]!, as: UTF8.self)
        #expect(week.contains("<a class=\"report-today\" href=\"../index.html\">Today</a>"))
        let oldMonth = String(decoding: site.files["reports/month/2025-11/index.html"]!, as: UTF8.self)
        #expect(oldMonth.contains("<a class=\"report-today\" href=\"../index.html\">Today</a>"))
        #expect(year2025.contains("<a class=\"report-tab\" href=\"../../week/2025-12-29/index.html\">Week</a>"))
        // A month older than the weeks shown: its Week tab opens the current week.
        let pages = ReportPages(today: LocalDay("2026-11-18")!, first: LocalDay("2019-01-01")!, week: HabitWeek(firstWeekday: 2))
        let march = HabitPeriod(.month, containing: LocalDay("2020-03-10")!, week: pages.week)
        let navigation = ReportNavigation(period: march, path: Routes.reportMonth(march.first), pages: pages, format: .standard)
        #expect(navigation.tabs.map(\.href) == ["../../week/index.html", "index.html", "../../year/2020/index.html"])
        #expect(navigation.todayHref == "../index.html" && !navigation.isCurrent)
        for (current, dated) in [(Routes.currentReportWeek, "2026-11-16/index.html"), (Routes.currentReportMonth, "2026-11/index.html")] {
            let opener = String(decoding: try #require(site.files[current.file]), as: UTF8.self)
            #expect(opener.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(dated)\">"), "\(current.file)")
            #expect(opener.contains("href=\"\(dated)\""), "\(current.file)")
        }
        let home = String(decoding: site.files["reports/index.html"]!, as: UTF8.self)
        #expect(home.contains("<a class=\"report-tab\" href=\"index.html\" aria-current=\"page\">Year</a>"))
        #expect(home.contains("rel=\"prev\" href=\"year/2025/index.html\"") && !home.contains("rel=\"next\""))
    }
}
