import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("The Activity section from a real store", .serialized)
struct ActivitySiteTests {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let first = LocalDay("2026-11-18")!

    /// A site folder with `demo = false`, a store holding steps for 11-18 … 11-21, and the given goal setting.
    func makeSite(stepGoal: Int = 10_000) throws -> String {
        let site = try Fixtures.demoSiteCopy()
        try settings(stepGoal: stepGoal).write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readWrite)
        try store.write { writer in
            for (offset, steps) in [10_500, 11_000, 9_000, 12_500].enumerated() {
                try writer.setDailyTotal(day: first.adding(days: offset), quantity: .steps, value: Double(steps))
            }
        }
        return site
    }

    func settings(stepGoal: Int) -> String {
        "demo = false\ntime_zone = \"Europe/Berlin\"\n[activity]\nstep_goal = \(stepGoal)\nbonus_earn_interval = 2\nmax_bonus_days = 1\n"
    }

    func days(_ site: String, now: Date) throws -> [[String: Any]] {
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/days.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test("a goal set today keeps every past day at its old goal, whatever site.toml says later")
    func goalChange() throws {
        let site = try makeSite()
        let today = first.adding(days: 3), now = calendar.instant(on: today, hour: 20)
        #expect(try GoalTasks.set(steps: 12_000, from: nil, siteDirectory: site, now: now) == today)
        let before = try days(site, now: now)
        #expect(before.map { $0["stepGoal"] as? Int } == [10_000, 10_000, 10_000, 12_000])
        #expect(before.map { $0["status"] as? String } == ["achieved", "achieved", "kept_by_bonus", "achieved"])
        #expect(before.map { $0["streak"] as? Int } == [1, 2, 3, 4])
        #expect(before.map { $0["bonusBalance"] as? Int } == [0, 1, 0, 0])
        try settings(stepGoal: 3_000).write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        let after = try days(site, now: now)
        #expect(after.map { $0["stepGoal"] as? Int } == [10_000, 10_000, 10_000, 12_000])
        #expect(after.map { $0["streak"] as? Int } == [1, 2, 3, 4])
    }

    @Test("goals cannot be set in the past or below 1", arguments: [(12_000, "2026-11-20", "is in the past"), (0, nil, "1 to 200,000 steps")] as [(Int, String?, String)])
    func refused(steps: Int, from: String?, message: String) throws {
        let site = try makeSite()
        let now = calendar.instant(on: first.adding(days: 3), hour: 20)
        #expect {
            try GoalTasks.set(steps: steps, from: from.flatMap(LocalDay.init), siteDirectory: site, now: now)
        } throws: { String(describing: $0).contains(message) }
        #expect(try GoalTasks.list(siteDirectory: site).changes.isEmpty)
    }

    @Test("the day, week and month pages of a real store")
    func pages() throws {
        let site = try makeSite()
        let now = calendar.instant(on: first.adding(days: 3), hour: 12)
        _ = try days(site, now: now)
        let day = try String(contentsOfFile: site + "/_site/day/2026-11-21/index.html", encoding: .utf8)
        #expect(day.contains(">12,500</text>"))
        #expect(day.contains("Of 10,000 steps"))
        // Noon on a 24-hour day: 10,000 × 43,200 / 86,399.
        #expect(day.contains("<span class=\"runner-name\">Walking Bot</span> <span class=\"runner-steps\">5,000</span>"))
        let past = try String(contentsOfFile: site + "/_site/day/2026-11-20/index.html", encoding: .utf8)
        #expect(past.contains(">11/20/2026</text>"))
        #expect(past.contains("that day&#39;s average") || past.contains("that day's average"))
        let week = try String(contentsOfFile: site + "/_site/week/2026-11-21/index.html", encoding: .utf8)
        #expect(week.contains(">12,500</text>"))
        #expect(!week.contains("bpm"))
        let month = try String(contentsOfFile: site + "/_site/month/2026-11/index.html", encoding: .utf8)
        #expect(month.contains("status-kept-by-bonus"))
        #expect(month.contains("status-future"))
    }

    // Seed HelpMeTrain, "Bonus Days": a missed day with a bonus day left uses it and the streak goes on.
    @Test("the Day page shows the bonus balance, and that a bonus day was used on a kept day")
    func bonusDays() throws {
        let site = try makeSite()
        _ = try days(site, now: calendar.instant(on: first.adding(days: 3), hour: 12))
        let kept = try String(contentsOfFile: site + "/_site/day/2026-11-20/index.html", encoding: .utf8)
        #expect(kept.contains("<span class=\"tile-label\">Streak</span> <span class=\"tile-note\">kept by a bonus day</span>"))
        #expect(kept.contains("<span class=\"tile-value\">0</span> <span class=\"tile-label\">bonus days</span> <span class=\"tile-note\">1 used this day</span>"))
        let earned = try String(contentsOfFile: site + "/_site/day/2026-11-19/index.html", encoding: .utf8)
        #expect(earned.contains("<span class=\"tile-value\">1</span> <span class=\"tile-label\">bonus day</span> <span class=\"tile-note\">left</span>"))
    }

    @Test("days before the store's first day are no data: no point on the graph, no goal for the Walking Bot")
    func beforeHistory() throws {
        let site = try makeSite()
        _ = try days(site, now: calendar.instant(on: first.adding(days: 3), hour: 12))
        let day = try String(contentsOfFile: site + "/_site/day/2026-11-21/index.html", encoding: .utf8)
        #expect(day.components(separatedBy: "class=\"graph-point\"").count - 1 == 4)
        #expect(day.components(separatedBy: "graph-guide-no-data").count - 1 == 3)
        #expect(day.contains("11/15/2026: no data"))
        // 3 previous days inside the history at 10,000 and today's noon value 5,000; not 6 × 10,000 + 5,000.
        let week = try String(contentsOfFile: site + "/_site/week/2026-11-21/index.html", encoding: .utf8)
        #expect(week.contains("<span class=\"runner-name\">Walking Bot</span> <span class=\"runner-steps\">35,000</span>"))
        #expect(week.contains("class=\"day-indicators\" aria-label=\"Weeks of the graph\""))
        // The bar chart: the 3 days before the history have no bar and are spoken as no data.
        #expect(week.components(separatedBy: "<rect class=\"bar\"").count - 1 == 4)
        #expect(week.contains("Sunday, November 15, 2026: no data"))
        #expect(!week.contains("November 15, 2026: 0 steps"))
        let overview = try String(contentsOfFile: site + "/_site/index.html", encoding: .utf8)
        #expect(overview.contains("class=\"day-indicators\""))
        #expect(overview.contains("steps a day, last 4 days"))
    }
}
