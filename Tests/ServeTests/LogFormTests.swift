import Foundation
import Testing
import Commands
import HistoryStore
import Metrics
import SiteBuilder
import TestSupport
import Workspace
@testable import Serve

/// The logging forms as one enum (`Routes.Form`): each case's declared history parts are exactly what its
/// `Commands` task writes, every form on a page posts to a path of the enum, and a form says what the CLI
/// command running the same task prints.
@Suite("serve's forms: the parts each writes, their actions, their messages", .serialized)
struct LogFormTests {
    static let now = ServeFixture.now
    /// `now` as the CLI's `--now` takes it.
    static var nowText: String { ISO8601DateFormatter().string(from: now) }

    /// A store site (UTC) with two habits, Read with a target; `checkedIn`: Stretch checked in today.
    static func site(checkedIn: Bool = false) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-form-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("title = \"Forms\"\ntime_zone = \"UTC\"\ndemo = false\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: 10, targetUnit: "pages"), siteDirectory: folder, now: now)
        _ = try HabitTasks.add(HabitInput(name: "Stretch", category: "Fitness"), siteDirectory: folder, now: now)
        if checkedIn { _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now) }
        return folder
    }

    /// The whole history as stored.
    static func history(_ folder: String) throws -> History {
        try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
    }

    /// The parts in which `after` differs from `before`.
    static func changed(_ before: History, _ after: History) -> Set<History.Part> {
        Set(History.Part.allCases.filter { before.replacing([$0], from: after) != before })
    }

    /// Each form with fields that make it write, on a site it can write to.
    static let cases: [(Routes.Form, [(String, String)], Bool)] = [
        (.gymLog, [], false),
        (.habitCheck, [("name", "Read"), ("amount", "4")], false),
        (.habitUndo, [("name", "Stretch")], true),
        (.momentAdd, [("title", "First 5 km"), ("category", "Achievement"), ("date", "2026-11-20"), ("body", "*fast*")], false),
        (.goalSet, [("steps", "9000")], false),
    ]

    @Test("each form's declared parts are exactly the parts its task changed in the store", arguments: 0..<5)
    func declaredPartsAreWritten(index: Int) throws {
        let (logForm, fields, checkedIn) = Self.cases[index]
        let folder = try Self.site(checkedIn: checkedIn)
        let before = try Self.history(folder)
        let outcome = logForm.run(try #require(FormBody(Self.body(fields))), siteFolder: folder, now: Self.now)
        #expect(throws: Never.self) { try outcome.get() }
        let after = try Self.history(folder)
        #expect(Self.changed(before, after) == logForm.writes, "\(logForm)")
        #expect(!logForm.writes.isEmpty)
    }

    @Test("the looks a form's write is bracketed by are the watcher's look at the store, and see the write")
    func storeLook() throws {
        let folder = try Self.site()
        let watcher = SiteWatcher(siteFolder: folder, now: { Self.now })
        let before = watcher.storeLook()
        #expect(!before.isEmpty)
        #expect(before == watcher.fingerprint().store)
        #expect(throws: Never.self) { try Routes.Form.gymLog.run(try #require(FormBody(Self.body([]))), siteFolder: folder, now: Self.now).get() }
        #expect(watcher.storeLook() != before)
        #expect(watcher.storeLook() == watcher.fingerprint().store)
    }

    @Test("every case is tried above, and no two forms share a path")
    func everyCase() {
        #expect(Set(Self.cases.map(\.0)) == Set(Routes.Form.allCases))
        #expect(Set(Routes.Form.allCases.map(\.path)).count == Routes.Form.allCases.count)
        for logForm in Routes.Form.allCases {
            #expect(Routes.Form(path: logForm.path) == logForm)
            #expect(logForm.path.hasPrefix(ServeRoutes.prefix))
        }
        #expect(Routes.Form(path: "/_sitegen/habit") == nil)
        #expect(Routes.Form(path: "/habit/check") == nil)
    }

    @Test("a template's form action is a Routes.Form path, never a path typed in the template")
    func templateActions() throws {
        let folder = ServeFixture.repositoryRoot + "/Templates"
        let action = try Regex(#"action="([^"]*)""#)
        let keys = Set(Routes.Form.allCases.map { "{{\($0.templateKey)}}" })
        var found = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".mustache") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in text.matches(of: action) {
                found += 1
                #expect(keys.contains(String(match.output[1].substring!)), "\(file): action=\"\(match.output[1].substring!)\"")
            }
        }
        #expect(found >= Routes.Form.allCases.count)
    }

    @Test("the served pages' forms post to exactly the Routes.Form paths, each form somewhere; the static site has none")
    func renderedActions() throws {
        let folder = try Self.site(checkedIn: true)
        for item in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: ServeFixture.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        let action = try Regex(#"<form [^>]*action="([^"]*)""#)
        var posted: Set<String> = []
        let served = try SiteBuild().assemble(.init(siteDirectory: folder, now: Self.now, mode: .served(csrf: ServeFixture.csrf))).site
        for path in served.paths where path.hasSuffix(".html") {
            let page = String(decoding: try #require(try served.make(path)), as: UTF8.self)
            for match in page.matches(of: action) { posted.insert(String(match.output[1].substring!)) }
        }
        #expect(posted == Set(Routes.Form.allCases.map(\.path)))
        let site = try SiteBuild().assemble(.init(siteDirectory: folder, now: Self.now)).site
        for path in site.paths where path.hasSuffix(".html") {
            let page = String(decoding: try #require(try site.make(path)), as: UTF8.self)
            #expect(page.firstMatch(of: action) == nil, "\(path)")
        }
    }

    /// Each form beside the CLI command running the same task, on twin sites.
    static let twins: [(Routes.Form, [(String, String)], [String], Bool)] = [
        (.gymLog, [("date", "2026-11-19")], ["gym", "log", "--date", "2026-11-19"], false),
        (.habitCheck, [("name", "Stretch"), ("level", "medium")], ["habit", "check", "Stretch", "--level", "medium"], false),
        (.habitCheck, [("name", "Read"), ("date", "2026-11-20"), ("amount", "12")], ["habit", "check", "Read", "--date", "2026-11-20", "--count", "12"], false),
        (.habitUndo, [("name", "Stretch")], ["habit", "check", "Stretch", "--level", "none"], true),
        (.momentAdd, [("title", "First 5 km"), ("category", "Achievement")], ["moment", "add", "First 5 km", "--category", "Achievement"], false),
        (.goalSet, [("steps", "12345"), ("from", "2026-11-23")], ["goal", "set", "12345", "--from", "2026-11-23"], false),
        (.habitCheck, [("name", "Read"), ("level", "most")], ["habit", "check", "Read", "--level", "most"], false),
        (.habitCheck, [("name", "Read"), ("date", "2026-02-30")], ["habit", "check", "Read", "--date", "2026-02-30"], false),
    ]

    @Test("a form and its CLI command say the same thing, done or refused", arguments: 0..<8)
    func sameMessage(index: Int) throws {
        let (logForm, fields, arguments, checkedIn) = Self.twins[index]
        let sitegen = try #require(ChildProcess.product("sitegen"), "the sitegen executable is built beside the tests")
        let formSite = try Self.site(checkedIn: checkedIn), cliSite = try Self.site(checkedIn: checkedIn)
        let outcome = logForm.run(try #require(FormBody(Self.body(fields))), siteFolder: formSite, now: Self.now)
        let (status, output) = try ChildProcess.run(sitegen, arguments + ["--site", cliSite, "--now", Self.nowText])
        let printed = output.trimmingCharacters(in: .whitespacesAndNewlines)
        switch outcome {
        case .success(let logged):
            #expect(status == 0)
            #expect(printed == logged.message)
        case .failure(let failure):
            #expect(status != 0)
            // The field is named as each names it: `level` in the form, `--level` on the command line.
            let flagged = failure.message.replacingOccurrences(of: "level:", with: "--level:").replacingOccurrences(of: "date:", with: "--date:")
            #expect(printed.contains(flagged), "form: \(failure.message); CLI: \(printed)")
        }
    }

    static func body(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return (fields + [("csrf", ServeFixture.csrf)])
            .map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
    }
}
