import CZlib
import Foundation

/// The uncompressed bytes of one zip entry, inflated with zlib as they are read: memory stays flat.
public final class ZipEntrySource: ByteSource {
    private let file: FileSource
    public let entry: ZipEntry
    private var nextOffset: Int64
    private var remaining: Int64
    private let input: UnsafeMutablePointer<UInt8>
    private let inputCapacity = 1 << 20
    private let stream: UnsafeMutablePointer<z_stream>
    private var finished = false

    init(file: FileSource, entry: ZipEntry, dataOffset: Int64) throws(InputError) {
        self.file = file
        self.entry = entry
        self.nextOffset = dataOffset
        self.remaining = entry.compressedSize
        input = .allocate(capacity: inputCapacity)
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        if entry.method == 8, inflateInit2_(stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) != Z_OK {
            throw .badZip(path: file.path, detail: "zlib could not start inflating \(entry.name)")
        }
    }

    deinit {
        if entry.method == 8 { inflateEnd(stream) }
        stream.deallocate()
        input.deallocate()
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, buffer.count > 0 else { return 0 }
        return entry.method == 0 ? try readStored(into: buffer) : try inflate(into: buffer)
    }

    private func readStored(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let count = try file.read(at: nextOffset, into: buffer.baseAddress!, count: Int(min(Int64(buffer.count), remaining)))
        guard count > 0 || remaining == 0 else { throw truncated() }
        nextOffset += Int64(count)
        remaining -= Int64(count)
        finished = remaining == 0
        return count
    }

    private func inflate(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        while true {
            if stream.pointee.avail_in == 0 { try fillInput() }
            stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(min(buffer.count, Int(UInt32.max)))
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let produced = buffer.count - Int(stream.pointee.avail_out)
            if status == Z_STREAM_END { finished = true; return produced }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
                throw .badZip(path: file.path, detail: "\(entry.name) is corrupt (zlib: \(message))")
            }
            if produced > 0 { return produced }
            if stream.pointee.avail_in == 0, remaining == 0 { throw truncated() }
        }
    }

    private func fillInput() throws(InputError) {
        guard remaining > 0 else { return }
        let count = try file.read(at: nextOffset, into: input, count: Int(min(Int64(inputCapacity), remaining)))
        guard count > 0 else { throw truncated() }
        nextOffset += Int64(count)
        remaining -= Int64(count)
        stream.pointee.next_in = input
        stream.pointee.avail_in = uInt(count)
    }

    private func truncated() -> InputError {
        .badZip(path: file.path, detail: "\(entry.name) ends before its compressed data does (the zip is truncated)")
    }
}
