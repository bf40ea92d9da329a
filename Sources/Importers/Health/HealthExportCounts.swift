import Foundation
import Metrics

/// What the reader found in an export: records read per kind, skipped by reason, the date range.
public struct HealthExportCounts: Sendable, Equatable {
    /// Records read and accepted, per record type.
    public var records: [HealthRecordType: Int] = [:]
    public var workouts = 0
    public var hiitWorkouts = 0
    public var activitySummaries = 0
    /// Records and elements left out, by reason.
    public var skipped: [SkipReason: Int] = [:]
    /// `Record`s of types the import does not read (sleep, basal energy, …).
    public var otherTypes = 0
    /// `Record`s inside a `Correlation`: the export repeats them at the top level.
    public var insideCorrelations = 0
    /// The earliest start and latest end of what was accepted.
    public var earliest: Date?
    public var latest: Date?
    /// The first and last day of the accepted activity summaries.
    public var firstSummaryDay: LocalDay?
    public var lastSummaryDay: LocalDay?
    /// The export's `ExportDate`.
    public var exportDate: Date?
    /// The phone's locale as the export names it (`<HealthData locale="de_DE">`); `nil` when it names none.
    public var exportLocale: String?

    public init() {}

    /// Records, workouts and summaries accepted.
    public var accepted: Int { records.values.reduce(0, +) + workouts + activitySummaries }

    /// Widens the summaries' day range to hold `day`.
    mutating func cover(_ day: LocalDay) {
        if firstSummaryDay.map({ day < $0 }) ?? true { firstSummaryDay = day }
        if lastSummaryDay.map({ day > $0 }) ?? true { lastSummaryDay = day }
    }

    /// Widens the date range to hold `[start, end]`.
    mutating func cover(_ start: Date, _ end: Date) {
        if earliest.map({ start < $0 }) ?? true { earliest = start }
        if latest.map({ end > $0 }) ?? true { latest = end }
    }
}
