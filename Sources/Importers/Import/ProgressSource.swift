/// How far an import has read: bytes of XML out of the total.
public struct ImportProgress: Sendable, Equatable {
    public var bytesRead: Int64
    public var totalBytes: Int64
    public init(bytesRead: Int64, totalBytes: Int64) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }
}

/// A byte source that reports its progress every few megabytes.
struct ProgressSource: ByteSource {
    var source: any ByteSource
    let total: Int64
    let report: (ImportProgress) -> Void
    private(set) var read: Int64 = 0
    private var reported: Int64 = 0

    init(_ source: any ByteSource, total: Int64, report: @escaping (ImportProgress) -> Void) {
        self.source = source
        self.total = total
        self.report = report
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try source.read(into: buffer)
        advance(count)
        return count
    }

    mutating func inPlaceBytes() throws -> UnsafeRawBufferPointer? { try source.inPlaceBytes() }

    mutating func release(before offset: Int) { source.release(before: offset) }

    mutating func lent(_ count: Int) {
        source.lent(count)
        advance(count)
    }

    /// Counts `count` bytes more read (0: the end) and reports every 4 MB and at the end.
    private mutating func advance(_ count: Int) {
        read += Int64(count)
        if read - reported >= 4 << 20 || count == 0 {
            reported = read
            report(ImportProgress(bytesRead: read, totalBytes: total))
        }
    }
}
