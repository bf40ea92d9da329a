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
