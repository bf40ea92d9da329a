import Foundation
import Commands
import GRDB
import Metrics
import Testing
@testable import SiteBuilder
import Workspace

/// `LiveBuild`, the engine of `sitegen serve`: after each kind of change it reads and assembles only
/// what the change touches, and the site it gives equals a fresh full build at the same time, file for file.
@Suite("LiveBuild: a change re-does only what it touches and equals a full build", .serialized)
struct LiveBuildTests {
    static let mode = BuildMode.served(csrf: "0123456789abcdef0123456789abcdef")
    let folder: String
    let live: LiveBuild

    /// A store site holding a year of demo history, in Berlin.
    init() throws {
        folder = Fixtures.temporaryFolder()
        for item in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        try Data("title = \"Live\"\ntime_zone = \"Europe/Berlin\"\ndemo = false\n[training]\nreminders = true\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try StoreTasks.writeDemo(to: folder + "/history.sqlite", now: Fixtures.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, years: 1)
        live = LiveBuild(siteDirectory: folder, mode: Self.mode)
    }

    /// Builds with `change` at `now` and compares every file, made, with a full build's.
    @discardableResult
    func expectFullBuild(_ now: Date, _ change: LiveBuild.Change, kind: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> SiteModel {
        var site = try live.build(now: now, change: change)
        #expect(site.files.keys.allSatisfy { !$0.hasSuffix(".html") && !$0.hasPrefix("data/") },
                "a live build makes no page before it is asked for (only Public/'s files are there as read)", sourceLocation: sourceLocation)
        try site.finishPending()
        let full = try SiteBuild().assemble(.init(siteDirectory: folder, now: now, mode: Self.mode)).site
        #expect(Set(site.files.keys) == Set(full.files.keys), sourceLocation: sourceLocation)
        let differing = full.files.keys.filter { site.files[$0] != full.files[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) files differ from a full build: \(differing.prefix(5))", sourceLocation: sourceLocation)
        if let kind { #expect(live.lastKind == kind, sourceLocation: sourceLocation) }
        return try #require(live.model)
    }

    func reassembled(_ model: SiteModel) -> Set<SiteModel.Section> { Set(model.assembly.runs.keys) }

    @Test("check-in, undo, gym visit, moment, goal, template, Public file, the clock, midnight: each equals a full build")
    func everyKindOfChange() throws {
        let now = Fixtures.now
        var model = try expectFullBuild(now, .all, kind: "whole")
        #expect(reassembled(model) == Set(SiteModel.Section.allCases))

        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        model = try expectFullBuild(now.addingTimeInterval(60), LiveBuild.Change(store: [.habits, .moments]), kind: "store habits, moments")
        #expect(reassembled(model) == [.overview, .energy, .habits, .reports, .moments], "Activity, Gym and Training are kept")

        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.none), siteDirectory: folder, now: now)
        try expectFullBuild(now.addingTimeInterval(120), LiveBuild.Change(store: [.habits, .moments]))

        _ = try GymTasks.log(siteDirectory: folder, date: "2026-11-19", now: now)
        model = try expectFullBuild(now.addingTimeInterval(180), LiveBuild.Change(store: [.gym, .moments]))
        #expect(reassembled(model) == [.overview, .energy, .moments, .gym])

        _ = try MomentTasks.add(MomentInput(title: "Live *moment*", day: nil, category: "Life", markdown: "**bold**"), siteDirectory: folder, now: now)
        model = try expectFullBuild(now.addingTimeInterval(240), LiveBuild.Change(store: [.moments]))
        #expect(reassembled(model) == [.overview, .energy, .moments])

        _ = try GoalTasks.set(steps: 12_345, from: nil, siteDirectory: folder, now: now)
        model = try expectFullBuild(now.addingTimeInterval(300), LiveBuild.Change(store: [.goals]))
        #expect(reassembled(model) == [.overview, .activity, .energy, .moments])

        let layout = folder + "/Templates/layout.mustache"
        let text = try String(contentsOfFile: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "</body>", with: "<!-- edited --></body>").write(toFile: layout, atomically: true, encoding: .utf8)
        model = try expectFullBuild(now.addingTimeInterval(360), LiveBuild.Change(templates: true), kind: "templates")
        #expect(reassembled(model) == [.overview, .energy], "a template edit assembles only what reads the time of day")

        try Data("/* edited */".utf8).write(to: URL(fileURLWithPath: folder + "/Public/css/extra.css"))
        try expectFullBuild(now.addingTimeInterval(420), LiveBuild.Change(publicFiles: true), kind: "Public")

        // Later the same day: today's walking bot and the build time move; nothing else is read again.
        try expectFullBuild(now.addingTimeInterval(4 * 3600), LiveBuild.Change(), kind: "the time")

        // Past midnight in Berlin (14:05 + 10 h = 00:05 next day): everything again.
        try expectFullBuild(now.addingTimeInterval(10 * 3600), LiveBuild.Change(), kind: "whole")
    }

    @Test("a build that fails keeps nothing: the next one, after the fix, is whole and right")
    func failureForgets() throws {
        let now = Fixtures.now
        try expectFullBuild(now, .all)
        let overview = folder + "/Templates/overview.mustache"
        let good = try String(contentsOfFile: overview, encoding: .utf8)
        try (good + "{{#broken}}").write(toFile: overview, atomically: true, encoding: .utf8)
        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        #expect(throws: BuildError.self) { try live.build(now: now, change: LiveBuild.Change(templates: true, store: [.habits])) }
        try good.write(toFile: overview, atomically: true, encoding: .utf8)
        // Told only of the template fix: the check-in the failed build read must not be lost.
        try expectFullBuild(now.addingTimeInterval(60), LiveBuild.Change(templates: true), kind: "whole")
    }

    @Test("a value out of range written behind serve's back fails the partial read with the audit's message")
    func partialReadIsAudited() throws {
        let now = Fixtures.now
        try expectFullBuild(now, .all)
        let queue = try DatabaseQueue(path: folder + "/history.sqlite")
        try queue.write { try $0.execute(sql: "UPDATE check_ins SET count = 1e300 WHERE rowid = (SELECT min(rowid) FROM check_ins)") }
        #expect { try live.build(now: now, change: LiveBuild.Change(store: [.habits])) } throws: { error in
            "\(error)".contains("outside the allowed ranges") && "\(error)".contains("check_ins")
        }
    }

