import HistoryStore
import Metrics

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
