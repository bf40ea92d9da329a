import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Health Auto Export JSON: the same day totals as the equivalent Apple export, idempotent, a later
/// file replacing the overlapping samples, the bounds' skip-and-count, and format detection.
@Suite("Importing Health Auto Export JSON")
struct AutoExportImportTests {
    static let first = TestExport.fixture("autoexport/HealthAutoExport-2024-05-01-2024-05-03.json")
    static let second = TestExport.fixture("autoexport/HealthAutoExport-2024-05-03-2024-05-04.json")
    static let appleExport = TestExport.fixture("autoexport/export.xml")

    static func importer() -> HealthImporter { HealthImporter(calendar: TestExport.berlin, now: TestExport.now) }

    @discardableResult
    static func run(_ paths: [String], into store: HistoryStore) throws -> HealthImportSummary {
        try importer().run(AutoExportFiles(paths: paths, name: paths.last!), into: store)
    }

    static func appleHistory() throws -> History {
        let store = try HistoryStore.inMemory()
        _ = try importer().run(try ExportLocator.open(appleExport), into: store)
        return try store.loadHistory()
    }

    @Test("two overlapping files give the day totals, heart rate, VO2 max and workouts of the equivalent Apple export")
    func sameAsAppleExport() throws {
        let store = try HistoryStore.inMemory()
        try Self.run([Self.first], into: store)
        try Self.run([Self.second], into: store)
        let history = try store.loadHistory(), apple = try Self.appleHistory()
        for quantity in Quantity.allCases {
            let ours = history.daily[quantity] ?? [:], theirs = apple.daily[quantity] ?? [:]
            #expect(Set(ours.keys) == Set(theirs.keys), "\(quantity)")
            for (day, value) in theirs { #expect(abs((ours[day] ?? -1) - value) < 1e-6, "\(quantity) \(day)") }
        }
        #expect(abs((history.daily[.steps]?[LocalDay("2024-05-03")!] ?? 0) - (2100 + 800 + 650)) < 1e-6)
        #expect(abs((history.daily[.steps]?[LocalDay("2024-05-01")!] ?? 0) - (1350 + 800 + 2400)) < 1e-6)
        #expect(history.heartRate == apple.heartRate)
        #expect(history.vo2Max == apple.vo2Max)
        #expect(history.workouts.map(\.activityType) == apple.workouts.map(\.activityType))
        for (ours, theirs) in zip(history.workouts, apple.workouts) {
            #expect(ours.start == theirs.start && ours.end == theirs.end && ours.durationSeconds == theirs.durationSeconds)
            #expect(abs((ours.energyKcal ?? 0) - (theirs.energyKcal ?? 0)) < 1e-9)
            #expect(abs((ours.distanceMeters ?? 0) - (theirs.distanceMeters ?? 0)) < 1e-6)
        }
        #expect(history.workouts.first?.activityType == Workout.hiitType)
    }

    @Test("importing the same files again changes nothing")
    func idempotent() throws {
        let store = try HistoryStore.inMemory()
        try Self.run([Self.first, Self.second], into: store)
        let once = try store.loadHistory()
        try Self.run([Self.first, Self.second], into: store)
        let again = try Self.run([Self.second], into: store)
        var twice = try store.loadHistory()
        twice.imports = once.imports
        #expect(twice == once)
        #expect(again.newSamples?.values.reduce(0, +) ?? 0 == 0)
        #expect(again.newWorkouts == 0)
    }

    @Test("a later file replaces the overlapping samples (same metric, date and source) instead of adding to them")
    func laterFileReplaces() throws {
        let store = try HistoryStore.inMemory()
        try Self.run([Self.first], into: store)
        #expect(abs((try store.loadHistory().daily[.steps]?[LocalDay("2024-05-03")!] ?? 0) - (2100 + 300)) < 1e-6)
        try Self.run([Self.second], into: store)
        #expect(abs((try store.loadHistory().daily[.steps]?[LocalDay("2024-05-03")!] ?? 0) - (2100 + 800 + 650)) < 1e-6)
    }

    @Test("out-of-range, negative, non-numeric and early samples and unknown units are skipped and counted")
    func skipsAndCounts() throws {
        let summary = try Self.importer().check(AutoExportFiles(paths: [Self.first], name: Self.first))
        #expect(summary.counts.skipped[.outOfRange] == 1)
        #expect(summary.counts.skipped[.negative] == 1)
        #expect(summary.counts.skipped[.notANumber] == 1)
        #expect(summary.counts.skipped[.beforeFirstDay] == 1)
        #expect(summary.counts.skipped[.unknownUnit] == 1)
        #expect(summary.counts.otherTypes == 1)
        #expect(summary.counts.records[.stepCount] == 11)
        #expect(summary.counts.hiitWorkouts == 1)
    }

    @Test("a file that is not Health Auto Export JSON names the file and what was expected; the store is unchanged")
    func badJSON() throws {
        let folder = TestExport.temporaryFolder()
        let store = try HistoryStore.inMemory()
        for (text, expected) in [("{\"data\": ", "not valid JSON"), ("{\"metrics\": []}", "\"data\" object"),
                                 ("{\"data\": {\"metrics\": 3}}", "data.metrics")] {
            let path = folder + "/bad.json"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            #expect(AutoExportFiles.find(path) != nil)
            do {
                try Self.run([path], into: store)
                Issue.record("no error for \(text)")
            } catch {
                #expect("\(error)".contains(path) && "\(error)".contains(expected), "\(error)")
            }
            #expect(try store.loadHistory() == History.empty)
        }
    }

    @Test("the format is found by content: JSON file, a folder of JSON files in name order, Apple exports left to the XML reader")
    func detection() throws {
        let folder = TestExport.temporaryFolder()
        for path in [Self.second, Self.first] {
            try FileManager.default.copyItem(atPath: path, toPath: folder + "/" + (path as NSString).lastPathComponent)
        }
        #expect(AutoExportFiles.find(folder)?.paths.map { ($0 as NSString).lastPathComponent }
                == ["HealthAutoExport-2024-05-01-2024-05-03.json", "HealthAutoExport-2024-05-03-2024-05-04.json"])
        #expect(AutoExportFiles.find(Self.appleExport) == nil)
        #expect(AutoExportFiles.find(TestExport.fixture("export.zip")) == nil)
        #expect(AutoExportFiles.find((Self.appleExport as NSString).deletingLastPathComponent) == nil, "a folder with an export.xml")
    }

