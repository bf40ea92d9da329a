import Foundation
import Commands
import Metrics
import Settings
import Testing
@testable import SiteBuilder
import Workspace

/// The one load path (`HistoryLoader.load`): a partial load over the kept history equals a whole load,
/// as stored and as shown (redacted), whichever parts changed; a failure names the load phase.
@Suite("HistoryLoader: one load path for build and serve", .serialized)
struct HistoryLoaderTests {
    let folder: String

    /// A store site (UTC) with two habits, a moment with a body, a note-free year of demo history.
    init() throws {
        folder = Fixtures.temporaryFolder()
        try Data("title = \"Loader\"\ntime_zone = \"UTC\"\ndemo = false\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try StoreTasks.writeDemo(to: folder + "/history.sqlite", now: Fixtures.now, timeZone: TimeZone(identifier: "UTC")!, years: 1)
    }

    func loader(redact: Bool) throws -> HistoryLoader {
        var settings = try SiteFolder(path: folder).settings()
        settings.publish.redact = redact
        return HistoryLoader(siteDirectory: folder, settings: settings, now: Fixtures.now,
                             today: Workspace.today(Fixtures.now, in: settings.timeZone))
    }

    @Test("parts read over the kept history equal a whole load, stored and shown", arguments: [false, true])
    func partialEqualsWhole(redact: Bool) throws {
        let loader = try loader(redact: redact)
        let kept = try loader.load()
        #expect(kept.shown == HistoryLoader.shown(kept.stored, settings: loader.settings))
        #expect(redact == (kept.shown != kept.stored), "redaction is applied by the loader, and only when asked")
        let habit = try #require(kept.stored.habits.first)
        let checkIn = try HabitTasks.check(name: habit.name, date: nil, mark: .level(.partial), siteDirectory: folder, now: Fixtures.now)
        _ = try MomentTasks.add(MomentInput(title: "Secret day", markdown: "a body only the full site shows"), siteDirectory: folder, now: Fixtures.now)
        _ = try GoalTasks.set(steps: 4321, from: nil, siteDirectory: folder, now: Fixtures.now)
        let whole = try loader.load()
        #expect(whole.stored != kept.stored)
        let partial = try loader.load([.habits, .moments, .goals], over: kept)
        #expect(partial.stored == whole.stored)
        #expect(partial.shown == whole.shown)
        #expect(partial.source == whole.source)
        let narrowed = try loader.load([.habits], checkInsOf: [checkIn.habitID], over: try loader.load([.moments, .goals], over: kept))
        #expect(narrowed.stored == whole.stored)
        #expect(narrowed.shown == whole.shown)
    }

    @Test("a part not read stays as kept, even when the store changed it")
    func unreadPartKept() throws {
        let loader = try loader(redact: false)
        let kept = try loader.load()
        _ = try GoalTasks.set(steps: 4321, from: nil, siteDirectory: folder, now: Fixtures.now)
        let partial = try loader.load([.habits], over: kept)
        #expect(partial.stored.goalChanges == kept.stored.goalChanges)
        #expect(try loader.load().stored.goalChanges != kept.stored.goalChanges)
    }

    @Test("a broken store is a load-phase error")
    func brokenStore() throws {
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: folder + "/history.sqlite"))
        let error = #expect(throws: BuildError.self) { try loader(redact: false).load() }
        #expect(error?.phase == .load)
        #expect(error?.description.hasPrefix("build failed in the load phase: ") == true)
    }
}
