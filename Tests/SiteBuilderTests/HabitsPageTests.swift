import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The Habits pages")
struct HabitsPageTests {
    let today = LocalDay("2026-11-21")!

    func site(_ history: History) throws -> Site { try Fixtures.renderer().render(Fixtures.context(history)) }
    func page(_ site: Site, _ path: String) -> String { String(decoding: site.files[path] ?? Data(), as: UTF8.self) }

    var history: History {
        let read = Habit(id: 1, name: "<b>Read</b> & \"think\"", category: "Learning", icon: "book", frequency: .daily,
                         targetValue: 10, targetUnit: "pages", created: today.adding(days: -3), morningRoutine: true)
        let guitar = Habit(id: 2, name: "Guitar", category: "Creative", icon: "music", frequency: .weekdays([6]),
                           rollover: true, created: today.adding(days: -3))
        return History(habits: [read, guitar], checkIns: [
            CheckIn(habitID: 1, day: today.adding(days: -3), level: .full, count: 10),
            CheckIn(habitID: 1, day: today.adding(days: -2), level: .full, count: 12),
            CheckIn(habitID: 1, day: today.adding(days: -1), level: .partial, count: 3),
        ])
    }

    @Test("the home and a page per earlier day, with escaped names, streaks, partial levels and the rollover arrow")
    func pages() throws {
        let site = try site(history)
        #expect(site.pages.filter { $0.hasPrefix("habits/") } == ["habits/2026-11-18/index.html", "habits/2026-11-19/index.html",
                                                                  "habits/2026-11-20/index.html", "habits/index.html"])
        let home = page(site, "habits/index.html")
        #expect(home.contains("&lt;b&gt;Read&lt;/b&gt; &amp; &quot;think&quot;") && !home.contains("<b>Read"))
        #expect(home.contains("Streak: 3 days"))
        #expect(home.contains("Morning routine"))
        // Guitar was due on Friday 20th and not done: it rolls over to Saturday.
        #expect(home.contains("Rolled over from November 20"))
        #expect(home.contains("Total streak: 0 days"))
        let friday = page(site, "habits/2026-11-20/index.html")
        #expect(friday.contains("Partly done: 3 of 10 pages") && friday.contains("habit-progress-bar w-30"))
        #expect(friday.contains("href=\"../../habits/index.html\"") && friday.contains("aria-current=\"date\""))
    }

    // Issue 17: not-due habits hidden in one section and undone in another; "N of N done" counting partials
    // as done; a streak without its unit; cards the same colour whatever the level.
    @Test("a habit not due is listed as not due; the tally tells partial apart; streaks carry their unit; cards carry their level")
    func notDueTallyAndUnits() throws {
        let site = try site(history)
        let thursday = page(site, "habits/2026-11-19/index.html")
        #expect(thursday.contains("habit-card habit-cat-6 level-none not-due\""))
        #expect(thursday.contains("<p class=\"habit-card-notdue\">Not due</p>") && thursday.contains("Not due</span>"))
        #expect(thursday.contains("0 done of 0 · 1 not due"))
        let friday = page(site, "habits/2026-11-20/index.html")
        #expect(friday.contains("0 done, 1 partial of 1"))
        #expect(friday.contains("level-partial"))
        let home = page(site, "habits/index.html")
        #expect(home.contains("<span aria-hidden=\"true\">3 days</span>") && home.contains("<span aria-hidden=\"true\">0 days</span>"))
        let css = String(decoding: site.files["css/habits.css"] ?? Data(), as: UTF8.self)
        #expect(css.contains(".habit-card.habit-cat-3.level-partial { --card-from: light-dark(#FFE0B3, "))
    }

    // Issue 19: a Habits day page inlined the same icon SVG paths on every card (about 7 KB of a 21 KB page).
    @Test("pages name their icons and css/habits.css draws each one once, as a mask over the text colour")
    func iconsFromTheStylesheet() throws {
        let site = try site(history)
        let home = page(site, "habits/index.html")
        #expect(!home.contains("<svg class=\"habit-icon\""))
        #expect(home.contains("<span class=\"icon icon-book icon-24\" aria-hidden=\"true\"></span>"))
        #expect(home.contains("<span class=\"icon icon-flame icon-18\" aria-hidden=\"true\"></span>"))
        #expect(home.contains("<span class=\"icon icon-music icon-24\" aria-hidden=\"true\"></span>"))
        let css = String(decoding: site.files["css/habits.css"] ?? Data(), as: UTF8.self)
        for name in HabitIcons.names {
            #expect(css.components(separatedBy: ".icon-\(name) { --icon: url(\"data:image/svg+xml,%3Csvg ").count - 1 == 1, "\(name)")
        }
        #expect(!css.contains("<") && !css.contains(">"))
        // The mask that paints every icon (the gear's too) is one rule of site.css, on every page.
        let siteCSS = try String(contentsOfFile: Fixtures.repositoryRoot + "/Public/css/site.css", encoding: .utf8)
        #expect(siteCSS.contains("mask: var(--icon) center / contain no-repeat"))
        #expect(siteCSS.components(separatedBy: ".icon {").count - 1 == 1)
        for size in [18, 20, 24] { #expect(siteCSS.contains(".icon-\(size) { width: \(size)px; height: \(size)px; }")) }
        // An unknown icon name draws the check, as before.
        #expect(HabitIcons.mark("no-such-icon", size: 20) == "<span class=\"icon icon-check icon-20\" aria-hidden=\"true\"></span>")
    }

    @Test("data/habits.json: per habit and day the level, due and streak; per day the total streak")
    func data() throws {
        let data = try #require(try site(history).files["data/habits.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let habits = try #require(json["habits"] as? [[String: Any]])
        let days = try #require(habits.first?["days"] as? [[String: Any]])
        #expect(days.map { $0["streak"] as? Int } == [1, 2, 3, 3])
        #expect(days.map { $0["level"] as? String } == ["full", "full", "partial", "none"])
        #expect(habits.last?["streakUnit"] as? String == "days")
        let totals = try #require(json["days"] as? [[String: Any]])
        #expect(totals.map { $0["totalStreak"] as? Int } == [1, 2, 0, 0])
    }
}
