import Foundation
import HistoryStore
import Metrics

/// Writes what the reader accepts into the store (inside the import's one transaction).
struct StoreSink: HealthExportSink {
    let writer: HistoryWriter
    /// Health Auto Export: a sample or workout replaces the stored one of the same metric, start and
    /// source (a later file's count for an hour replaces the earlier one's) instead of being added beside it.
    var replacing = false
    /// Rows that were not stored before, per record type.
    var newSamples: [HealthRecordType: Int] = [:]
    var newWorkouts = 0
    /// The time covered by the accepted samples of each summed quantity.
    var ranges: [Quantity: ClosedRange<Date>] = [:]

    mutating func add(_ sample: SampleRow, type: HealthRecordType) throws {
        if try replacing ? writer.replaceSample(sample) : writer.insertSample(sample) { newSamples[type, default: 0] += 1 }
        guard let quantity = type.quantity else { return }
        if let range = ranges[quantity] {
            if sample.start < range.lowerBound || sample.end > range.upperBound {
                ranges[quantity] = min(range.lowerBound, sample.start)...max(range.upperBound, sample.end)
            }
        } else {
            ranges[quantity] = sample.start...sample.end
        }
    }

    mutating func add(_ workout: Workout) throws {
        if try replacing ? writer.replaceWorkout(workout) : writer.addWorkout(workout) { newWorkouts += 1 }
    }

    mutating func add(_ summary: ActivitySummary) throws {
        try writer.setActivitySummary(summary)
    }
}
