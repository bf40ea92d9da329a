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

    // Issue 17: every square of the year's 7,300 links to its day's Habits page (about 45 bytes each), which
    // took the page from 0.9 to 1.2 MB; the budget is 1.3 MB.
    @Test("a Year page with 20 habits: one card and one heatmap SVG each, under 1.3 MB")
    func yearPageSize() throws {
        let site = try Fixtures.renderer().render(try Fixtures.context(Self.twentyHabits()))
        let page = try #require(site.files["reports/index.html"])
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.components(separatedBy: "class=\"heatmap heatmap-year\"").count - 1 == 20)
        #expect(html.components(separatedBy: "<rect ").count - 1 == 20 * 365)
        #expect(page.count < 1_300_000, "Year page with 20 habits: \(page.count) bytes")
        print("Year page with 20 habits: \(page.count) bytes")
    }

    @Test("pages: every year and month with habit data, the last 53 weeks; tabs and < Today > links")
    func pageRange() throws {
        let site = try Fixtures.renderer().render(try Fixtures.context(Self.twentyHabits()))
        let weeks = site.pages.filter { $0.hasPrefix("reports/week/") }
        #expect(weeks.count == 53 && weeks.first == "reports/week/2025-11-17/index.html" && weeks.last == "reports/week/2026-11-16/index.html")
        #expect(site.pages.filter { $0.hasPrefix("reports/month/") }.count == 13)
        #expect(site.pages.contains("reports/year/2025/index.html") && site.pages.contains("reports/habit/20/index.html"))
        let year2025 = String(decoding: site.files["reports/year/2025/index.html"]!, as: UTF8.self)
        // Links climb only to the reports folder the pages share (issue 19).
        #expect(year2025.contains("<a class=\"report-today\" href=\"../../index.html\">Today</a>"))
        #expect(year2025.contains("rel=\"next\" href=\"../../index.html\""))
        #expect(year2025.contains("<a class=\"report-tab\" href=\"../../month/2025-12/index.html\">Month</a>"))
        let home = String(decoding: site.files["reports/index.html"]!, as: UTF8.self)
        #expect(home.contains("<a class=\"report-tab\" href=\"index.html\" aria-current=\"page\">Year</a>"))
        #expect(home.contains("rel=\"prev\" href=\"year/2025/index.html\"") && !home.contains("rel=\"next\""))
    }
}
