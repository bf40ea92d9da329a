import Foundation
import GRDB
@testable import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Issue 19: the export is read on one thread while the store's thread writes; the result must be the
/// one a single thread gives, errors included.
@Suite("The import on two threads")
struct SinkPipelineTests {
    /// `count` step samples of one minute, every other minute from 2024-05-01 00:00 (Berlin summer
    /// time), the n-th of 1 + n % 7 steps; one line each.
    static func steps(_ count: Int) -> String {
        (0..<count).map { n in
            let day = LocalDay("2024-05-01")!.adding(days: n / 720).description
            let minute = (n % 720) * 2
            let start = String(format: "%02d:%02d", minute / 60, minute % 60)
            let end = String(format: "%02d:%02d", (minute + 1) / 60, (minute + 1) % 60)
            return TestExport.steps(1 + n % 7, day, start, end)
        }.joined(separator: "\n")
    }

    @Test("many batches: every sample is stored once, in order, and the day totals add up", arguments: [1, 2_047, 2_048, 2_049, 20_000])
    func manyBatches(count: Int) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml(Self.steps(count)), into: store, calendar: TestExport.berlin)
        #expect(summary.newSamples?[.stepCount] == count)
        #expect(try store.rowCounts()["samples"] == count)
        let expected = (0..<count).reduce(0) { $0 + 1 + $1 % 7 }
        let history = try store.loadHistory()
        let total = (history.daily[.steps] ?? [:]).values.reduce(0, +)
        #expect(Int(total.rounded()) == expected)
    }

    /// A summary for each of 2,100 days, and on the last ten days 800 step samples (some repeated), a workout
    /// between them and a summary: more batches of samples than one, and more summaries than a batch holds.
    static func mixed() -> String {
        let first = LocalDay("2018-08-01")!
        return (0..<2_100).map { d in
            let day = first.adding(days: d).description
            let summary = #" <ActivitySummary dateComponents="\#(day)" activeEnergyBurned="\#(d % 500)" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal"/>"#
            guard d >= 2_090 else { return summary }
            let steps = (0..<800).map { n in
                let minute = (n % 700) * 2
                return TestExport.steps(1 + (n % 700 + d) % 9, day, String(format: "%02d:%02d", minute / 60, minute % 60),
                                        String(format: "%02d:%02d", (minute + 1) / 60, (minute + 1) % 60))
            }
            let workout = #" <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="20" durationUnit="min" sourceName="Ada’s Watch" startDate="\#(day) 18:00:00 +0200" endDate="\#(day) 18:20:00 +0200"/>"#
            return (steps[..<300] + [workout] + steps[300...] + [summary]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test("samples, workouts and summaries over many batches: the rows one thread stores, ids included")
    func sameRowsAsOneThread() throws {
        let xml = TestExport.xml(Self.mixed())
        let importer = HealthImporter(calendar: TestExport.berlin, now: TestExport.now)
        let two = try HistoryStore.inMemory()
        _ = try importer.run(TestExport.located(xml), into: two)
        let one = try HistoryStore.inMemory()
        try one.write { writer in _ = try importer.read(TestExport.located(xml), into: StoreSink(writer: writer)) }
        for table in ["samples", "workouts", "activity_summaries"] {
            let rows = { (store: HistoryStore) in try store.queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid") } }
            let (twoRows, oneRows) = (try rows(two), try rows(one))
            #expect(twoRows == oneRows, "\(table)")
            #expect(!twoRows.isEmpty, "\(table)")
        }
        #expect(try two.rowCounts()["samples"] == 10 * 700)
        #expect(try two.rowCounts()["activity_summaries"] == 2_100)
    }

    @Test("a reading error after thousands of records: the same message as one thread gives, and nothing stored")
    func readingError() throws {
        let store = try HistoryStore.inMemory()
        let before = try store.rowCounts()
        let broken = TestExport.xml(Self.steps(5_000) + "\n <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"1\" <oops/>")
        // One thread: the dry run's check reads the same export on the calling thread alone.
        var alone = ""
        do { _ = try HealthImporter(calendar: TestExport.berlin, now: TestExport.now).check(TestExport.located(broken)) } catch {
            alone = "\(error)"
        }
        #expect(alone.contains("malformed XML at line 5008"))
        #expect {
            try TestExport.run(broken, into: store, calendar: TestExport.berlin)
        } throws: { error in
            "\(error)" == alone && alone.hasSuffix("(nothing was imported, the store is as it was)")
        }
        #expect(try store.rowCounts() == before)
    }

    @Test("the store's side stopping ends the reader's side: put refuses, and take after finish gives the reader's error")
    func stopping() throws {
        let pipeline = SinkPipeline()
        #expect(pipeline.put(PipelineBatch()))
        pipeline.cancel()
        #expect(!pipeline.put(PipelineBatch()))
        var sink = PipelineSink(pipeline)
        let row = SampleRow(type: "StepCount", start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 60),
                            value: 1, unit: "count", sourceName: "s")
        #expect(throws: PipelineSink.Stopped.self) {
            for _ in 0..<SinkPipeline.batchSize { try sink.add(row, type: .stepCount) }
        }
        struct Broken: Error {}
        let failing = SinkPipeline()
        failing.finish(Broken())
        #expect(throws: Broken.self) { _ = try failing.take() }
    }
}
