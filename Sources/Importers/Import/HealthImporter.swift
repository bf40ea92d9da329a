import Foundation
import HistoryStore
import Metrics

/// Imports one Apple Health export into the history store, in one transaction.
///
/// Samples are added unless already stored (the store's unique key), workouts likewise,
/// activity summaries replace the day's; then the totals of every day the export's step,
/// distance and energy samples cover are recomputed from all stored samples (`HourlyTotals`),
/// and an `imports` row records the export. Any error rolls everything back.
public struct HealthImporter {
    /// The site's days: its time zone's rules.
    public var calendar: DayCalendar
    /// When the import runs (the `imports` row).
    public var now: Date
    /// Called every few megabytes read.
    public var progress: (ImportProgress) -> Void

    public init(calendar: DayCalendar, now: Date, progress: @escaping (ImportProgress) -> Void = { _ in }) {
        self.calendar = calendar
        self.now = now
        self.progress = progress
    }

    /// Imports `export` into `store`; returns what was read, added and skipped.
    public func run(_ export: LocatedExport, into store: HistoryStore) throws(HealthImportError) -> HealthImportSummary {
        var summary: HealthImportSummary?
        do {
            try store.write(bulk: true) { writer in summary = try importing(export, writer) }
        } catch {
            throw HealthImportError.from(error, file: export.name)
        }
        return summary!
    }

    /// Reads and checks `export` without writing anything.
    public func check(_ export: LocatedExport) throws(HealthImportError) -> HealthImportSummary {
        do {
            let reader = try read(export, into: DiscardingSink())
            return HealthImportSummary(file: export.name, bytes: export.size, counts: reader.counts, calendar: calendar)
        } catch {
            throw HealthImportError.from(error, file: export.name)
        }
    }

    private func importing(_ export: LocatedExport, _ writer: HistoryWriter) throws -> HealthImportSummary {
        // 16 MB of page cache: a larger cache inserted the rows no faster, new store or re-import, and the
        // import's peak memory stays well under its budget.
        try writer.useCache(megabytes: 16)
        // Totals summed as the samples are read, for the quantities the store holds no sample of yet.
        var streamed = [HourlyTotals?](repeating: nil, count: Quantity.allCases.count)
        for quantity in Quantity.allCases where try !writer.hasSamples(type: SampleType.of(quantity)) {
            streamed[quantity.index] = HourlyTotals(calendar: calendar, quantity: quantity)
        }
        let hadSamples = try writer.hasSamples()
        let (stored, reader) = try readAlongside(export, into: StoreSink(writer: writer), streamed: streamed)
        var sink = stored
        sink.adopt(covered: reader.sink.covered, streamed: reader.sink.streamed)
        let record = ImportRecord(source: "Apple Health export \(Self.fileName(export.name))",
                                  exportDate: reader.counts.exportDate, importedAt: now, recordCount: reader.counts.accepted)
        // No sample can end after the cutoff when the store held none and none read does: nothing to look for.
        let latestEnd = hadSamples ? nil : reader.sink.latestEnd
        return try settle(sink, counts: reader.counts, latest: reader.latest, record: record,
                          file: export.name, bytes: export.size, writer, latestSampleEnd: latestEnd)
    }

    /// Reads `export` on a thread of its own while this thread, which holds the transaction, stores what
    /// it accepts (`SinkPipeline`): the parse and the store overlap on two cores.
    private func readAlongside(_ export: LocatedExport, into store: StoreSink, streamed: [HourlyTotals?]) throws
        -> (StoreSink, HealthExportReader<PipelineSink>) {
        let pipeline = SinkPipeline()
        let reading = ReaderThread { [self] in
            do {
                var reader = try read(export, into: PipelineSink(pipeline, streamed: streamed))
                try reader.sink.flush()
                pipeline.finish(nil)
                return reader
            } catch {
                pipeline.finish(error)
                throw error
            }
        }
        reading.start()
        var sink = store
        do {
            while let batch = try pipeline.take() {
                try sink.add(batch)
            }
        } catch {
            pipeline.cancel()
            _ = try? reading.wait()
            throw error
        }
        return (sink, try reading.wait())
    }

    /// After the records are in: removes records dated after the newest export, recomputes the totals of
    /// the days covered (all days after a zone change), records the import and sums it up.
    ///
    /// `latestSampleEnd`: when known, the latest end (Unix seconds) of any stored sample.
    func settle(_ sink: StoreSink, counts: HealthExportCounts, latest: Date, record: ImportRecord,
                file: String, bytes: Int64, _ writer: HistoryWriter, latestSampleEnd: Double? = nil) throws -> HealthImportSummary {
        var rebuilder = TotalsRebuilder(calendar: calendar, writer: writer)
        var days: Set<LocalDay> = []
        let zone = calendar.timeZone.identifier
        let recorded = try writer.totalsTimeZone()
        // Records dated after the newest export known (this one or an earlier one), stored by an
        // earlier sitegen, cannot be real: they go, and every total is recomputed without them.
        let cutoff = max(latest, min(try writer.newestExportDate() ?? .distantPast, now))
        // An Activity Summary's day is the phone's calendar date, whatever the site's zone is now: only a day
        // after the cutoff's date everywhere on Earth is impossible (and none after the site's today is kept).
        let lastSummaryDay = min(HealthDate.latestDay(at: cutoff), calendar.day(containing: now))
        let removed = try writer.deleteHealthRecords(after: cutoff, lastDay: lastSummaryDay,
                                                     samples: latestSampleEnd.map { $0 > cutoff.timeIntervalSince1970 } ?? true)
        // Totals streamed while storing are those of all stored samples, unless some were just removed
        // (a record read before a late `ExportDate`): the store then has the rest.
        let streamed = { (quantity: Quantity) in removed == 0 ? sink.streamedTotals(quantity) : nil }
        if recorded != zone || removed > 0 {
            // Totals are a function of samples and zone: for a new zone (or a store that never
            // recorded one) every total is deleted and computed again from all stored samples.
            for quantity in Quantity.allCases { days.formUnion(try rebuilder.rebuildAll(quantity, streamed: streamed(quantity))) }
        } else {
            for (quantity, range) in sink.ranges.sorted(by: { $0.key < $1.key }) {
                days.formUnion(try rebuilder.rebuild(quantity, over: range, streamed: streamed(quantity)))
            }
        }
        try writer.setTotalsTimeZone(zone)
        try writer.addImport(record)
        var summary = HealthImportSummary(file: file, bytes: bytes, counts: counts, calendar: calendar)
        summary.newSamples = sink.newSamples
        summary.newWorkouts = sink.newWorkouts
        summary.daysRecomputed = days.count
        summary.clampedDays = rebuilder.clampedDays.sorted()
        summary.removedFutureRecords = removed
        if let recorded, recorded != zone {
            summary.zoneChange = TotalsRecomputation(from: recorded, to: zone, days: days.count)
        }
        return summary
    }

    /// The file name of an export's name (`/home/ada/export.zip → apple_health_export/export.xml`
    /// becomes `export.zip → export.xml`): the store and the site never carry the machine's paths.
    static func fileName(_ name: String) -> String {
        name.components(separatedBy: " → ").map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
    }

    func read<Sink: HealthExportSink>(_ export: LocatedExport, into sink: Sink) throws -> HealthExportReader<Sink> {
        let source = ProgressSource(export.source, total: export.size, report: progress)
        var reader = HealthExportReader(sink: sink, calendar: calendar, now: now)
        try XMLScanner(source: source).run(&reader)
        return reader
    }
}
