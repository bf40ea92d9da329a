import Foundation

/// A file read from start to end with `read(2)`, or, a regular file, mapped into memory whole and read in place.
public final class FileSource: ByteSource, RandomAccessBytes {
    private let descriptor: Int32
    /// The whole file mapped read-only (`inPlaceBytes()`), and its length.
    private var mapping: UnsafeMutableRawPointer?
    private var mappedLength = 0
    /// Where in the mapping `inPlaceBytes()` starts, and how much of the mapping's front was let go.
    private var inPlaceOffset = 0
    private var released = 0
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

    deinit {
        if let mapping { munmap(mapping, mappedLength) }
        close(descriptor)
    }

    /// The rest of a regular, non-empty file mapped read-only (`MADV_SEQUENTIAL`): the scanner reads it
    /// where it lies instead of copying it chunk by chunk. `nil` for anything else (a pipe, a device, an
    /// empty file) or when the mapping fails: the file is then read with `read(2)`. Once mapped, the
    /// descriptor's position is at the end, so `read(into:)` finds nothing more.
    ///
    /// As with any mapping, a file truncated by another program while it is read ends the process
    /// (SIGBUS) instead of reporting an error.
    public func inPlaceBytes() throws -> UnsafeRawBufferPointer? {
        if mapping != nil { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        let length = Int(info.st_size)
        guard offset >= 0, length > Int(offset) else { return nil }
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
              base != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        _ = madvise(base, length, MADV_SEQUENTIAL)
        mapping = base
        mappedLength = length
        inPlaceOffset = Int(offset)
        lseek(descriptor, off_t(length), SEEK_SET)
        return UnsafeRawBufferPointer(start: base + Int(offset), count: length - Int(offset))
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw Self.failure(path) }
        }
    }

    /// Lets the mapped pages before `offset` go every 2 MB (`MADV_DONTNEED`): read-only and private, they
    /// are dropped from this process only and read back from the file if touched again. Without this
    /// the whole file would count as resident by the end.
    public func release(before offset: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let upTo = (inPlaceOffset + offset) / page * page
        guard upTo - released >= 2 << 20 else { return }
        _ = madvise(mapping + released, upTo - released, MADV_DONTNEED)
        released = upTo
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
