import CZlib
import Foundation

/// The uncompressed bytes of one zip entry, inflated with zlib as they are read: memory stays flat.
///
/// What it hands out is checked against the central directory while it streams: more bytes than
/// the recorded uncompressed size are refused as soon as they appear, and at the end the size and
/// the CRC-32 must match. A damaged entry therefore ends in an error, never in altered data; an
/// import reading it rolls back.
public final class ZipEntrySource: ByteSource {
    private let file: any RandomAccessBytes
    public let entry: ZipEntry
    private var nextOffset: Int64
    private var remaining: Int64
    private let input: UnsafeMutablePointer<UInt8>
    private let inputCapacity = 1 << 20
    private let stream: UnsafeMutablePointer<z_stream>
    private var finished = false
    /// The uncompressed bytes handed out so far, and their running CRC-32.
    private var produced: Int64 = 0
    private var crc: UInt = 0

    init(file: any RandomAccessBytes, entry: ZipEntry, dataOffset: Int64) throws(InputError) {
        guard entry.compressedSize >= 0, entry.uncompressedSize >= 0, dataOffset >= 0, dataOffset <= file.size,
              entry.compressedSize <= file.size - dataOffset else {
            throw .badZip(path: file.path, detail: "\(entry.name): its compressed data (\(entry.compressedSize) bytes at byte "
                + "\(dataOffset)) lies outside the file (the zip is truncated)")
        }
        self.file = file
        self.entry = entry
        self.nextOffset = dataOffset
        self.remaining = entry.compressedSize
        input = .allocate(capacity: inputCapacity)
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        if entry.method == 8, inflateInit2_(stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) != Z_OK {
            stream.deallocate()
            input.deallocate()
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
        let count = entry.method == 0 ? try readStored(into: buffer) : try inflate(into: buffer)
        try check(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        return count
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
                throw damaged("its compressed data is corrupt (zlib: \(message))")
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

    /// Adds `bytes` to the size and the CRC-32; at the end, compares both with the central directory's.
    private func check(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
        produced += Int64(bytes.count)
        guard produced <= entry.uncompressedSize else {
            throw damaged("it holds more than the \(entry.uncompressedSize) bytes the zip records for it")
        }
        if let base = bytes.baseAddress, bytes.count > 0 {
            crc = CZlib.crc32(crc, base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
        }
        guard finished else { return }
        guard produced == entry.uncompressedSize else {
            throw damaged("it holds \(produced) bytes, the zip records \(entry.uncompressedSize)")
        }
        guard UInt32(truncatingIfNeeded: crc) == entry.crc32 else {
            throw damaged("its CRC-32 is \(Self.hex(UInt32(truncatingIfNeeded: crc))), the zip records \(Self.hex(entry.crc32))")
        }
    }

    private func damaged(_ detail: String) -> InputError {
        .damagedEntry(path: file.path, entry: entry.name, detail: detail)
    }

    private func truncated() -> InputError {
        .badZip(path: file.path, detail: "\(entry.name) ends before its compressed data does (the zip is truncated)")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
