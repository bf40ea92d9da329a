import Foundation
import Testing
@testable import SiteBuilder
import Workspace

/// `SiteRenderer.plan` plans two halves of the site on two cores and appends the second to the first
/// (`Site.append`): the site is the one a single plan makes, and a path both halves claim is still an error.
@Suite("Site plan: two halves appended")
struct SitePlanTests {
    func made(_ site: Site) throws -> [String: Data] {
        var site = site
        try site.finishPending()
        return site.files
    }

    @Test("the second half's files follow the first's: the same files as one site added in that order")
    func appended() throws {
        var first = Site(), second = Site(), whole = Site()
        for (index, path) in ["a.html", "b/c.html"].enumerated() {
            try first.add(path, Data("first \(index)".utf8))
            try whole.add(path, Data("first \(index)".utf8))
        }
        try second.add("d.json", Data("second".utf8))
        second.addLater("e.json") { Data("later".utf8) }
        try whole.add("d.json", Data("second".utf8))
        whole.addLater("e.json") { Data("later".utf8) }
        try first.append(second)
        #expect(Set(first.paths) == Set(whole.paths))
        #expect(try made(first) == made(whole))
    }

    @Test("a path both halves add is the error the second add would have thrown")
    func sharedPath() throws {
        var first = Site(), second = Site()
        try first.add("a.html", Data("one".utf8))
        try second.add("b.html", Data("two".utf8))
        try second.add("a.html", Data("three".utf8))
        #expect { try first.append(second) } throws: { ($0 as? BuildError)?.message == "two outputs for the path a.html" }
    }

    @Test("a duplicate addLater met in either half fails the render, the first half's first")
    func laterDuplicate() throws {
        var first = Site(), second = Site()
        first.addLater("x.json") { Data() }
        first.addLater("x.json") { Data() }
        second.addLater("y.json") { Data() }
        second.addLater("y.json") { Data() }
        try first.append(second)
        #expect { try first.finishPending() } throws: { ($0 as? BuildError)?.message == "two outputs for the path x.json" }
    }

    @Test("the demo site's plan holds the pages of both halves, each path once")
    func demoPlan() throws {
        let assembled = try SiteBuild().assemble(.init(siteDirectory: Fixtures.repositoryRoot, output: Fixtures.temporaryFolder() + "/out",
                                                       now: Fixtures.now, incremental: false))
        let paths = assembled.site.paths
        #expect(Set(paths).count == paths.count)
        let today = Routes.day(assembled.model.today).file
        for path in [Routes.overview.file, today, Routes.habits.file, Routes.reports.file, Routes.data(.days), Routes.data(.reports),
                     Routes.gym.file, Routes.training.file] {
            #expect(paths.contains(path), "\(path) planned")
        }
    }
}
