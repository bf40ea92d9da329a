import Foundation
import HistoryStore
import Metrics

/// The import on two threads (issue 19: "parse and store on two threads with a bounded queue between
/// them"): the export is read and checked on a thread of its own, which hands what it accepts, in
/// batches and in the export's order, to the thread that holds the store's one transaction.
///
/// The store sees the same records in the same order as a single thread would give them, so the result
/// is the same; an error on either side ends both: a reading error reaches the store thread after the
/// records read before it (as it would have, one thread), a store error stops the reader.
final class SinkPipeline: @unchecked Sendable {
    /// One accepted record, as `HealthExportSink` receives it.
    enum Item {
        case sample(SampleRow, HealthRecordType)
        case workout(Workout)
        case summary(ActivitySummary)
    }

    /// Records a batch holds, and batches that may wait: at most about 16,000 records in flight.
    static let batchSize = 2_048
    static let depth = 8

    private let condition = NSCondition()
    private var waiting: [[Item]] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false

    /// The reader's side: hands `batch` over, waiting while `depth` batches wait; false once the store
    /// side has given up.
    func put(_ batch: [Item]) -> Bool {
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
    func take() throws -> [Item]? {
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

/// The reader's sink on its own thread: collects records into batches for the pipeline.
struct PipelineSink: HealthExportSink {
    /// Thrown inside the reader when the store side stopped; never reaches the person.
    struct Stopped: Error {}

    let pipeline: SinkPipeline
    private var batch: [SinkPipeline.Item] = []

    init(_ pipeline: SinkPipeline) {
        self.pipeline = pipeline
        batch.reserveCapacity(SinkPipeline.batchSize)
    }

    mutating func add(_ sample: SampleRow, type: HealthRecordType) throws { try append(.sample(sample, type)) }
    mutating func add(_ workout: Workout) throws { try append(.workout(workout)) }
    mutating func add(_ summary: ActivitySummary) throws { try append(.summary(summary)) }

    /// Hands over what is left.
    mutating func flush() throws {
        guard !batch.isEmpty else { return }
        guard pipeline.put(batch) else { throw Stopped() }
        batch = []
        batch.reserveCapacity(SinkPipeline.batchSize)
    }

    private mutating func append(_ item: SinkPipeline.Item) throws {
        batch.append(item)
        if batch.count >= SinkPipeline.batchSize { try flush() }
    }
}

extension StoreSink {
    /// Stores a batch handed over by the reader's thread, in its order, each run of samples several to a
    /// statement; `samples` is room for such a run, kept from batch to batch.
    mutating func add(_ batch: [SinkPipeline.Item], samples: inout [(SampleRow, HealthRecordType)]) throws {
        samples.removeAll(keepingCapacity: true)
        for item in batch {
            if case .sample(let sample, let type) = item {
                samples.append((sample, type))
                continue
            }
            try add(samples: samples[...])
            samples.removeAll(keepingCapacity: true)
            try add(item)
        }
        try add(samples: samples[...])
    }

    /// Stores one record handed over by the reader's thread.
    mutating func add(_ item: SinkPipeline.Item) throws {
        switch item {
        case .sample(let sample, let type): try add(sample, type: type)
        case .workout(let workout): try add(workout)
        case .summary(let summary): try add(summary)
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
