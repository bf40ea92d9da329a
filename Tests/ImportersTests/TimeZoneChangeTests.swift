import Foundation
import HistoryStore
import Metrics
import SiteBuilder
import Testing
@testable import Importers

/// Issue 14: totals are a function of the stored samples and the site's zone, on days of any length.
@Suite("Time zones: a changed time_zone, and days of 22 to 26 hours")
struct TimeZoneChangeTests {
    static func calendar(_ zone: String) -> DayCalendar { DayCalendar(timeZone: TimeZone(identifier: zone)!) }

    /// `yyyy-MM-dd HH:mm:ss +0000` for `date`.
    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }

    /// Steps, energy and distance every 2 h 10 min for 12 days from two sources, heart rate alongside.
    static let export: String = {
        let start = HealthDate.parse("2024-04-28 00:20:00 +0000")!
        var lines: [String] = []
        for index in 0..<133 {
            let from = start.addingTimeInterval(Double(index) * 7800), to = from.addingTimeInterval(1500)
            lines.append(TestExport.record("StepCount", "\(300 + index * 7 % 500)", "count", utc(from), utc(to)))
            lines.append(TestExport.record("StepCount", "\(250 + index * 11 % 400)", "count", utc(from), utc(to), source: "Watch"))
            lines.append(TestExport.record("ActiveEnergyBurned", "\(10 + index % 30)", "kcal", utc(from), utc(to)))
            lines.append(TestExport.record("DistanceWalkingRunning", "0.\(index % 9 + 1)", "km", utc(from), utc(to)))
        }
        return TestExport.xml(lines.joined(separator: "\n"))
    }()

    static func freshTotals(in zone: String) throws -> History {
        let store = try HistoryStore.inMemory()
        try TestExport.run(export, into: store, calendar: calendar(zone))
        return try store.loadHistory()
    }

    @Test("importing again after a zone change recomputes every day for the new zone and deletes the old zone's days")
    func importAfterChange() throws {
        let store = try HistoryStore.inMemory()
        let first = try TestExport.run(Self.export, into: store, calendar: Self.calendar("Europe/Berlin"))
        #expect(first.zoneChange == nil)
        let again = try TestExport.run(Self.export, into: store, calendar: Self.calendar("America/Los_Angeles"))
        let fresh = try Self.freshTotals(in: "America/Los_Angeles")
        let history = try store.loadHistory()
        #expect(history.daily == fresh.daily)
        #expect(history.hourly == fresh.hourly)
        // Berlin's last day is a phantom in Los Angeles, and most days' totals differ.
        let berlin = try Self.freshTotals(in: "Europe/Berlin").daily[.steps]!
        #expect(Set(berlin.keys).subtracting(fresh.daily[.steps]!.keys) == [LocalDay("2024-05-10")!])
        #expect(berlin.filter { fresh.daily[.steps]![$0.key] != $0.value }.count > 6)
        let change = try #require(again.zoneChange)
        #expect(change.from == "Europe/Berlin" && change.to == "America/Los_Angeles")
        #expect(again.text(seconds: 1).contains(
            "time zone changed from Europe/Berlin to America/Los_Angeles: daily totals recomputed for \(change.days) days"))
        #expect(change.days == Set(fresh.daily.values.flatMap(\.keys)).count)
    }

    @Test("an import into a store that did not record its zone (older than v3) recomputes every total, phantom days removed")
    func unrecordedZone() throws {
        let store = try HistoryStore.inMemory()
        try store.write { writer in
            try writer.setDailyTotal(day: LocalDay("2024-04-27")!, quantity: .steps, value: 12345)
        }
        try TestExport.run(Self.export, into: store, calendar: Self.calendar("Europe/Berlin"))
        #expect(try store.loadHistory().daily == (try Self.freshTotals(in: "Europe/Berlin")).daily)
    }

    @Test("import, change time_zone in site.toml, build: every day equals a fresh import in the new zone; the store is untouched")
    func buildAfterChange() throws {
        let site = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: HealthSiteTests.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try Self.export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        _ = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        let stored = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory()

        try "time_zone = \"America/Los_Angeles\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        let model = try SiteBuild().assemble(.init(siteDirectory: site, now: TestExport.now)).model
        let fresh = try Self.freshTotals(in: "America/Los_Angeles")
        #expect(model.history.daily == fresh.daily)
        // A build holds the hour slots a page uses (`EnergyTrend.hourlyScope`): those of the fresh import.
        let scope = EnergyTrend.hourlyScope(today: Self.calendar("America/Los_Angeles").day(containing: TestExport.now))
        #expect(!(model.history.hourly[.activeEnergy] ?? [:]).isEmpty)
        #expect(model.history.hourly == scope.selecting(fresh.hourly))
        let days = Set(fresh.daily.values.flatMap(\.keys)).count
        #expect(model.historySource.contains(
            "time zone changed from Europe/Berlin to America/Los_Angeles: daily totals recomputed for \(days) days"))
        #expect(try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory() == stored)

        // The next import stores the new zone's totals; builds then read them as they are.
        let summary = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        #expect(summary.zoneChange?.to == "America/Los_Angeles")
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly)
        #expect(try store.loadHistory().daily == fresh.daily)
        let (_, recomputed) = try store.loadHistory(for: Self.calendar("America/Los_Angeles"))
        #expect(recomputed == nil)
    }

    @Test("days of 23, 25, 22, 26, 23.5 and 24.5 hours: every slot stored, the day the sum of its slots", arguments: [
        ("Europe/Berlin", "2024-03-31", 23.0), ("Europe/Berlin", "2024-10-27", 25.0),
        ("Antarctica/Troll", "2024-03-31", 22.0), ("Antarctica/Troll", "2024-10-27", 26.0),
        ("Australia/Lord_Howe", "2024-10-06", 23.5), ("Australia/Lord_Howe", "2024-04-07", 24.5),
    ])
    func oddDays(zone: String, dayText: String, hours: Double) throws {
        let calendar = Self.calendar(zone)
        let day = LocalDay(dayText)!
        let interval = calendar.interval(of: day)
        #expect(interval.duration == hours * 3600)
        // 100 steps every 30 minutes, each over 10 minutes, from midnight to midnight.
        let records = stride(from: 0.0, to: interval.duration, by: 1800).map { offset in
            let from = interval.start.addingTimeInterval(offset)
            return TestExport.record("StepCount", "100", "count", Self.utc(from), Self.utc(from.addingTimeInterval(600)))
        }
        let folder = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore.open(path: folder + "/history.sqlite", mode: .readWrite)
        let summary = try TestExport.run(TestExport.xml(records.joined(separator: "\n")), into: store, calendar: calendar)
        #expect(summary.counts.skipped.isEmpty)
        let history = try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
        let hourly = try #require(history.hourly[.steps]?[day])
        #expect(hourly.count == Int(hours.rounded(.up)))
        #expect(history.daily[.steps]?[day] == Double(records.count * 100))
        #expect(hourly.reduce(0, +) == Double(records.count * 100))
        #expect(history.daily[.steps]?.count == 1)
    }
}
