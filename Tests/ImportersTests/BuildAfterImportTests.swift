import Commands
import Foundation
import GRDB
import Testing
@testable import Importers
import SiteBuilder

@Suite("The site after an import")
struct BuildAfterImportTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("sitegen build shows the imported steps of the day")
    func activityPages() throws {
        let site = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\ndemo = false\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        let export = TestExport.xml("""
            \(TestExport.steps(4321, "2024-05-01", "10:00", "10:20"))
            \(TestExport.steps(4000, "2024-05-01", "10:01", "10:21", source: "Ada’s Apple Watch"))
            """)
        try export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        _ = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: TestExport.now))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/days.json")))
        let days = try #require(json as? [[String: Any]])
        let day = try #require(days.first { $0["day"] as? String == "2024-05-01" })
        #expect(day["steps"] as? Double == 4321 || day["steps"] as? Int == 4321)
        let page = try String(contentsOfFile: site + "/_site/day/2024-05-01/index.html", encoding: .utf8)
        #expect(page.contains("4,321") || page.contains("4321"))
    }

    @Test("an import into a demo store recomputes the totals of the day it brings, and no other day's")
    func importIntoDemoStore() throws {
        let site = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\ndemo = false\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        // The demo runs up to 2026-11-21 14:05 in Berlin (its last walk ends at 13:50); the export
        // brings a later walk from the same phone, so the day gains all its steps (a slot counts one source).
        _ = try StoreTasks.writeDemo(to: site + "/history.sqlite", now: TestExport.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, years: 1)
        let totals = "SELECT day, quantity, value FROM daily_totals ORDER BY day, quantity"
        func stored() throws -> [String: Double] {
            try DatabaseQueue(path: site + "/history.sqlite").read { db in
                try Row.fetchAll(db, sql: totals).reduce(into: [:]) { $0["\($1["day"] as String) \($1["quantity"] as String)"] = $1["value"] as Double }
            }
        }
        let before = try stored()
        #expect(try DatabaseQueue(path: site + "/history.sqlite").read { try String.fetchOne($0, sql: "SELECT time_zone FROM totals_time_zone") }
                == "Europe/Berlin")
        let export = TestExport.xml(TestExport.steps(4321, "2026-11-21", "13:52", "14:02", source: "Demo iPhone", offset: "+0100"),
                                    exportDate: "2026-11-21 14:05:00 +0100")
        try export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        let summary = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        #expect(summary.daysRecomputed == 1)
        #expect(summary.zoneChange == nil)
        let after = try stored()
        #expect(after.count == before.count)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == ["2026-11-21 steps"])
        #expect(after["2026-11-21 steps"] == (before["2026-11-21 steps"] ?? 0) + 4321)
    }
}
