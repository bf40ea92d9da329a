import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("Text from a person is escaped; Markdown is safe")
struct EscapingTests {
    let today = LocalDay("2026-11-21")!

    func render(_ history: History, title: String = "Test site") throws -> Site {
        try Fixtures.renderer().render(Fixtures.model(history, title: title))
    }

    func page(_ site: Site, _ path: String) -> String { String(decoding: site.files[path] ?? Data(), as: UTF8.self) }

    @Test("a day's note renders as GFM on its page")
    func noteRenders() throws {
        let note = "# Run\n\n| km | min |\n|---|---|\n| 5 | 27 |\n\n- [x] stretch\n\n~~rest~~ https://example.org"
        let html = page(try render(History(notes: [today: note])), "day/2026-11-21/index.html")
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>rest</del>"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("<a href=\"https://example.org\">"))
    }

    @Test("raw HTML in a note never reaches the page", arguments: [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<a href=\"javascript:alert(1)\">x</a>",
    ])
    func rawHTML(note: String) throws {
        let html = page(try render(History(notes: [today: note])), "day/2026-11-21/index.html").lowercased()
        #expect(!html.contains("<script"))
        #expect(!html.contains("onerror"))
        #expect(!html.contains("javascript:"))
    }

    @Test("a title with <b>&\"' is escaped in HTML")
    func titleEscapedInHTML() throws {
        let html = page(try render(.empty, title: "<b>&\"'"), "index.html")
        #expect(!html.contains("<b>&\"'"))
        #expect(html.contains("&lt;b&gt;&amp;"))
    }

    @Test("a note heading with <b>&\"' is escaped in HTML")
    func noteHeadingEscaped() throws {
        let html = page(try render(History(notes: [today: "# <b>&\"'"])), "day/2026-11-21/index.html")
        #expect(!html.contains("<b>"))
        #expect(html.contains("<h3><!-- raw HTML omitted -->&amp;&quot;'</h3>"))
    }

    @Test("an empty history still builds every page with empty states")
    func emptyHistory() throws {
        let site = try render(.empty)
        #expect(site.pages == ["day/2026-11-21/index.html", "day/index.html", "energy/index.html", "gym/index.html", "habits/index.html", "index.html",
                               "moments/index.html", "month/2026-11/index.html", "month/index.html",
                               "reports/index.html", "reports/month/2026-11/index.html", "reports/month/index.html",
                               "reports/week/2026-11-16/index.html", "reports/week/index.html", "settings/index.html", "training/index.html",
                               "week/2026-11-21/index.html", "week/index.html"])
        let energy = page(site, "energy/index.html")
        #expect(energy.contains("Health data required"))
        #expect(energy.contains("<code>sitegen import health export.zip</code>"))
        #expect(!energy.contains("energy-chart"))
        #expect(page(site, "index.html").contains("No habits yet"))
        let day = page(site, "day/2026-11-21/index.html")
        #expect(day.contains("No note for this day."))
        #expect(day.contains("<span class=\"tile-value\">--</span> <span class=\"tile-label\">kcal</span>"))
        #expect(day.contains("<span class=\"tile-value\">--</span> <span class=\"tile-label\">miles</span>"))
        #expect(day.contains("<span class=\"tile-value\">--</span> <span class=\"tile-label\">bpm</span>"))
        for path in site.pages { #expect(!page(site, path).contains("NaN"), "\(path) shows NaN") }
    }
}
