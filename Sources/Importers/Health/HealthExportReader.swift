import Foundation
import HistoryStore
import Metrics

/// Reads an Apple Health export's elements (from `XMLScanner`) into samples, workouts and
/// activity summaries for a sink, counting what it accepts and what it skips, and why.
///
/// Top-level `Record`s of the types in `HealthRecordType`, `Workout`s with their nested
/// `WorkoutStatistics` (iOS 16+), `ActivitySummary` and `ExportDate` are read; other children
/// (`MetadataEntry`, routes, events) are skipped. A record is accepted whole or not at all.
/// Both shapes Apple wrote are read: today's (`sourceName`, `2019-05-14 18:52:09 -0400`) and iOS 8
/// and 9's (`source`, `20151107171924+0100`, heart rate as `average` of `recordCount` readings).
/// Attribute values are read with their entities and character references decoded.
public struct HealthExportReader<Sink: HealthExportSink>: XMLHandler {
    public var sink: Sink
    public internal(set) var counts = HealthExportCounts()
    var sources = TextCache()
    var versions = TextCache()
    var devices = DeviceCache()
    var workoutTexts = TextCache()
    var dates = HealthDateReader()
    /// Records accepted per type (by `HealthRecordType.index`), added to `counts.records` when the
    /// root element ends: no dictionary update per record.
    var accepted = Array(repeating: 0, count: HealthRecordType.allCases.count)
    var workout: PendingWorkout?
    /// The export's own date as its `ExportDate` writes it: the phone's calendar date at export.
    var exportDay: LocalDay?
    var inCorrelation = false
    /// The site's days: `Bounds.firstDay` and the export's day are days of its time zone.
    let calendar: DayCalendar
    /// The first instant of `Bounds.firstDay`: anything starting before it is skipped.
    let earliest: Date
    /// When the import runs: nothing ending after it (or after the export's `ExportDate`) is kept.
    let importTime: Date

    /// A reader for `sink`; dates are checked against 2000-01-01 in `calendar`'s zone and against
    /// the export's `ExportDate` (or `now`, the import's time, when that is earlier or missing).
    public init(sink: Sink, calendar: DayCalendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!),
                now: Date = .distantFuture) {
        self.sink = sink
        self.calendar = calendar
        self.earliest = calendar.start(of: Bounds.firstDay)
        self.importTime = now
    }

    /// The latest instant a record may end at: the export date, never after the import.
    var latest: Date { min(counts.exportDate ?? importTime, importTime) }

    /// Why `[start, end]` cannot be kept, or `nil` when it lies from 2000-01-01 to the export date.
    func dateProblem(_ start: Date, _ end: Date) -> SkipReason? {
        if start < earliest { return .beforeFirstDay }
        if end > latest { return .afterExportDate }
        return nil
    }

    /// Why a summary's `day` cannot be kept: before 2000-01-01 or after the export's day.
    func dayProblem(_ day: LocalDay) -> SkipReason? {
        if day < Bounds.firstDay { return .beforeFirstDay }
        if let last = lastSummaryDay, day > last { return .afterExportDate }
        return nil
    }

    /// The last day an Activity Summary may be for. A summary's day is a date of the phone's calendar, not
    /// of the site's zone (which may have changed since): the export's date as written (its offset is the
    /// phone's), or, without one, the latest date anywhere at `latest`; never after the import's day in the
    /// site's zone, the last day the store may hold.
    var lastSummaryDay: LocalDay? {
        let exported = counts.exportDate.map { $0 <= importTime } == true ? exportDay : nil
        var last = exported ?? (latest < .distantFuture ? HealthDate.latestDay(at: latest) : nil)
        if importTime < .distantFuture {
            let today = calendar.day(containing: importTime)
            last = min(last ?? today, today)
        }
        return last
    }

    public mutating func startElement(_ element: XMLElement, depth: Int) throws {
        switch depth {
        case 1: try topLevel(element)
        case 2 where workout != nil:
            if element.isNamed("WorkoutStatistics") { try element.withReferencesDecoded { statistic($0) } }
        case 2 where inCorrelation: if element.isNamed("Record") { counts.insideCorrelations += 1 }
        case 0: guard element.isNamed("HealthData") else {
            throw XMLContentError(.wrongRoot(found: element.nameText, expected: "HealthData"))
        }
            counts.exportLocale = element.attribute("locale").flatMap { value in
                value.bytes.count <= 100 ? try? value.text() : nil
            }
        default: break
        }
    }

    public mutating func endElement(depth: Int) throws {
        if depth == 0 { countAccepted() }
        guard depth == 1 else { return }
        if let pending = workout {
            workout = nil
            try finish(pending)
        }
        inCorrelation = false
    }

    private mutating func topLevel(_ element: XMLElement) throws {
        if element.isNamed("Record") {
            try record(element)
        } else if element.isNamed("Workout") {
            workout = try element.withReferencesDecoded { PendingWorkout($0, texts: &workoutTexts) }
        } else if element.isNamed("ActivitySummary") {
            try element.withReferencesDecoded { try summary($0) }
        } else if element.isNamed("ExportDate") {
            try element.withReferencesDecoded { decoded in
                let value = decoded.attribute("value")
                counts.exportDate = value.flatMap { HealthDate.parse($0.bytes) }
                exportDay = counts.exportDate == nil ? nil : value.flatMap { HealthDate.writtenDay($0.bytes) }
            }
        } else if element.isNamed("Correlation") {
            inCorrelation = true
        }
    }

    /// Adds the records accepted so far to `counts.records`.
    private mutating func countAccepted() {
        for (type, count) in zip(HealthRecordType.allCases, accepted) where count > 0 { counts.records[type, default: 0] += count }
        accepted = Array(repeating: 0, count: accepted.count)
    }

    /// Counts a left-out record.
    mutating func skip(_ reason: SkipReason) {
        counts.skipped[reason, default: 0] += 1
    }
}

/// Where the reader sends what it accepts: the store, or nothing (a dry run).
public protocol HealthExportSink {
    /// A raw sample of `type`, values already in the store's unit.
    mutating func add(_ sample: SampleRow, type: HealthRecordType) throws
    mutating func add(_ workout: Workout) throws
    mutating func add(_ summary: ActivitySummary) throws
}

/// A sink that keeps nothing: reading and checking only.
public struct DiscardingSink: HealthExportSink {
    public init() {}
    public mutating func add(_ sample: SampleRow, type: HealthRecordType) {}
    public mutating func add(_ workout: Workout) {}
    public mutating func add(_ summary: ActivitySummary) {}
}
