import Foundation
import Workspace

/// Work spread over every core, results in input order, so the result is the same as a serial loop's.
enum ParallelPages {
    /// `transform` of each of `items`, computed on every core, in input order: the assemble phase's
    /// per-day and per-habit figures.
    static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        let slots = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        items.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer, slots = slots
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: buffer.count) { index in slots[index] = transform(buffer[index]) }
            }
        }
        return slots.compactMap { $0 }
    }
}

/// A value made on a thread of its own from the moment this is created: work that needs nothing of the
/// phases running meanwhile (a build's templates, parsed while the history is loaded). `value()` waits for
/// it and rethrows its error. A thread, never a queue's turn: the waiting one may hold a worker.
final class Beside<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Set on the thread before `done` is signalled; read only after waiting for it.
    private var result: Result<Value, BuildError>?

    init(_ make: @escaping @Sendable () throws(BuildError) -> Value) {
        let thread = Thread { [self] in
            result = Result { () throws(BuildError) in try make() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func value() throws(BuildError) -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
