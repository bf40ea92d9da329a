import Foundation

/// A file read from start to end with `read(2)`.
public final class FileSource: ByteSource, RandomAccessBytes {
    private let descriptor: Int32
    public let path: String
    /// The file's size in bytes when it was opened.
    public let size: Int64

    /// Opens `path` for reading.
    public init(path: String) throws(InputError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Self.failure(path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            throw Self.failure(path)
        }
        self.descriptor = descriptor
        self.path = path
        self.size = Int64(info.st_size)
    }

    deinit { close(descriptor) }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw Self.failure(path) }
        }
    }

    /// Reads up to `count` bytes at `offset` (the zip reader's random access).
    public func read(at offset: Int64, into buffer: UnsafeMutableRawPointer, count: Int) throws(InputError) -> Int {
        guard offset >= 0, count >= 0 else { throw .unreadable(path: path, reason: "a read at byte \(offset)") }
        while true {
            let read = pread(descriptor, buffer, count, off_t(offset))
            if read >= 0 { return read }
            if errno != EINTR { throw Self.failure(path) }
        }
    }

    /// The error for the current `errno`.
    static func failure(_ path: String) -> InputError {
        errno == ENOENT ? .notFound(path: path) : .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
}