    @Test("sitegen import health with a JSON file: detected, imported into the site's store; --dry-run writes nothing")
    func throughTheTask() throws {
        let site = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        let dry = try HealthImportTask.run(siteDirectory: site, exportPath: Self.first, now: TestExport.now, dryRun: true)
        #expect(dry.counts.records[.stepCount] == 11)
        #expect(!FileManager.default.fileExists(atPath: site + "/history.sqlite"))
        let summary = try HealthImportTask.run(siteDirectory: site, exportPath: Self.first, now: TestExport.now)
        #expect(summary.newSamples?[.stepCount] == 11)
        let history = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory()
        #expect(history.imports.last?.source == "Health Auto Export HealthAutoExport-2024-05-01-2024-05-03.json")
    }

    @Test("v2 workouts without activeEnergyBurned are stored: energy the sum of their activeEnergy series (none without one), duration in seconds")
    func workoutsWithEnergySeries() throws {
        let store = try HistoryStore.inMemory()
        let summary = try Self.run([TestExport.fixture("autoexport/v2-workouts.json")], into: store)
        #expect(summary.counts.workouts == 4 && summary.counts.skipped.isEmpty, "\(summary.counts.skipped)")
        let workouts = try store.loadHistory().workouts.sorted { $0.start < $1.start }
        #expect(workouts.map(\.durationSeconds) == [1860, 240, 1200, 600])
        #expect(workouts[0].energyKcal == 301.5 && workouts[0].distanceMeters == 5200)
        // 10.5 + 12.25 + 41.84 kJ (10 kcal) + 9.75, summed by hand.
        #expect(abs((workouts[1].energyKcal ?? 0) - 42.5) < 1e-9)
        #expect(workouts[1].activityType == "HKWorkoutActivityTypeTraditionalStrengthTraining")
        #expect(workouts[2].energyKcal == nil && workouts[2].activityType == Workout.hiitType)
        #expect(workouts[3].energyKcal == nil && workouts[3].distanceMeters == 900)
    }

    @Test("a bad point in a workout's activeEnergy series skips that workout with its reason", arguments: [
        (#"[{"date": "2024-05-02 18:00:00 +0200", "qty": 10, "units": "furlongs"}]"#, SkipReason.unknownUnit),
        (#"[{"date": "2024-05-02 18:00:00 +0200", "qty": "ten", "units": "kcal"}]"#, .notANumber),
        (#"[{"date": "2024-05-02 18:00:00 +0200", "qty": -1, "units": "kcal"}]"#, .negative),
        (#"[{"date": "2024-05-02 18:00:00 +0200", "units": "kcal"}]"#, .missingAttribute),
        (#"[7]"#, .missingAttribute),
    ])
    func badEnergySeries(series: String, reason: SkipReason) throws {
        let json = #"{"data": {"workouts": [{"name": "Walking", "start": "2024-05-02 18:00:00 +0200", "end": "2024-05-02 18:10:00 +0200", "duration": 600, "activeEnergy": "#
            + series + "}]}}"
        var reader = AutoExportReader(sink: RecordingSink(), calendar: TestExport.berlin, now: TestExport.now)
        try reader.read(Data(json.utf8), file: "w.json")
        #expect(reader.counts.skipped == [reason: 1] && reader.counts.workouts == 0)
    }
}
