import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("sitegen moment: the commands' work, their refusals, and the pages")
struct MomentTasksTests {
    /// 2026-11-21 08:05 UTC.
    let now = Date(timeIntervalSince1970: 1_795_248_300)

    func site() throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning"), siteDirectory: folder, now: now)
        return folder
    }

    @Test("add, edit, list and remove; seed categories keep their spelling")
    func lifecycle() throws {
        let folder = try site()
        let added = try MomentTasks.add(MomentInput(title: " 100 pages ", day: LocalDay("2026-11-01"), category: "milestone", habit: "read"),
                                        siteDirectory: folder, now: now)
        #expect(added.title == "100 pages" && added.category == "Milestone" && added.habitID == 1)
        let edited = try MomentTasks.edit(id: added.id, MomentInput(category: "Reading club", habit: ""), siteDirectory: folder, now: now)
        #expect(edited.category == "Reading club" && edited.habitID == nil && edited.day == LocalDay("2026-11-01"))
        #expect(try MomentTasks.list(siteDirectory: folder, now: now).map(\.moment) == [edited])
        #expect(try MomentTasks.remove(id: added.id, siteDirectory: folder, now: now).title == "100 pages")
        #expect(try MomentTasks.list(siteDirectory: folder, now: now).isEmpty)
    }

    @Test("bad input is refused with a message", arguments: [
        (MomentInput(title: "  "), "a moment needs a title"),
        (MomentInput(title: "x", day: LocalDay("2026-11-22")), "2026-11-22 is in the future"),
        (MomentInput(title: "x", habit: "Run"), "no habit named \"Run\""),
        (MomentInput(title: "x", category: ""), "--category: expected Achievement, Milestone, Personal"),
    ])
    func refusals(input: MomentInput, message: String) throws {
        let folder = try site()
        #expect { try MomentTasks.add(input, siteDirectory: folder, now: now) } throws: { error in
            (error as? HabitError)?.description.hasPrefix(message) == true
        }
        #expect(try MomentTasks.list(siteDirectory: folder, now: now).isEmpty)
        #expect { try MomentTasks.remove(id: 7, siteDirectory: folder, now: now) } throws: { error in
            (error as? HabitError)?.description.hasPrefix("no moment with the id 7") == true
        }
    }

    @Test("a moment whose title and body carry HTML is escaped on every page")
    func escaping() throws {
        let habit = Habit(id: 1, name: "Read <i>", category: "Learning", icon: "book", frequency: .daily, created: LocalDay("2026-11-01")!)
        let moment = Moment(id: 5, day: LocalDay("2026-11-20")!, title: "<script>alert(1)</script>", category: "<b>cat</b>",
                            habitID: 1, markdown: "# Hi <img src=x onerror=alert(1)>\n\n**bold**")
        let model = try Fixtures.model(History(habits: [habit], moments: [moment]))
        let site = try Fixtures.renderer().render(model)
        for path in ["moments/index.html", "moments/5/index.html", "moments/category/1/index.html", "moments/habit/1/index.html",
                     "reports/habit/1/index.html"] {
            let html = String(decoding: try #require(site.files[path], "missing \(path)"), as: UTF8.self)
            #expect(!html.contains("<script>alert") && !html.contains("<b>cat") && !html.contains("<img") && !html.contains("<i>"), "\(path)")
        }
        let page = String(decoding: site.files["moments/5/index.html"]!, as: UTF8.self)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<h2>Hi <!-- raw HTML omitted --></h2>") && page.contains("<strong>bold</strong>"))
    }

    // Issue 17 (seed B-025 "Filtering and search"): the moments page filters by kind and category and has a
    // search box; the script only hides, so without it every moment is listed.
    @Test("the moments page lists every moment with its kind, category and search text, and a filter form the script shows")
    func filters() throws {
        let start = LocalDay("2026-10-01")!
        let habit = Habit(id: 1, name: "Read", category: "Learning", icon: "book", frequency: .daily, created: start)
        let checkIns = (0..<10).map { CheckIn(habitID: 1, day: start.adding(days: $0), level: .full) }
        let moment = Moment(id: 5, day: LocalDay("2026-11-20")!, title: "First <recital>", category: "Personal", markdown: "")
        let site = try Fixtures.renderer().render(try Fixtures.model(History(habits: [habit], checkIns: checkIns, moments: [moment])))
        let page = String(decoding: try #require(site.files["moments/index.html"]), as: UTF8.self)
        #expect(page.contains("<li class=\"moment-card\" data-kind=\"yours\" data-category=\"Personal\" data-search=\"first &lt;recital&gt; personal \">"))
        #expect(page.contains("data-kind=\"automatic\" data-category=\"Milestone\" data-search=\"10 check-ins: read milestone read\""))
        #expect(page.contains("<form class=\"moment-search\" id=\"moment-search\" hidden"))
        #expect(page.contains("<script src=\"../js/moments.js\" defer></script>"))
        #expect(page.contains("<option>Achievement</option>") && page.contains("<option>Personal</option>"))
        let category = String(decoding: try #require(site.files["moments/category/1/index.html"]), as: UTF8.self)
        #expect(!category.contains("moment-search"))
    }
}
