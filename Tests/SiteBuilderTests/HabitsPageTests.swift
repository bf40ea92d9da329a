import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The Habits pages")
struct HabitsPageTests {
    let today = LocalDay("2026-11-21")!

    func site(_ history: History) throws -> Site { try Fixtures.renderer().render(Fixtures.model(history)) }
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
        #expect(friday.contains("Partly done: 3 of 10 pages") && friday.contains("<li class=\"habit-card habit-cat-3 level-partial icon-book w-30\">"))
        // Links inside the habits folder climb only to it (issue 19); the strip marks the page's day.
        #expect(friday.contains("<li class=\"today\"><a href=\"../index.html\" title=\"Saturday, November 21, 2026\">"))
        #expect(friday.contains("<li class=\"selected\"><a href=\"index.html\" title=\"Friday, November 20, 2026\" aria-current=\"date\">"))
    }

    // Issue 17: not-due habits hidden in one section and undone in another; "N of N done" counting partials
    // as done; a streak without its unit; cards the same colour whatever the level.
    @Test("a habit not due is listed as not due; the tally tells partial apart; streaks carry their unit; cards carry their level")
    func notDueTallyAndUnits() throws {
        let site = try site(history)
        let thursday = page(site, "habits/2026-11-19/index.html")
        #expect(thursday.contains("habit-card habit-cat-6 level-none icon-music not-due\""))
        #expect(thursday.contains("<p>Not due</p>") && thursday.contains("<p title=\"Not due\"><span class=\"sr-only\">Not due</span></p>"))
        #expect(thursday.contains("0 done of 0 · 1 not due"))
        let friday = page(site, "habits/2026-11-20/index.html")
        #expect(friday.contains("0 done, 1 partial of 1"))
        #expect(friday.contains("level-partial"))
        let home = page(site, "habits/index.html")
        // Seen "3 days", heard and shown as the tooltip "Streak: 3 days".
        #expect(home.contains("<p title=\"Streak: 3 days\"><span class=\"sr-only\">Streak: </span>3 days</p>"))
        #expect(home.contains("<p title=\"Streak: 0 days\"><span class=\"sr-only\">Streak: </span>0 days</p>"))
        let css = String(decoding: site.files["css/habits.css"] ?? Data(), as: UTF8.self)
        #expect(css.contains(".habit-card.habit-cat-3.level-partial { --card-from: light-dark(#FFE0B3, "))
    }

    // Issue 19: a Habits day page inlined the same icon SVG paths on every card (about 7 KB of a 21 KB page),
    // then a span per icon; now no element only decorates: the card's icon is its own ::before, the flame
    // the streak's, a section's icon its summary's, each shape drawn once by css/habits.css.
    @Test("pages name their icons and css/habits.css draws each one once, as a mask over the text colour")
    func iconsFromTheStylesheet() throws {
        let site = try site(history)
        let home = page(site, "habits/index.html")
        #expect(!home.contains("<svg"))
        #expect(home.contains("<li class=\"habit-card habit-cat-3 level-none icon-book\">"))
        #expect(home.contains("<li class=\"habit-card habit-cat-6 level-none icon-music\">"))
        #expect(home.contains("<summary class=\"icon-sun\"><span role=\"heading\" aria-level=\"2\">Morning routine</span>"))
        #expect(home.contains("<summary class=\"icon-music\"><span role=\"heading\" aria-level=\"2\">Creative</span>"))
        #expect(!home.contains("icon-flame") && !home.contains("class=\"icon "), "no element only to carry an icon")
        let css = String(decoding: site.files["css/habits.css"] ?? Data(), as: UTF8.self)
        for name in HabitIcons.names {
            #expect(css.components(separatedBy: " { --icon: url(\"data:image/svg+xml,%3Csvg ").count - 1 == HabitIcons.names.count)
            #expect(css.contains("\n.icon-\(name)"), "\(name)")
        }
        // The flame's shape is the one the total streak's and every card streak's ::before paint.
        #expect(css.contains("\n.icon-flame, .habits-total::before, .habit-card > p:first-of-type::before { --icon: url("))
        for url in css.matches(of: /url\("([^"]*)"\)/) { #expect(!url.1.contains("<") && !url.1.contains(">")) }
        // The mask that paints every icon (the gear's, the flames' and the sections' pseudo-elements too) is one
        // rule of site.css, on every page; the card's icon is a mask of two layers: the icon and its circle.
        let siteCSS = try String(contentsOfFile: Fixtures.repositoryRoot + "/Public/css/site.css", encoding: .utf8)
        let maskRule = try #require(siteCSS.split(separator: "\n").first { $0.hasPrefix(".icon, ") })
        for selector in [".gear::before", ".habits-total::before", ".habit-card > p:first-of-type::before",
                         ".habits > details > summary[class^=\"icon-\"]::before"] {
            #expect(maskRule.contains(selector + ",") || maskRule.contains(selector + " {"), "\(selector)")
        }
        #expect(maskRule.contains("mask: var(--icon) center / contain no-repeat"))
        #expect(siteCSS.contains("mask: var(--icon) center / 24px 24px no-repeat, radial-gradient(closest-side, "))
        for size in [18, 20, 24] { #expect(siteCSS.contains(".icon-\(size) { width: \(size)px; height: \(size)px; }")) }
        // An unknown icon name draws the check, as before.
        #expect(HabitIcons.mark("no-such-icon", size: 20) == "<span class=\"icon icon-check icon-20\" aria-hidden=\"true\"></span>")
        #expect(HabitIcons.known("no-such-icon") == "check" && HabitIcons.known("book") == "book")
    }

    // Issue 19: the status glyph is drawn by site.css and is silent; the words are the p's own, in a sr-only span.
    @Test("a card's status says its words once to a screen reader; + or ✓ come from the stylesheet, silent")
    func statusGlyph() throws {
        let site = try site(history)
        let home = page(site, "habits/index.html"), thursday = page(site, "habits/2026-11-19/index.html")
        #expect(thursday.contains("<li class=\"habit-card habit-cat-3 level-full icon-book\">"))
        #expect(thursday.contains("<p title=\"Done: 12 of 10 pages\"><span class=\"sr-only\">Done: 12 of 10 pages</span></p></li>"))
        #expect(home.contains("<p title=\"Not done yet\"><span class=\"sr-only\">Not done yet</span></p></li>"))
        let cards = (home + thursday).components(separatedBy: "<li class=\"habit-card ").dropFirst().map { $0.prefix { $0 != "\n" } }
        #expect(cards.count == 4 && cards.allSatisfy { !$0.contains(">+<") && !$0.contains(">✓<") })
        let siteCSS = try String(contentsOfFile: Fixtures.repositoryRoot + "/Public/css/site.css", encoding: .utf8)
        #expect(siteCSS.contains(".habit-card > p:last-of-type::before { content: \"+\"; content: \"+\" / \"\"; }"))
        #expect(siteCSS.contains(".habit-card.level-full > p:last-of-type::before { content: \"\\2713\"; content: \"\\2713\" / \"\"; }"))
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

    @Test("every Habits page of the demo lists the cards and finished habits the habit book gives for its day (HabitBook.day)")
    func pagesListTheBooksDay() throws {
        let model = try TemplateFieldsTests.demo.get(), habits = model.habits, listed = ListedHabits(habits.book)
        func card(_ c: HabitsDay.Card) -> String {
            "\(c.habit.id) \(c.level) \(String(describing: c.count)) \(c.skipped) \(c.due) \(c.streak) \(c.streakUnit) "
                + "\(String(describing: c.rolledOverFrom)) \(String(describing: c.weekDone)) \(c.progress)"
        }
        var cards = 0, finished = 0, rolled = 0
        for day in habits.pages.days {
            let input = HabitsPage.Input(day: day, habits: listed, path: try #require(habits.pages.path(for: day)), pages: habits.pages,
                                         styles: Shared(habits.styles), model: model)
            let book = habits.book.day(day)
            let made = input.listed.compactMap { item in
                HabitsDay.Card(habit: item.habit.value.habit, streakUnit: item.habit.value.streakUnit, entry: item.entry,
                               before: item.before, day: day)
            }
            #expect(made.map(card) == book.cards.map(card), "\(day)")
            let ended = input.listed.compactMap { $0.habit.value.finished(on: day) }
            #expect(ended.map { "\($0.habit.id) \($0.lastDay) \($0.result)" } == book.finished.map { "\($0.habit.id) \($0.lastDay) \($0.result)" }, "\(day)")
            #expect(input.totalStreak == book.totalStreak)
            #expect(HabitsPage(input).groups.map(\.cards.count).reduce(0, +) == book.cards.count)
            cards += made.count
            finished += ended.count
            rolled += made.filter { $0.rolledOverFrom != nil }.count
        }
        #expect(cards > 1_000 && finished > 0 && rolled > 0, "cards, finished habits and rolled-over cards are compared: \(cards), \(finished), \(rolled)")
    }
}
