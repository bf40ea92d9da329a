/// A stream of bytes read in chunks: a file, a zip entry being inflated, a string in a test.
public protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer` and returns how many; 0 means the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int

    /// All the bytes not read yet, when they already lie in memory in one piece (a mapped file), or
    /// `nil` (the default): the reader then copies chunks with `read(into:)`. The bytes stay valid
    /// and unchanged as long as the source lives; they must not be written to. A reader that takes
    /// them calls `read(into:)` no more and reports its way through them with `lent(_:)`.
    mutating func inPlaceBytes() throws -> UnsafeRawBufferPointer?

    /// The reader has gone `count` bytes further into `inPlaceBytes()` (0: it reached their end).
    mutating func lent(_ count: Int)

    /// The reader is done with the in-place bytes before `offset` (it may still read them again, for an
    /// error's line): a mapped file lets their pages go, so resident memory stays flat.
    mutating func release(before offset: Int)
}

extension ByteSource {
    public mutating func inPlaceBytes() throws -> UnsafeRawBufferPointer? { nil }
    public mutating func lent(_ count: Int) {}
    public mutating func release(before offset: Int) {}
}

/// A byte source over bytes in memory (tests, small inputs).
public struct MemorySource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0
    /// At most this many bytes per read, to exercise chunk boundaries.
    private let chunk: Int

    /// Reads `bytes`, at most `chunk` of them per call.
    public init(_ bytes: [UInt8], chunk: Int = .max) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    /// Reads the UTF-8 of `text`.
    public init(_ text: String, chunk: Int = .max) {
        self.init(Array(text.utf8), chunk: chunk)
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, chunk, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}
