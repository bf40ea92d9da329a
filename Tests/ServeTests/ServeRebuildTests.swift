import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve
import Commands
import Metrics
import SiteBuilder
import Workspace

@Suite("sitegen serve: coalesced rebuilds, past days, midnight, equal to a full build", .serialized)
struct ServeRebuildTests {
    /// Every file serve serves equals the fresh full build's, once serve's additions are stripped; the
    /// same set of paths.
    func expectEqualToFullBuild(_ fixture: ServeFixture) async throws {
        let served = await fixture.parts.state.site
        let full = try fixture.serveModeSite()
        let files = try served.files
        #expect(Set(files.keys) == Set(full.files.keys))
        var compared = 0
        for (path, bytes) in full.files {
            guard let file = files[path] else { continue }
            let stripped = path.hasSuffix(".html") ? ServedSite.strip(file.bytes, generation: served.generation) : file.bytes
            #expect(stripped == bytes, "\(path) differs from a full build")
            compared += 1
        }
        #expect(compared > 20)
    }

    @Test("eight POSTs at once: far fewer rebuilds than POSTs, and each redirect target shows its own change")
    func postsCoalesce() async throws {
        let fixture = try await ServeFixture()
        let before = await fixture.parts.state.builds
        let referers = ["/", "/gym/", "/habits/", "/moments/", "/reports/", "/energy/", "/settings/", "/training/"]
        try await fixture.test { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, referer) in referers.enumerated() {
                    group.addTask {
                        let day = "2026-11-\(String(format: "%02d", 10 + index))"
                        let status = try await post(client, "/_sitegen/habit/check", [("name", "Stretch"), ("date", day)], from: referer)
                        #expect(status == .seeOther)
                        // The 303 came after a build that started after this POST's write: the page shows it.
                        let shown = try await page(client, referer)
                        #expect(shown.contains("Stretch on \(day): full."), "\(referer)")
                    }
                }
                try await group.waitForAll()
            }
        }
        let builds = await fixture.parts.state.builds - before
        #expect(builds >= 1)
        #expect(builds <= 4, "8 POSTs caused \(builds) rebuilds")
        try await expectEqualToFullBuild(fixture)
    }

    @Test("while a build runs, watcher changes and rebuild calls all wait for one following build")
    func changesDuringABuildMergeIntoOne() async throws {
        let fixture = try await ServeFixture()
        let state = fixture.parts.state
        let before = await state.builds
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<6 {
                group.addTask {
                    _ = try GymTasks.log(siteDirectory: fixture.folder, date: "2026-11-\(String(format: "%02d", 10 + index))", now: ServeFixture.now)
                    await fixture.parts.poll()
                    await state.rebuild()
                }
            }
            try await group.waitForAll()
        }
        await state.settled()
        let builds = await state.builds - before
        #expect(builds >= 1 && builds <= 4, "6 changes caused \(builds) rebuilds")
        // A look with nothing new builds nothing.
        await fixture.parts.poll()
        await state.settled()
        #expect(await state.builds - before == builds)
        try await expectEqualToFullBuild(fixture)
    }

    @Test("a past day's Habits page checks in (and undoes) that day; today's page checks in today")
    func pastDayCheckIn() async throws {
        // Habits made on the 21st, served on the 23rd: the 22nd has a page of its own.
        let fixture = try await ServeFixture(clock: TestClock(ServeFixture.now.addingTimeInterval(2 * 86_400)))
        try await fixture.test { client in
            let past = try await page(client, "/habits/2026-11-22/")
            #expect(past.contains("aria-label=\"Check in Stretch on 2026-11-22\""))
            #expect(past.contains("Undo on 2026-11-22"))
            let dates = past.matches(of: /name="date" value="([0-9-]+)"/).map { String($0.output.1) }
            #expect(!dates.isEmpty && dates.allSatisfy { $0 == "2026-11-22" })
            let today = try await page(client, "/habits/")
            #expect(today.contains("aria-label=\"Check in Stretch today\""))
            #expect(!today.contains("name=\"date\" value=\"2026-11-"))
            // Post what the past page's form holds.
            #expect(try await post(client, "/_sitegen/habit/check", [("name", "Stretch"), ("date", dates[0]), ("level", "partial")],
                                   from: "/habits/2026-11-22/") == .seeOther)
            let after = try await page(client, "/habits/2026-11-22/")
            #expect(after.contains("Stretch on 2026-11-22: partial."))
            #expect(after.contains("level-partial"))
            #expect(!(try await page(client, "/habits/")).contains("level-partial"))
            #expect(try await post(client, "/_sitegen/habit/undo", [("name", "Stretch"), ("date", dates[0])], from: "/habits/2026-11-22/") == .seeOther)
            let undone = try await page(client, "/habits/2026-11-22/")
            #expect(undone.contains("Stretch on 2026-11-22: check-in removed."))
            #expect(!undone.contains("level-partial"))
        }
        try await expectEqualToFullBuild(fixture)
    }

    @Test("the static build of a past day's Habits page has no serve form and no date field")
    func pastDayStaticIsClean() async throws {
        let fixture = try await ServeFixture(clock: TestClock(ServeFixture.now.addingTimeInterval(2 * 86_400)))
        let page = try #require(try fixture.staticSite().files["habits/2026-11-22/index.html"])
        let text = String(decoding: page, as: UTF8.self)
        #expect(!text.contains("name=\"date\""))
        #expect(!text.contains("_sitegen"))
    }

    @Test("midnight in the site's zone rebuilds once; a look on the same day builds nothing")
    func midnightRebuildsOnce() async throws {
        // 23:59:30 on the 21st in UTC (the fixture's zone).
        let lateEvening = Date(timeIntervalSince1970: 1_795_305_570)
        let clock = TestClock(lateEvening)
        let fixture = try await ServeFixture(clock: clock)
        let state = fixture.parts.state
        await fixture.parts.poll()
        await state.settled()
        let before = await state.builds
        clock.now = lateEvening.addingTimeInterval(20) // 23:59:50, same day
        await fixture.parts.poll()
        await state.settled()
        #expect(await state.builds == before)
        #expect(try await state.site.file("habits/2026-11-22/index.html") == nil)
        clock.now = lateEvening.addingTimeInterval(40) // 00:00:10 on the 22nd
        await fixture.parts.poll()
        await state.settled()
        #expect(await state.builds == before + 1)
        #expect(try await state.site.file("habits/2026-11-21/index.html") != nil)
        await fixture.parts.poll()
        await state.settled()
        #expect(await state.builds == before + 1)
        try await expectEqualToFullBuild(fixture)
    }

    @Test("after each POST of a series of every kind, every served file equals a fresh full build's; each rebuild read only what its form wrote and made only the page asked for")
    func seriesEqualsFullBuild() async throws {
        let fixture = try await ServeFixture()
        let state = fixture.parts.state
        try await fixture.test { client in
            let posts: [(String, [(String, String)], String)] = [
                ("/_sitegen/gym/log", [], "/gym/"),
                ("/_sitegen/gym/log", [("date", "2026-11-19")], "/gym/"),
                ("/_sitegen/habit/check", [("name", "Read"), ("amount", "4")], "/habits/"),
                ("/_sitegen/habit/check", [("name", "Stretch"), ("date", "2026-11-20"), ("level", "medium")], "/habits/"),
                ("/_sitegen/moment/add", [("title", "Café ünïcode"), ("body", "*e\u{301}*")], "/moments/"),
                ("/_sitegen/goal/set", [("steps", "9000")], "/"),
                ("/_sitegen/habit/undo", [("name", "Read")], "/habits/"),
            ]
            for (path, fields, referer) in posts {
                let status = try await post(client, path, fields, from: referer)
                #expect(status == .seeOther)
                let shown = try await page(client, referer)
                #expect(!shown.contains("serve-notice is-error"), "\(path) \(fields)")
                let change = await state.lastChange
                #expect(change?.store == Routes.Form(path: path)?.writes, "\(path)")
                // A check-in or its undo reads the check-ins of that one habit again, nothing more of the habit tables.
                let checkedIn = path == Routes.Form.habitCheck.path || path == Routes.Form.habitUndo.path
                #expect(change?.checkInsOf?.count == (checkedIn ? 1 : nil), "\(path)")
                #expect(await state.site.madeCount == 1, "only the page shown after \(path) was made")
                try await expectEqualToFullBuild(fixture)
            }
        }
    }
}
