import Foundation

/// A byte source read ahead on a thread of its own: while the reader works through one chunk, the next ones
/// are made. For a zip entry, inflating and checking the CRC-32 then no longer add to the reading thread's
/// work (an import's reading thread parses the XML while another thread stores the rows; inflating on the
/// reading thread made it the slower of the two).
///
/// The bytes and the errors come in the order the wrapped source gives them: an error is thrown by the
/// `read` that reaches it, after every byte before it has been handed out. At most `slotCount` chunks of
/// `chunkSize` bytes are in memory. When the reader is done (at the end, or earlier after an error of its
/// own), dropping the source stops the thread and waits for it.
public final class ReadAheadSource: ByteSource {
    private let shared: Shared
    /// The reader's side: the chunk it reads from, how far into it, the next one, and what ended the bytes.
    private var current: Int?
    private var offset = 0
    private var nextSlot = 0
    private var done = false
    private var failure: (any Error)?

    /// Starts reading `source` ahead, `slotCount` chunks of `chunkSize` bytes (both at least 1).
    public init(_ source: any ByteSource, chunkSize: Int = 1 << 20, slotCount: Int = 4) {
        shared = Shared(chunkSize: max(1, chunkSize), slotCount: max(1, slotCount))
        let thread = Thread { [shared, source = UncheckedSource(source)] in shared.fill(source.source) }
        thread.name = "sitegen read-ahead"
        thread.start()
    }

    deinit {
        shared.stop()
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if let failure { throw failure }
        guard buffer.count > 0, !done else { return 0 }
        while true {
            if current == nil {
                shared.filled.wait()
                current = nextSlot
                nextSlot = (nextSlot + 1) % shared.slotCount
                offset = 0
            }
            let (bytes, count, error) = shared.slot(current!)
            if count - offset > 0 {
                let copied = min(count - offset, buffer.count)
                buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: copied)
                offset += copied
                return copied
            }
            // This chunk is used up: where it stopped short, the end or an error; else on to the next.
            if count < bytes.count {
                done = true
                if let error {
                    failure = error
                    throw error
                }
                return 0
            }
            current = nil
            shared.free.signal()
        }
    }

    /// What the reader and the thread share.
    private final class Shared: @unchecked Sendable {
        /// One chunk made by the thread: its bytes, how many it holds, the error met after them.
        struct Slot {
            let bytes: UnsafeMutableRawBufferPointer
            var count = 0
            var error: (any Error)?
        }

        private var slots: [Slot]
        let slotCount: Int
        /// Chunks the reader has given back (the thread may fill them), and chunks filled (the reader may take them).
        let free = DispatchSemaphore(value: 0)
        let filled = DispatchSemaphore(value: 0)
        private let exited = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        /// Set when the reader is gone (under `lock`).
        private var stopped = false

        init(chunkSize: Int, slotCount: Int) {
            slots = (0..<slotCount).map { _ in Slot(bytes: .allocate(byteCount: chunkSize, alignment: 16)) }
            self.slotCount = slotCount
            // Made at 0 and signalled: libdispatch refuses to free a semaphore whose count is below the one it was made with.
            for _ in 0..<slotCount { free.signal() }
        }

        deinit {
            for slot in slots { slot.bytes.deallocate() }
        }

        func slot(_ index: Int) -> (UnsafeMutableRawBufferPointer, Int, (any Error)?) {
            lock.lock()
            defer { lock.unlock() }
            return (slots[index].bytes, slots[index].count, slots[index].error)
        }

        /// The thread's loop: fills the chunks in turn until the end, an error, or the reader is gone.
        func fill(_ source: any ByteSource) {
            var source = source
            var index = 0
            defer { exited.signal() }
            while true {
                free.wait()
                lock.lock()
                let stop = stopped
                lock.unlock()
                if stop { return }
                let bytes = slots[index].bytes
                var count = 0, error: (any Error)?
                // A chunk is filled whole (or to the end): the reader's copies then stay large.
                do {
                    while count < bytes.count {
                        let read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[count...]))
                        if read == 0 { break }
                        count += read
                    }
                } catch let thrown {
                    error = thrown
                }
                lock.lock()
                slots[index].count = count
                slots[index].error = error
                lock.unlock()
                filled.signal()
                // The end or an error: nothing more is made (the reader takes the bytes before it first).
                if count < bytes.count { return }
                index = (index + 1) % slotCount
            }
        }

        /// The reader is gone: ends the thread (one waiting for a free chunk wakes; one inside a read ends after
        /// it) and waits for it.
        func stop() {
            lock.lock()
            stopped = true
            lock.unlock()
            free.signal()
            exited.wait()
        }
    }

    /// The wrapped source, handed to the thread once: from then on only the thread uses it.
    private struct UncheckedSource: @unchecked Sendable {
        var source: any ByteSource
        init(_ source: any ByteSource) { self.source = source }
    }
}
