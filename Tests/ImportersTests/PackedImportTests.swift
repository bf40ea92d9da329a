import Foundation
@testable import HistoryStore
@testable import Importers
import Metrics
import Testing

/// Issue 19: the import packs samples on the reading thread, sums the totals of a new store's quantities
/// there and skips looking for samples after the export's date when none can be. Every table must hold
/// the rows, ids included, that the plain path gives: the export read on one thread into a `StoreSink`
/// storing one sample per statement, every total read back from the store, every table looked through.
@Suite("The import on two threads stores what one sample at a time stores")
struct PackedImportTests {
    static let tables = ["samples", "workouts", "activity_summaries", "hourly_totals", "daily_totals", "totals_time_zone", "imports"]

    /// Every row of the tables an import writes, with its rowid.
    static func rows(_ store: HistoryStore) throws -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for table in tables { rows[table] = try store.dump(table: table) }
        return rows
    }

    /// The plain path (see the suite).
    @discardableResult
    static func oneByOne(_ export: LocatedExport, into store: HistoryStore) throws -> HealthImportSummary {
        let importer = HealthImporter(calendar: TestExport.berlin, now: TestExport.now)
        var summary: HealthImportSummary?
        try store.write { writer in
            let reader = try importer.read(export, into: StoreSink(writer: writer))
            let record = ImportRecord(source: "Apple Health export \(HealthImporter.fileName(export.name))",
                                      exportDate: reader.counts.exportDate, importedAt: TestExport.now, recordCount: reader.counts.accepted)
            summary = try importer.settle(reader.sink, counts: reader.counts, latest: reader.latest, record: record,
                                          file: export.name, bytes: export.size, writer)
        }
        return summary!
    }

    /// Imports `exports` one after the other into two new stores, by the import and by the plain path;
    /// expects equal rows and equal summaries after each.
    static func expectSame(_ exports: [() throws -> LocatedExport], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let piped = try HistoryStore.inMemory(), plain = try HistoryStore.inMemory()
        for (step, export) in exports.enumerated() {
            let a = try HealthImporter(calendar: TestExport.berlin, now: TestExport.now).run(try export(), into: piped)
            let b = try oneByOne(try export(), into: plain)
            #expect(a.newSamples == b.newSamples, "import \(step + 1)", sourceLocation: sourceLocation)
            #expect(a.newWorkouts == b.newWorkouts, "import \(step + 1)", sourceLocation: sourceLocation)
            #expect(a.daysRecomputed == b.daysRecomputed, "import \(step + 1)", sourceLocation: sourceLocation)
            #expect(a.clampedDays == b.clampedDays, "import \(step + 1)", sourceLocation: sourceLocation)
            #expect(a.removedFutureRecords == b.removedFutureRecords, "import \(step + 1)", sourceLocation: sourceLocation)
            let (rowsA, rowsB) = (try rows(piped), try rows(plain))
            for table in tables {
                #expect(rowsA[table] == rowsB[table], "\(table) after import \(step + 1)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The synthetic benchmark export of about `bytes` (two sources, every record type, workouts, summaries, a DTD).
    static func synthetic(_ bytes: Int64) throws -> String {
        let path = TestExport.temporaryFolder() + "/export.xml"
        _ = try SyntheticExport(targetBytes: bytes).write(to: path)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("the fixture export.zip")
    func fixture() throws {
        try Self.expectSame([{ try ExportLocator.open(TestExport.fixture("export.zip")) }])
    }

    @Test("a synthetic export of several batches: new store, then the same export again (nothing new)")
    func syntheticAndReimport() throws {
        let xml = try Self.synthetic(3_000_000)
        try Self.expectSame([{ TestExport.located(xml) }, { TestExport.located(xml, chunk: 65_536) }])
    }

    @Test("records repeated in the export, next to each other and thousands of records later, are stored once")
    func duplicates() throws {
        let lines = try Self.synthetic(1_500_000).components(separatedBy: "\n")
        let records = lines.indices.filter { lines[$0].hasPrefix(" <Record ") && lines[$0].hasSuffix("/>") }
        let isRecord = Set(records)
        var repeated: [String] = []
        for (index, line) in lines.enumerated() {
            repeated.append(line)
            if isRecord.contains(index), index % 97 == 0 { repeated.append(line) }
        }
        // A block from the start again before the end: out of the store's order, all stored already.
        let end = repeated.lastIndex(of: "</HealthData>")!
        repeated.insert(contentsOf: records.prefix(3_000).map { lines[$0] }, at: end)
        let xml = repeated.joined(separator: "\n")
        try Self.expectSame([{ TestExport.located(xml) }])
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(xml, into: store)
        // The same export without the repeats stores exactly as much.
        let once = try HistoryStore.inMemory()
        let plain = try TestExport.run(lines.joined(separator: "\n"), into: once)
        #expect(try store.rowCounts()["samples"] == once.rowCounts()["samples"])
        #expect(summary.newSamples.map { $0.values.reduce(0, +) } == plain.newSamples.map { $0.values.reduce(0, +) })
    }

    @Test("an export into a store that already holds samples of some types, and one holding all of its samples and more")
    func intoStoredSamples() throws {
        let xml = try Self.synthetic(1_500_000)
        let older = TestExport.xml([
            TestExport.steps(5, "2015-12-31", "09:00", "09:30", offset: "+0100"),
            TestExport.record("HeartRate", "61", "count/min", "2016-01-01 10:00:00 +0100", "2016-01-01 10:00:00 +0100"),
        ].joined(separator: "\n"))
        // Cut after a top-level record, not inside a workout or correlation.
        let lines = xml.components(separatedBy: "\n")
        let cut = try #require(lines.prefix(4_000).lastIndex { $0.hasPrefix(" <Record ") && $0.hasSuffix("/>") })
        let half = lines.prefix(through: cut).joined(separator: "\n") + "\n</HealthData>\n"
        try Self.expectSame([{ TestExport.located(older) }, { TestExport.located(half) }, { TestExport.located(xml) }])
    }

    @Test("samples read before a late ExportDate that end after it are removed, the totals read back")
    func lateExportDate() throws {
        let body = [
            TestExport.steps(10, "2024-05-01", "09:00", "09:30"),
            TestExport.steps(20, "2024-06-01", "09:00", "09:30"),
            TestExport.record("HeartRate", "70", "count/min", "2024-06-01 09:00:00 +0200", "2024-06-01 09:00:00 +0200"),
            #" <ExportDate value="2024-05-15 09:00:00 +0200"/>"#,
            TestExport.steps(30, "2024-05-02", "09:00", "09:30"),
        ].joined(separator: "\n")
        let xml = TestExport.xml(body).replacingOccurrences(of: #" <ExportDate value="2024-11-20 09:00:00 +0100"/>"#, with: "")
        try Self.expectSame([{ TestExport.located(xml) }])
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(xml, into: store)
        #expect(summary.removedFutureRecords == 2)
        #expect(try store.rowCounts()["samples"] == 2)
    }
}
