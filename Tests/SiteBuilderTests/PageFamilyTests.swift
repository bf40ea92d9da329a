import Foundation
import Metrics
import Testing
@testable import SiteBuilder
import Workspace

/// Serve keeps the Day, Week and Habits pages as families (`Site.add(_ family:)`): a page is found from its
/// path and made when asked for. It must find exactly the pages a static build writes, and nothing else.
@Suite("Page families: serve finds each page from its path")
struct PageFamilyTests {
    static let mode = BuildMode.served(csrf: "0123456789abcdef0123456789abcdef")

    @Test("every page of a served site is found and made as a static build makes it; no other path is")
    func servedEqualsBuilt() throws {
        let site = try Fixtures.demoSiteCopy()
        let served = try SiteBuild().plan(.init(siteDirectory: site, now: Fixtures.now, mode: Self.mode)).site
        var full = try SiteBuild().assemble(.init(siteDirectory: site, now: Fixtures.now, mode: Self.mode)).site
        try full.finishPending()
        #expect(Set(served.paths) == Set(full.files.keys))
        #expect(served.paths.count == full.files.count, "each path once")
        let dated = served.paths.filter { $0.hasPrefix("day/") || $0.hasPrefix("week/") || $0.hasPrefix("habits/") }
        #expect(dated.count > 1_000)
        for path in dated.prefix(40) + dated.suffix(40) + ["habits/index.html"] {
            #expect(served.contains(path))
            #expect(try served.make(path) == full.files[path], "\(path)")
        }
        // Near misses: a day without a page, another folder, another spelling, a day's folder itself.
        let misses = ["day/1999-01-01/index.html", "day/2026-02-30/index.html", "days/2026-11-20/index.html",
                      "day/2026-11-20/index.htm", "day/2026-11-20/", "day/2026-11-20", "day/2026-11-2/index.html",
                      "day//2026-11-20/index.html", "xday/2026-11-20/index.html", "day/2026-11-20/index.html/",
                      "habits/2099-01-01/index.html", "week/9999-12-31/index.html", "day/+026-11-20/index.html", ""]
        for path in misses {
            #expect(!served.contains(path), "\(path)")
            #expect(try served.make(path) == nil, "\(path)")
        }
    }

    @Test("a dated page's path names its day; any other path names none", arguments: [
        ("day/2026-11-21/index.html", "2026-11-21"), ("habits/2024-02-29/index.html", "2024-02-29"),
        ("a/2026-11-21/index.html", "2026-11-21"), ("day/2023-02-29/index.html", nil), ("day/2026-11-21/index.htm", nil),
        ("day/2026-11-21index.html", nil), ("/2026-11-21/index.html", nil), ("day/2026-1-21/index.html", nil),
        ("day/2026-11-21 /index.html", nil), ("index.html", nil), ("habits/index.html", nil), ("", nil),
        ("day/2026-11-2é/index.html", nil),
    ] as [(String, String?)])
    func namedDay(path: String, day: String?) {
        #expect(Routes.namedDay(path)?.description == day)
    }
}
