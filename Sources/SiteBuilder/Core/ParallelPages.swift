import Foundation
import Workspace

/// Renders many pages on every core, then adds them to the site in input order, so the
/// result is the same bytes as a serial build.
enum ParallelPages {
    /// Calls `render` for each of `items` concurrently; each call returns (path, HTML).
    static func render<T>(_ items: [T], into site: inout Site,
                          _ render: (T) throws(BuildError) -> (path: String, text: String)) throws(BuildError) {
        try ParallelPages.render(items, into: &site, bytes: { (item: T) throws(BuildError) -> (path: String, data: Data) in
            let page = try render(item)
            return (page.path, Data(page.text.utf8))
        })
    }

    /// Calls `render` for each of `items` concurrently; each call returns (path, bytes).
    static func render<T>(_ items: [T], into site: inout Site,
                          bytes render: (T) throws(BuildError) -> (path: String, data: Data)) throws(BuildError) {
        let results = ResultSlots(count: items.count)
        items.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            withoutActuallyEscaping(render) { render in
                nonisolated(unsafe) let render = render
                DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
                    do throws(BuildError) { results.set(index, .success(try render(buffer[index]))) } catch {
                        results.set(index, .failure(error))
                    }
                }
            }
        }
        for result in results.all {
            let page = try result.get()
            try site.add(page.path, page.data)
        }
    }
}

extension ParallelPages {
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

/// One result per index, written from many threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<(path: String, data: Data), BuildError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<(path: String, data: Data), BuildError>) {
        lock.withLock { slots[index] = result }
    }

    var all: [Result<(path: String, data: Data), BuildError>] {
        lock.withLock { slots.map { $0 ?? .failure(BuildError(phase: .render, message: "a page was not rendered")) } }
    }
}
