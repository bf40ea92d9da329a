/// Bytes that can be read at any offset: a file on disk, or bytes in memory (tests, the fuzzer).
public protocol RandomAccessBytes: AnyObject {
    /// The file, or a name for the bytes, as messages show it.
    var path: String { get }
    /// How many bytes there are.
    var size: Int64 { get }
    /// Reads up to `count` bytes at `offset` into `buffer`; fewer only at the end.
    func read(at offset: Int64, into buffer: UnsafeMutableRawPointer, count: Int) throws(InputError) -> Int
}

/// Bytes in memory read as if they were a file.
public final class MemoryFile: RandomAccessBytes {
    private let bytes: [UInt8]
    public let path: String
    public var size: Int64 { Int64(bytes.count) }

    /// `bytes`, named `path` in messages.
    public init(_ bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    public func read(at offset: Int64, into buffer: UnsafeMutableRawPointer, count: Int) throws(InputError) -> Int {
        guard offset >= 0, count >= 0 else { throw .unreadable(path: path, reason: "a read at byte \(offset)") }
        guard offset < size else { return 0 }
        let available = min(count, bytes.count - Int(offset))
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: source.baseAddress! + Int(offset), byteCount: available)
        }
        return available
    }
}
