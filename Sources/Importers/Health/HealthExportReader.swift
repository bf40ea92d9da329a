import Foundation
import HistoryStore
import Metrics

/// Reads an Apple Health export's elements (from `XMLScanner`) into samples, workouts and
/// activity summaries for a sink, counting what it accepts and what it skips, and why.
///
/// Top-level `Record`s of the types in `HealthRecordType`, `Workout`s with their nested
/// `WorkoutStatistics` (iOS 16+), `ActivitySummary` and `ExportDate` are read; other children
/// (`MetadataEntry`, routes, events) are skipped. A record is accepted whole or not at all.
public struct HealthExportReader<Sink: HealthExportSink>: XMLHandler {
    public var sink: Sink
    public internal(set) var counts = HealthExportCounts()
    var sources = TextCache()
    var versions = TextCache()
    var devices = TextCache()
    var workout: PendingWorkout?
    var inCorrelation = false

    public init(sink: Sink) {
        self.sink = sink
    }

    public mutating func startElement(_ element: XMLElement, depth: Int) throws {
        switch depth {
        case 1: try topLevel(element)
        case 2 where workout != nil: if element.isNamed("WorkoutStatistics") { statistic(element) }
        case 2 where inCorrelation: if element.isNamed("Record") { counts.insideCorrelations += 1 }
        case 0: guard element.isNamed("HealthData") else {
            throw XMLContentError(.wrongRoot(found: element.nameText, expected: "HealthData"))
        }
        default: break
        }
    }

    public mutating func endElement(depth: Int) throws {
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
            workout = PendingWorkout(element)
        } else if element.isNamed("ActivitySummary") {
            try summary(element)
        } else if element.isNamed("ExportDate") {
            counts.exportDate = element.attribute("value").flatMap { HealthDate.parse($0.bytes) }
        } else if element.isNamed("Correlation") {
            inCorrelation = true
        }
    }

    /// Counts a left-out record.
    mutating func skip(_ reason: SkipReason) {
        counts.skipped[reason, default: 0] += 1
    }
}
