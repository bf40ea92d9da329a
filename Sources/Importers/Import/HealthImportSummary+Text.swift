import Foundation

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
        return lines.joined(separator: "\n")
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
