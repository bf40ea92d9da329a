import Foundation
import Testing
@testable import SiteBuilder
@testable import Workspace

@Suite("A failed build leaves the previous output untouched")
struct AtomicWriteTests {
    struct InjectedFailure: Error {}

    /// The live file system, except that the `n`th file write throws.
    func failing(afterWrites n: Int) -> FileIO {
        let counter = Counter()
        var io = FileIO.live
        let write = io.write
        io.write = { path, data in
            if counter.next() >= n { throw InjectedFailure() }
            try write(path, data)
        }
        return io
    }

    @Test("a write that fails midway", arguments: [0, 1, 50])
    func failingWrite(after writes: Int) throws {
        let output = Fixtures.temporaryFolder() + "/site"
        let request = SiteBuild.Request(siteDirectory: Fixtures.repositoryRoot, output: output, now: Fixtures.now)
        _ = try SiteBuild().run(request)
        let before = try Fixtures.snapshot(output)
        var later = request
        later.now = Fixtures.now.addingTimeInterval(86_400)
        #expect(throws: BuildError.self) { try SiteBuild(io: failing(afterWrites: writes)).run(later) }
        #expect(try Fixtures.snapshot(output) == before)
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"))
    }

    @Test("a template error stops the build before the write")
    func brokenTemplate() throws {
        let site = try Fixtures.demoSiteCopy()
        let output = site + "/_site"
        _ = try SiteBuild().run(.init(siteDirectory: site, now: Fixtures.now))
        let before = try Fixtures.snapshot(output)
        try "{{#unclosed}}".write(toFile: site + "/Templates/day.mustache", atomically: true, encoding: .utf8)
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: site, now: Fixtures.now)) }
        #expect(error?.phase == .plan)
        #expect(error?.message.contains("day.mustache") == true)
        #expect(try Fixtures.snapshot(output) == before)
    }

    /// The templates are parsed on a thread of their own while the history loads: a settings error and a
    /// store error must still be the ones reported when a template is broken too.
    @Test("a broken template and a broken site.toml or store: the earlier phase's error is reported")
    func brokenTemplateAndEarlierError() throws {
        for broken in ["site.toml", "store"] {
            let site = try Fixtures.demoSiteCopy()
            try "{{#unclosed}}".write(toFile: site + "/Templates/day.mustache", atomically: true, encoding: .utf8)
            let expected: BuildError.Phase
            if broken == "site.toml" {
                try "title = \n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
                expected = .load
            } else {
                try "title = \"Broken store\"\ndemo = false\n"
                    .write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
                try "not a database".write(toFile: site + "/history.sqlite", atomically: true, encoding: .utf8)
                expected = .load
            }
            let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: site, now: Fixtures.now)) }
            #expect(error?.phase == expected, "\(broken): \(error?.message ?? "")")
            #expect(error?.message.contains("day.mustache") == false)
        }
        // And the template's own error once the rest is fine.
        let site = try Fixtures.demoSiteCopy()
        try "{{#unclosed}}".write(toFile: site + "/Templates/week.mustache", atomically: true, encoding: .utf8)
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: site, now: Fixtures.now)) }
        #expect(error?.phase == .plan)
        #expect(error?.message.contains("week.mustache") == true)
    }

    @Test("a folder sitegen did not write is never replaced")
    func foreignFolder() throws {
        let output = Fixtures.temporaryFolder()
        try "precious".write(toFile: output + "/thesis.txt", atomically: true, encoding: .utf8)
        let error = #expect(throws: BuildError.self) {
            try SiteBuild().run(.init(siteDirectory: Fixtures.repositoryRoot, output: output, now: Fixtures.now))
        }
        #expect(error?.message.contains("was not written by sitegen") == true)
        #expect(try String(contentsOfFile: output + "/thesis.txt", encoding: .utf8) == "precious")
    }

    @Test("the output may not be the site folder")
    func outputIsSite() throws {
        let error = #expect(throws: BuildError.self) {
            try SiteBuild().run(.init(siteDirectory: Fixtures.repositoryRoot, output: Fixtures.repositoryRoot, now: Fixtures.now))
        }
        #expect(error?.message.contains("would replace the site folder") == true)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { defer { value += 1 }; return value } }
}
