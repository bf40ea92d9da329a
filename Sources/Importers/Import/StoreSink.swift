import Foundation
import HistoryStore
import Metrics

/// Writes what the reader accepts into the store (inside the import's one transaction).
struct StoreSink: HealthExportSink {
    let writer: HistoryWriter
    /// Health Auto Export: a sample or workout replaces the stored one of the same metric, start and
    /// source (a later file's count for an hour replaces the earlier one's) instead of being added beside it.
    var replacing = false
    /// Rows that were not stored before, per record type (by `allCases` position: no hashing per row).
    private var newCounts = Array(repeating: 0, count: HealthRecordType.allCases.count)
    var newWorkouts = 0
    /// The time covered by the accepted samples of each summed quantity (by `allCases` position).
    private var covered = [ClosedRange<Date>?](repeating: nil, count: Quantity.allCases.count)
    /// Per quantity (by position), the totals of the new samples as they are stored, kept while the
    /// store held no sample of its type before and the samples come in the store's order per source:
    /// the totals then need not read them back (a large share of a first import's time). The
    /// import's two threads sum them on the reading thread instead (`PipelineSink`, `adopt`).
    var streamed: [HourlyTotals?] = Array(repeating: nil, count: Quantity.allCases.count)
    /// Per quantity (by position), whether a sample of its type came that was stored already (`count`).
    private var anyOld = Array(repeating: false, count: Quantity.allCases.count)
    /// The quantity (by position) of each record type (by position), -1 for none.
    private static let quantityIndex = HealthRecordType.allCases.map { $0.quantity?.index ?? -1 }

    init(writer: HistoryWriter, replacing: Bool = false) {
        self.writer = writer
        self.replacing = replacing
    }

    /// Rows that were not stored before, per record type (types without any left out).
    var newSamples: [HealthRecordType: Int] {
        var counts: [HealthRecordType: Int] = [:]
        for (type, count) in zip(HealthRecordType.allCases, newCounts) where count > 0 { counts[type] = count }
        return counts
    }

    /// Totals computed as the samples of `quantity` were stored, when they are all of them (`streamed`).
    func streamedTotals(_ quantity: Quantity) -> HourlyTotals? { streamed[quantity.index] }

    /// The time covered by the accepted samples of each summed quantity.
    var ranges: [Quantity: ClosedRange<Date>] {
        var ranges: [Quantity: ClosedRange<Date>] = [:]
        for (quantity, range) in zip(Quantity.allCases, covered) { ranges[quantity] = range }
        return ranges
    }

    mutating func add(_ sample: SampleRow, type: HealthRecordType) throws {
        note(sample, type: type, isNew: try replacing ? writer.replaceSample(sample) : writer.insertSample(sample))
    }

    /// Counts a sample of the type at position `tag` that the reader's side followed (`PipelineSink`).
    @inline(__always)
    mutating func count(tag: UInt8, isNew: Bool) {
        if isNew {
            newCounts[Int(tag)] += 1
        } else if case let quantity = Self.quantityIndex[Int(tag)], quantity >= 0 {
            anyOld[quantity] = true
        }
    }

    /// Takes the ranges and totals the reader's side followed (`PipelineSink`) once its samples are
    /// stored: a quantity's totals only if every one of its samples was new, as `note` would have summed them.
    mutating func adopt(covered: [ClosedRange<Date>?], streamed: [HourlyTotals?]) {
        self.covered = covered
        self.streamed = zip(streamed, anyOld).map { totals, old in old ? nil : totals }
    }

    /// Counts a stored sample and follows the range and totals of its quantity.
    private mutating func note(_ sample: SampleRow, type: HealthRecordType, isNew: Bool) {
        if isNew { newCounts[type.index] += 1 }
        guard let quantity = type.quantity else { return }
        if isNew, streamed[quantity.index] != nil {
            // Instants as the store reads them back (whole seconds are stored as integers).
            let span = SampleSpan(start: Date(timeIntervalSince1970: sample.start.timeIntervalSince1970),
                                  end: Date(timeIntervalSince1970: sample.end.timeIntervalSince1970),
                                  value: sample.value, sourceName: sample.sourceName)
            if !streamed[quantity.index]!.addInStoreOrder(span) { streamed[quantity.index] = nil }
        }
        let slot = quantity.index
        if let range = covered[slot] {
            if sample.start < range.lowerBound || sample.end > range.upperBound {
                covered[slot] = min(range.lowerBound, sample.start)...max(range.upperBound, sample.end)
            }
        } else {
            covered[slot] = sample.start...sample.end
        }
    }

    mutating func add(_ workout: Workout) throws {
        if try replacing ? writer.replaceWorkout(workout) : writer.addWorkout(workout) { newWorkouts += 1 }
    }

    mutating func add(_ summary: ActivitySummary) throws {
        try writer.setActivitySummary(summary)
    }
}

extension Quantity {
    /// The position in `allCases`.
    var index: Int {
        switch self {
        case .steps: 0
        case .activeEnergy: 1
        case .distance: 2
        }
    }
}
