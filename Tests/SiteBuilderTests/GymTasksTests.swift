import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("sitegen gym log and gym import: one transaction, one log per day")
struct GymTasksTests {
    /// A new site folder (Berlin time, store at the default path).
    static func site() throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"Europe/Berlin\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        return folder
    }

    /// The stored visit days, or `nil` when there is no store.
    static func visits(_ site: String) throws -> [String]? {
        let path = site + "/history.sqlite"
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try HistoryStore.open(path: path, mode: .readOnly).loadHistory().gymVisits.map(\.description)
    }

    static func file(_ site: String, _ json: String) throws -> String {
        let path = site + "/visits.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("today is the day in the site's time zone; a second log the same day changes nothing")
    func logTwice() throws {
        let site = try Self.site()
        let late = Date(timeIntervalSince1970: 1_795_302_000)  // 2026-11-21T23:00:00Z = 2026-11-22 00:00 in Berlin
        let first = try GymTasks.log(siteDirectory: site, date: nil, now: late)
        #expect(first.changed)
        #expect(first.message == "Logged Sunday, November 22, 2026. Total workouts: 1.")
        let second = try GymTasks.log(siteDirectory: site, date: nil, now: late)
        #expect(!second.changed)
        #expect(second.message == "Sunday, November 22, 2026 is already logged; nothing changed. Total workouts: 1.")
        #expect(try Self.visits(site) == ["2026-11-22"])
    }

    @Test("bad dates are refused and nothing is written", arguments: [
        ("2026-11-22", "2026-11-22 is in the future (today is 2026-11-21"),
        ("2026-02-30", "--date: expected a date yyyy-MM-dd such as 2026-11-20; found \"2026-02-30\""),
        ("21.11.2026", "found \"21.11.2026\""),
    ])
    func badDate(date: String, message: String) throws {
        let site = try Self.site()
        let error = #expect(throws: GymError.self) { try GymTasks.log(siteDirectory: site, date: date, now: Fixtures.now) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(try Self.visits(site) == nil)
    }

    @Test("the log reaching a milestone celebrates it")
    func milestone() throws {
        let site = try Self.site()
        _ = try GymTasks.importVisits(siteDirectory: site, file: try Self.file(site, #"["2026-11-01","2026-11-02","2026-11-03","2026-11-04"]"#),
                                      now: Fixtures.now)
        let report = try GymTasks.log(siteDirectory: site, date: "2026-11-05", now: Fixtures.now)
        #expect(report.message == "Logged Thursday, November 5, 2026. Total workouts: 5. Nice start!")
    }

    @Test("an import collapses duplicates and keeps days already logged")
    func importDuplicates() throws {
        let site = try Self.site()
        _ = try GymTasks.log(siteDirectory: site, date: "2026-11-02", now: Fixtures.now)
        let json = #"["2026-11-01", "2026-11-02", "2026-11-01", "2026-11-21"]"#
        let report = try GymTasks.importVisits(siteDirectory: site, file: try Self.file(site, json), now: Fixtures.now)
        #expect(report.message.hasSuffix(": 3 visit days, 2 new, 1 already logged. Total workouts: 3."))
        #expect(try Self.visits(site) == ["2026-11-01", "2026-11-02", "2026-11-21"])
    }

    @Test("invalid entries are listed and nothing is written", arguments: [
        (#"["2026-11-01", "2026-13-01", 42, null, "2026-11-22", "2026-11-1"]"#,
         ["entry 2: \"2026-13-01\" is not a date yyyy-MM-dd", "entry 3: 42 is not a string", "entry 4: null is not a string",
          "entry 5: 2026-11-22 is after today (2026-11-21)", "entry 6: \"2026-11-1\" is not a date yyyy-MM-dd"]),
        (#"{"visits": []}"#, ["expected a JSON array of dates yyyy-MM-dd", "found an object"]),
        ("[\"2026-11-01\",", ["expected a JSON array", "it is not valid JSON"]),
    ])
    func invalidEntries(json: String, messages: [String]) throws {
        let site = try Self.site()
        _ = try GymTasks.log(siteDirectory: site, date: "2026-11-02", now: Fixtures.now)
        let error = #expect(throws: GymError.self) {
            try GymTasks.importVisits(siteDirectory: site, file: try Self.file(site, json), now: Fixtures.now)
        }
        for message in messages { #expect(error?.description.contains(message) == true, "\(String(describing: error))") }
        #expect(try Self.visits(site) == ["2026-11-02"])
    }

    @Test("a missing file is named")
    func missingFile() throws {
        let site = try Self.site()
        #expect(throws: GymError.unreadableFile(path: site + "/nope.json", reason: "no such file")) {
            try GymTasks.importVisits(siteDirectory: site, file: site + "/nope.json", now: Fixtures.now)
        }
        #expect(try Self.visits(site) == nil)
    }
}
