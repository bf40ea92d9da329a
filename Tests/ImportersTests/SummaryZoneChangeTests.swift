import Foundation
import HistoryStore
import Metrics
@testable import SiteBuilder
import Testing
@testable import Importers

/// An Activity Summary's day is a date of the phone's calendar: it stays when the site's time zone changes
/// and the export is imported again, even when the export was written early on that day far to the east.
@Suite("Activity Summary days through a time-zone change")
struct SummaryZoneChangeTests {
    /// Two days: 2016-04-14 with energy samples and its summary, 2016-04-15 with its summary only (56.6 kcal)
    /// and a few steps; exported at 07:00 in Berlin on the 15th, which is still the 14th in Los Angeles.
    static let export = TestExport.xml("""
        \(TestExport.record("ActiveEnergyBurned", "120.5", "kcal", "2016-04-14 09:00:00 +0200", "2016-04-14 10:00:00 +0200"))
        \(TestExport.record("ActiveEnergyBurned", "80.25", "kcal", "2016-04-14 17:00:00 +0200", "2016-04-14 17:45:00 +0200"))
        \(TestExport.steps(4000, "2016-04-14", "09:00", "10:00"))
        \(TestExport.steps(350, "2016-04-15", "06:00", "06:10"))
         <ActivitySummary dateComponents="2016-04-14" activeEnergyBurned="310.2" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal" appleExerciseTime="41" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>
         <ActivitySummary dateComponents="2016-04-15" activeEnergyBurned="56.6" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal" appleExerciseTime="0" appleExerciseTimeGoal="30" appleStandHours="2" appleStandHoursGoal="12"/>
        """, exportDate: "2016-04-15 07:00:00 +0200")

    static let april15 = LocalDay("2016-04-15")!

    /// The active energy the site shows for `day` (the samples' total, else the day's Activity Summary's).
    static func shownKilocalories(_ site: String, _ day: LocalDay) throws -> Double? {
        let model = try SiteBuild().assemble(.init(siteDirectory: site, now: TestExport.now)).model
        return model.activity.history.kilocalories(day)
    }

    static func setZone(_ zone: String, in site: String) throws {
        try "time_zone = \"\(zone)\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
    }

    @Test("import in Berlin, change time_zone to Los Angeles, import again: 2016-04-15 still shows 56.6 kcal")
    func summaryDayStays() throws {
        let site = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try Self.setZone("Europe/Berlin", in: site)
        try Self.export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        let first = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        #expect(first.counts.activitySummaries == 2 && first.counts.skipped.isEmpty)
        #expect(try Self.shownKilocalories(site, Self.april15) == 56.6)

        try Self.setZone("America/Los_Angeles", in: site)
        // Built before the re-import (totals recomputed in memory) and after it (stored for the new zone).
        #expect(try Self.shownKilocalories(site, Self.april15) == 56.6)
        let again = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        #expect(again.zoneChange?.to == "America/Los_Angeles")
        #expect(again.counts.activitySummaries == 2 && again.counts.skipped.isEmpty, "\(again.counts.skipped)")
        #expect(again.removedFutureRecords == 0)
        let stored = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory()
        #expect(stored.activitySummaries.map(\.day) == [LocalDay("2016-04-14")!, Self.april15])
        #expect(stored.daily[.activeEnergy]?[Self.april15] == nil)
        #expect(try Self.shownKilocalories(site, Self.april15) == 56.6)
        #expect(try Self.shownKilocalories(site, LocalDay("2016-04-14")!) == 200.75)
    }

    @Test("a summary dated after the export's own date is still skipped, in any zone", arguments: ["Europe/Berlin", "America/Los_Angeles", "Pacific/Kiritimati"])
    func laterSummarySkipped(zone: String) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
             <ActivitySummary dateComponents="2016-04-15" activeEnergyBurned="56.6" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal"/>
             <ActivitySummary dateComponents="2016-04-16" activeEnergyBurned="10" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal"/>
            """, exportDate: "2016-04-15 07:00:00 +0200"), into: store, calendar: DayCalendar(timeZone: TimeZone(identifier: zone)!))
        #expect(summary.counts.skipped == [.afterExportDate: 1])
        #expect(try store.loadHistory().activitySummaries.map(\.day) == [Self.april15])
    }

    @Test("the latest date anywhere at an instant is its date at UTC+14")
    func latestDay() {
        #expect(HealthDate.latestDay(at: HealthDate.parse("2016-04-15 07:00:00 +0200")!) == LocalDay("2016-04-15"))
        #expect(HealthDate.latestDay(at: HealthDate.parse("2016-04-15 10:00:00 +0000")!) == LocalDay("2016-04-16"))
        #expect(HealthDate.latestDay(at: HealthDate.parse("2016-04-15 09:59:59 +0000")!) == LocalDay("2016-04-15"))
    }
}
