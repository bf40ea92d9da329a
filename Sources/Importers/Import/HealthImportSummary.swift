import Foundation
import Metrics

/// What an import read, added and skipped: the summary the command prints.
public struct HealthImportSummary: Sendable, Equatable {
    /// The export file (or zip → entry).
    public var file: String
    /// Bytes of XML read.
    public var bytes: Int64
    public var counts: HealthExportCounts
    /// Samples not stored before, per type (`nil` in a dry run).
    public var newSamples: [HealthRecordType: Int]?
    public var newWorkouts: Int?
    /// Days whose totals were recomputed (the most of any quantity).
    public var daysRecomputed = 0
    /// The local days of the earliest and latest data accepted, in the site's zone.
    public var firstDay: LocalDay?
    public var lastDay: LocalDay?

    public init(file: String, bytes: Int64, counts: HealthExportCounts, calendar: DayCalendar) {
        self.file = file
        self.bytes = bytes
        self.counts = counts
        firstDay = counts.earliest.map(calendar.day(containing:))
        lastDay = counts.latest.map(calendar.day(containing:))
    }
}
