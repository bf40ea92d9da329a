import Foundation
import HistoryStore
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
    /// Days whose total exceeded its per-day bound and was scaled down to it.
    public var clampedDays: [LocalDay] = []
    /// Stored records dated after the newest export, removed (an earlier sitegen kept them).
    public var removedFutureRecords = 0
    /// Set when the store's totals belonged to another time zone and were all recomputed.
    public var zoneChange: TotalsRecomputation?
    /// The local days of the earliest and latest data accepted, in the site's zone.
    public var firstDay: LocalDay?
    public var lastDay: LocalDay?

    public init(file: String, bytes: Int64, counts: HealthExportCounts, calendar: DayCalendar) {
        self.file = file
        self.bytes = bytes
        self.counts = counts
        let days = [counts.earliest.map(calendar.day(containing:)), counts.latest.map(calendar.day(containing:)),
                    counts.firstSummaryDay, counts.lastSummaryDay].compactMap { $0 }
        firstDay = days.min()
        lastDay = days.max()
    }
}
