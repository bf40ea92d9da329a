import Foundation
import HistoryStore
import Metrics

/// The import on two threads ("parse and store on two threads with a bounded queue between
/// them"): the export is read and checked on a thread of its own, which hands what it accepts, in
/// batches and in the export's order, to the thread that holds the store's one transaction.
///
/// The store sees the samples in the same order as a single thread would give them, and the workouts and
/// summaries likewise (each kind has its own table, so their order among the samples changes nothing): the
/// result is the same. An error on either side ends both: a reading error reaches the store thread after the
/// records read before it (as it would have, one thread), a store error stops the reader.
final class SinkPipeline: @unchecked Sendable {
    /// One accepted record other than a sample, as `HealthExportSink` receives it.
    enum Item {
        case workout(Workout)
        case summary(ActivitySummary)
    }

    /// Samples (or other records) a batch holds, and batches that may wait: at most about 16,000 samples in
    /// flight. A whole number of `HistoryWriter.sampleChunk`s, so that every batch but the last is stored in
    /// multi-row statements only.
    static let batchSize = 2_048
    static let depth = 8

    private let condition = NSCondition()
    private var waiting: [PipelineBatch] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false

    /// The reader's side: hands `batch` over, waiting while `depth` batches wait; false once the store
    /// side has given up.
    func put(_ batch: PipelineBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.depth && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        waiting.append(batch)
        condition.broadcast()
        return true
    }

    /// The reader's side: no more batches; `error` when reading failed.
    func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The store's side: the next batch, `nil` after the last; the reader's error once its batches are taken.
    func take() throws -> PipelineBatch? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !finished { condition.wait() }
        if !waiting.isEmpty {
            condition.broadcast()
            return waiting.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// The store's side: stop the reader (a store error).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Records handed from the reader's thread to the store's, in the export's order: the samples packed
/// for the bulk insert (`PackedSamples`, made on the reader's thread), and the other records.
struct PipelineBatch {
    var samples = PackedSamples(capacity: SinkPipeline.batchSize)
    /// Workouts and summaries.
    var others: [SinkPipeline.Item] = []

    /// Whether the batch is full: `batchSize` samples, or as many other records.
    var isFull: Bool { samples.count >= SinkPipeline.batchSize || others.count >= SinkPipeline.batchSize }
}

/// The reader's sink on its own thread: packs records into batches for the pipeline, and follows what
/// needs no store: the time each summed quantity's samples cover, the latest end of a sample, and the
/// totals of the quantities whose type the store held no sample of (`StoreSink.streamed`).
struct PipelineSink: HealthExportSink {
    /// Thrown inside the reader when the store side stopped; never reaches the person.
    struct Stopped: Error {}

    let pipeline: SinkPipeline
    private var batch = PipelineBatch()
    /// The time covered by the accepted samples of each summed quantity (by `allCases` position).
    private(set) var covered = [ClosedRange<Date>?](repeating: nil, count: Quantity.allCases.count)
    /// The latest end of an accepted sample, in Unix seconds.
    private(set) var latestEnd = -Double.infinity
    /// Per quantity, the totals of its samples summed as they are read, as long as they come in the
    /// store's order per source (`HourlyTotals.addInStoreOrder`). They are the stored samples' totals only
    /// if the store held none of the type before and every sample turns out new (`StoreSink.adopt`).
    private(set) var streamed: [HourlyTotals?]

    init(_ pipeline: SinkPipeline, streamed: [HourlyTotals?] = Array(repeating: nil, count: Quantity.allCases.count)) {
        self.pipeline = pipeline
        self.streamed = streamed
    }

    mutating func add(_ sample: SampleRow, type: HealthRecordType) throws {
        batch.samples.append(sample, tag: UInt8(type.index))
        let end = sample.end.timeIntervalSince1970
        if end > latestEnd { latestEnd = end }
        if let quantity = type.quantity { follow(sample, quantity) }
        if batch.isFull { try flush() }
    }

    mutating func add(_ workout: Workout) throws { try append(.workout(workout)) }
    mutating func add(_ summary: ActivitySummary) throws { try append(.summary(summary)) }

    /// Hands over what is left.
    mutating func flush() throws {
        guard !batch.samples.isEmpty || !batch.others.isEmpty else { return }
        guard pipeline.put(batch) else { throw Stopped() }
        batch = PipelineBatch()
    }

    private mutating func append(_ item: SinkPipeline.Item) throws {
        batch.others.append(item)
        if batch.isFull { try flush() }
    }

    /// Follows the range and the totals of `quantity`, as `StoreSink` does for the samples it stores.
    private mutating func follow(_ sample: SampleRow, _ quantity: Quantity) {
        let slot = quantity.index
        if streamed[slot] != nil {
            // Instants as the store reads them back (whole seconds are stored as integers).
            let span = SampleSpan(start: Date(timeIntervalSince1970: sample.start.timeIntervalSince1970),
                                  end: Date(timeIntervalSince1970: sample.end.timeIntervalSince1970),
                                  value: sample.value, sourceName: sample.sourceName)
            if !streamed[slot]!.addInStoreOrder(span) { streamed[slot] = nil }
        }
        if let range = covered[slot] {
            if sample.start < range.lowerBound || sample.end > range.upperBound {
                covered[slot] = min(range.lowerBound, sample.start)...max(range.upperBound, sample.end)
            }
        } else {
            covered[slot] = sample.start...sample.end
        }
    }
}

extension StoreSink {
    /// Stores a batch handed over by the reader's thread: its samples in their order, `sampleChunk` to a
    /// statement (the rest of the last batch one by one), then its workouts and summaries in theirs. Stored
    /// between the samples where they came, they cut the runs of samples short: every cut cost up to a chunk
    /// of single-row statements.
    mutating func add(_ batch: PipelineBatch) throws {
        try add(batch.samples, 0..<batch.samples.count)
        for item in batch.others {
            switch item {
            case .workout(let workout): try add(workout)
            case .summary(let summary): try add(summary)
            }
        }
    }

    /// Stores `range` of `packed` as `add(_:type:)` would one after the other, counting new rows; the
    /// range and totals were followed on the reader's side (`PipelineSink`).
    private mutating func add(_ packed: PackedSamples, _ range: Range<Int>) throws {
        let chunk = HistoryWriter.sampleChunk
        var index = range.lowerBound
        while range.upperBound - index >= chunk {
            if let added = try writer.insertSamples(packed, from: index) {
                for offset in 0..<chunk { count(tag: packed.tag(index + offset), isNew: added[offset]) }
            } else {
                for row in index..<(index + chunk) { count(tag: packed.tag(row), isNew: true) }
            }
            index += chunk
        }
        while index < range.upperBound {
            count(tag: packed.tag(index), isNew: try writer.insertSample(packed, at: index))
            index += 1
        }
    }
}

/// The reader's thread: runs `work` once and hands back its reader or its error.
final class ReaderThread: @unchecked Sendable {
    private let work: () throws -> HealthExportReader<PipelineSink>
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<HealthExportReader<PipelineSink>, any Error>?

    init(_ work: @escaping () throws -> HealthExportReader<PipelineSink>) {
        self.work = work
    }

    func start() {
        let thread = Thread { [self] in
            result = Result { try work() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the thread; its reader, or its error.
    func wait() throws -> HealthExportReader<PipelineSink> {
        done.wait()
        return try result!.get()
    }
}
