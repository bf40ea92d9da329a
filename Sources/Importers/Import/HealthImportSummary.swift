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
    /// The site's locale, when the export names another (`localeHint`).
    public var siteLocale: SiteLocale?
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

extension HealthImportSummary {
    /// The summary as lines of text; `seconds` is the time the import took.
    public func text(seconds: Double) -> String {
        let megabytes = Double(bytes) / 1_000_000
        var lines = ["Read \(file): \(format(megabytes, 1)) MB in \(format(seconds, 2)) s "
                     + "(\(format(megabytes / max(seconds, 0.001), 0)) MB/s)."]
        if let exportDate = counts.exportDate { lines.append("Exported: \(exportDate.formatted(.iso8601))") }
        lines.append("Imported:")
        for type in HealthRecordType.allCases {
            lines.append("  \(Self.label(type)): \(counts.records[type] ?? 0)" + added(newSamples.map { $0[type] ?? 0 }))
        }
        lines.append("  workouts: \(counts.workouts) (HIIT: \(counts.hiitWorkouts))" + added(newWorkouts))
        lines.append("  activity summaries: \(counts.activitySummaries)")
        if let firstDay, let lastDay { lines.append("Dates: \(firstDay) to \(lastDay); totals recomputed for \(daysRecomputed) days.") }
        if let zoneChange { lines.append(zoneChange.text + ".") }
        if removedFutureRecords > 0 {
            lines.append("Removed \(removedFutureRecords) stored records dated after the newest export (kept by an earlier sitegen).")
        }
        if !clampedDays.isEmpty {
            lines.append("Clamped: \(clampedDays.count) days over the plausible daily maximum were scaled down to it "
                         + "(\(clampedDays.prefix(5).map(\.description).joined(separator: ", "))\(clampedDays.count > 5 ? ", …" : "")).")
        }
        lines.append(contentsOf: skippedLines)
        if let localeHint { lines.append(localeHint) }
        return lines.joined(separator: "\n")
    }

    /// A one-line hint, not an error, when the export was made on a phone set to another locale than
    /// the site's (`siteLocale`): the phone's `<HealthData locale="…">` read as a tag (`de_DE@rg=chzzzz`
    /// is de-DE); nothing when either is missing, when they are the same, or when the export names a locale
    /// Foundation does not know.
    public var localeHint: String? {
        guard let siteLocale, let written = counts.exportLocale else { return nil }
        let name = written.split(separator: "@", omittingEmptySubsequences: false).first.map(String.init) ?? written
        guard let phone = SiteLocale(name), phone != siteLocale else { return nil }
        return "Hint: the export was made on a phone set to \(phone.tag); this site's locale is \(siteLocale.tag). "
            + "Set locale = \"\(phone.tag)\" in site.toml to show dates and numbers as the phone does."
    }

    private var skippedLines: [String] {
        var lines: [String] = []
        let skipped = counts.skipped.values.reduce(0, +)
        lines.append(skipped == 0 ? "Skipped: none." : "Skipped \(skipped):")
        for (reason, count) in counts.skipped.sorted(by: { $0.key < $1.key }) { lines.append("  \(count) with \(reason.rawValue)") }
        lines.append("Not used: \(counts.otherTypes) records of other types, "
                     + "\(counts.insideCorrelations) repeated inside correlations.")
        return lines
    }

    private func added(_ count: Int?) -> String { count.map { " (\($0) new)" } ?? "" }

    static func label(_ type: HealthRecordType) -> String {
        switch type {
        case .stepCount: "step samples"
        case .distanceWalkingRunning: "distance samples"
        case .activeEnergyBurned: "active energy samples"
        case .heartRate: "heart rate samples"
        case .vo2Max: "VO2 max samples"
        }
    }

    private func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
}
