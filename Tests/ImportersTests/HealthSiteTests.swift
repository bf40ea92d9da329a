import Foundation
import HistoryStore
import Metrics
import SiteBuilder
import Testing
@testable import Importers
@testable import Workspace

/// Issue 14 on the built site: no private paths, a page for every day with data, summaries as energy.
@Suite("The site after a Health import: paths, day pages, summaries")
struct HealthSiteTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A site folder in Berlin with the repository's templates, `export` imported from inside it, built.
    static func built(_ export: String) throws -> (site: String, summary: HealthImportSummary) {
        let site = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        let summary = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: TestExport.now))
        return (site, summary)
    }

    static func json(_ site: String, _ file: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/" + file)))
    }

    @Test("a built site carries neither the site folder's absolute path nor the export's")
    func noPrivatePaths() throws {
        let (site, _) = try Self.built(TestExport.xml("""
            \(TestExport.steps(4321, "2024-05-01", "10:00", "10:20"))
             <Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" duration="16" durationUnit="min" sourceName="Watch" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:16:00 +0200"/>
            """))
        defer { try? FileManager.default.removeItem(atPath: site) }
        var checked = 0
        for path in try FileIO.live.listFiles(site + "/_site") {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/" + path))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(site), "\(path) holds the site folder's path")
            #expect(!text.contains(NSTemporaryDirectory()), "\(path) holds the temporary folder's path")
            checked += 1
        }
        #expect(checked > 10)
        let training = try #require(try Self.json(site, "training.json") as? [String: Any])
        let health = try #require(training["health"] as? [String: Any])
        #expect(health["source"] as? String == "Apple Health export export.xml")
        let settings = try String(contentsOfFile: site + "/_site/settings/index.html", encoding: .utf8)
        #expect(settings.contains("<code>history.sqlite</code>"))
    }

    @Test("an import source written with a path by an older sitegen is published by file name only", arguments: [
        ("Apple Health export /home/ada/Downloads/export.zip → apple_health_export/export.xml", "Apple Health export export.zip → export.xml"),
        ("Apple Health export /Users/Ada Lovelace/My Exports/export.xml", "Apple Health export export.xml"),
        ("Apple Health export exports/export.zip", "Apple Health export export.zip"),
        ("demo", "demo"),
    ])
    func oldSource(stored: String, shown: String) {
        #expect(HealthStatus.publicSource(stored) == shown)
    }

    @Test("a day with only heart rate, and one with only an activity summary, get a day page with what there is")
    func partialDays() throws {
        let (site, summary) = try Self.built(TestExport.xml("""
            \(TestExport.steps(4321, "2024-05-01", "10:00", "10:20"))
            \(TestExport.record("HeartRate", "64", "count/min", "2024-05-03 10:00:00 +0200", "2024-05-03 10:00:00 +0200"))
            \(TestExport.record("HeartRate", "70", "count/min", "2024-05-03 11:00:00 +0200", "2024-05-03 11:00:00 +0200"))
             <ActivitySummary dateComponents="2024-05-05" activeEnergyBurned="321" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
            """))
        defer { try? FileManager.default.removeItem(atPath: site) }
        #expect(FileManager.default.fileExists(atPath: site + "/_site/day/2024-05-03/index.html"))
        #expect(FileManager.default.fileExists(atPath: site + "/_site/day/2024-05-05/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site + "/_site/day/2024-05-04/index.html"))
        let days = try #require(try Self.json(site, "days.json") as? [[String: Any]])
        let heart = try #require(days.first { $0["day"] as? String == "2024-05-03" })
        #expect(heart["heartRate"] as? Int == 67)
        let energy = try #require(days.first { $0["day"] as? String == "2024-05-05" })
        #expect(energy["activeEnergyKcal"] as? Int == 321)
        #expect(summary.firstDay == LocalDay("2024-05-01") && summary.lastDay == LocalDay("2024-05-05"))
    }

    @Test("the summary's date range counts activity summaries, with no samples at all")
    func summaryRange() throws {
        let summary = try TestExport.run(TestExport.xml("""
             <ActivitySummary dateComponents="2024-04-02" activeEnergyBurned="321" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
             <ActivitySummary dateComponents="2024-04-09" activeEnergyBurned="321" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
            """), into: try HistoryStore.inMemory())
        #expect(summary.firstDay == LocalDay("2024-04-02") && summary.lastDay == LocalDay("2024-04-09"))
        #expect(summary.text(seconds: 1).contains("Dates: 2024-04-02 to 2024-04-09"))
    }

    @Test("with activity summaries but no energy samples the Energy page uses the summaries, not “no active energy”")
    func energyFromSummaries() throws {
        // TestExport.now is Saturday 2026-11-21; the summaries are the Saturdays before it.
        let saturdays = ["2026-10-31", "2026-11-07", "2026-11-14"]
        let summaries = zip(saturdays, [300, 400, 500]).map { day, kcal in
            #" <ActivitySummary dateComponents="\#(day)" activeEnergyBurned="\#(kcal)" activeEnergyBurnedGoal="450" activeEnergyBurnedUnit="kcal"/>"#
        }
        let (site, _) = try Self.built(TestExport.xml(summaries.joined(separator: "\n"), exportDate: "2026-11-21 09:00:00 +0100"))
        defer { try? FileManager.default.removeItem(atPath: site) }
        let energy = try #require(try Self.json(site, "energy.json") as? [String: Any])
        #expect(energy["state"] as? String == "stale")
        #expect(energy["total"] as? Int == 400)
        #expect(energy["moveGoal"] as? Int == 450)
        #expect((energy["comparisonDays"] as? [String])?.count == 3)
        let page = try String(contentsOfFile: site + "/_site/energy/index.html", encoding: .utf8)
        #expect(!page.contains("There is no active energy"))
    }

    @Test("a stored day after the build's day gets no page and no entry")
    func noFutureDay() throws {
        let site = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readWrite)
        try store.write { writer in
            try writer.setDailyTotal(day: LocalDay("2026-11-20")!, quantity: .steps, value: 100)
            try writer.setDailyTotal(day: LocalDay("2030-01-01")!, quantity: .steps, value: 100)
            try writer.setActivitySummary(ActivitySummary(day: LocalDay("2030-01-02")!, activeEnergyKcal: 1, moveGoalKcal: 2))
        }
        _ = try SiteBuild().run(.init(siteDirectory: site, now: TestExport.now))
        let days = try #require(try Self.json(site, "days.json") as? [[String: Any]])
        #expect(days.compactMap { $0["day"] as? String }.max() == "2026-11-21")
        #expect(!FileManager.default.fileExists(atPath: site + "/_site/day/2030-01-01"))
    }
}