    @Test("an edit of Strings/, then of a template: the words written into the templates follow both, as in a full build")
    func wordsFollowEdits() throws {
        let now = Fixtures.now
        try expectFullBuild(now, .all)
        try FileManager.default.createDirectory(atPath: folder + "/Strings", withIntermediateDirectories: true)
        try Data("steps = \"Stufen <&> }} {{\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/Strings/en.toml"))
        // serve's watcher takes a change of Strings/ as one of the settings: a whole build.
        try expectFullBuild(now.addingTimeInterval(60), .all, kind: "whole")
        #expect(try page("day/2026-11-20/index.html", now.addingTimeInterval(60)).contains("aria-label=\"Stufen &lt;&amp;&gt; }} {{\""))
        let layout = folder + "/Templates/layout.mustache"
        let text = try String(contentsOfFile: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "</body>", with: "<p id=\"w\">{{{t.steps}}}|{{t.steps}}</p></body>")
            .write(toFile: layout, atomically: true, encoding: .utf8)
        try expectFullBuild(now.addingTimeInterval(120), LiveBuild.Change(templates: true), kind: "templates")
        #expect(try page("index.html", now.addingTimeInterval(120))
            .contains("<p id=\"w\">Stufen &lt;&amp;&gt; }} {{|Stufen &amp;lt;&amp;amp;&amp;gt; }} {{</p>"))
    }

    /// The page at `path` as the live build makes it at `now`, told of no change.
    func page(_ path: String, _ now: Date) throws -> String {
        let site = try live.build(now: now, change: LiveBuild.Change())
        return String(decoding: try #require(try site.make(path)), as: UTF8.self)
    }

    /// The id of the habit named `name` in the site's store.
    func habitID(_ name: String) throws -> Int64 {
        let queue = try DatabaseQueue(path: folder + "/history.sqlite")
        return try #require(try queue.read { try Int64.fetchOne($0, sql: "SELECT id FROM habits WHERE name = ?", arguments: [name]) })
    }

    @Test("check-ins narrowed to their habits (serve's forms): the other habits' check-ins are kept, and the site equals a full build")
    func narrowedCheckIns() throws {
        let now = Fixtures.now
        try expectFullBuild(now, .all)
        let ids = try Dictionary(uniqueKeysWithValues: ["Read 10 pages", "Stretch", "Meditate"].map { ($0, try habitID($0)) })
        let before = try #require(live.model).history.checkIns
        // A new check-in today, one on a past day that replaces a stored one, and an undo; three habits.
        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        _ = try HabitTasks.check(name: "Read 10 pages", date: LocalDay("2026-11-02"), mark: .level(.partial), siteDirectory: folder, now: now)
        _ = try HabitTasks.check(name: "Meditate", date: LocalDay("2026-11-20"), mark: .level(.none), siteDirectory: folder, now: now)
        let narrowed = Set(ids.values)
        let model = try expectFullBuild(now.addingTimeInterval(60), LiveBuild.Change(store: [.habits, .moments], checkInsOf: narrowed))
        #expect(live.lastKind.hasPrefix("store habits, moments (the check-ins of habit "))
        let after = model.history.checkIns
        #expect(after.filter { !narrowed.contains($0.habitID) } == before.filter { !narrowed.contains($0.habitID) })
        #expect(after != before)
        #expect(zip(after, after.dropFirst()).allSatisfy { ($0.habitID, $0.day) < ($1.habitID, $1.day) }, "in order by habit and day")
    }

    @Test("a narrowed read audits the check-ins it reads")
    func narrowedReadIsAudited() throws {
        let now = Fixtures.now
        try expectFullBuild(now, .all)
        let id = try habitID("Stretch")
        let queue = try DatabaseQueue(path: folder + "/history.sqlite")
        try queue.write { try $0.execute(sql: "UPDATE check_ins SET count = 1e300 WHERE rowid = (SELECT min(rowid) FROM check_ins WHERE habit_id = ?)", arguments: [id]) }
        #expect { try live.build(now: now, change: LiveBuild.Change(store: [.habits], checkInsOf: [id])) } throws: { error in
            "\(error)".contains("outside the allowed ranges") && "\(error)".contains("habit \(id),")
        }
    }
}
