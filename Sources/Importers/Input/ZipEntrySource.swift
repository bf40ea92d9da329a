import CIsal
import Foundation

/// The uncompressed bytes of one zip entry, inflated with ISA-L as they are read: memory stays flat.
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
    private let state: UnsafeMutablePointer<inflate_state>
    private var finished = false
    /// The uncompressed bytes handed out so far, and their running CRC-32.
    private var produced: Int64 = 0
    private var crc: UInt32 = 0

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
        state = .allocate(capacity: 1)
        // A raw deflate stream (`crc_flag` ISAL_DEFLATE), as a zip holds it; `check` keeps the CRC-32.
        isal_inflate_init(state)
    }

    deinit {
        state.deallocate()
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
        // Calls that found no input left and gave nothing: a second one means the data ends mid-stream.
        var idle = 0
        while true {
            if state.pointee.avail_in == 0 { try fillInput() }
            state.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            state.pointee.avail_out = UInt32(min(buffer.count, Int(UInt32.max)))
            let status = isal_inflate(state)
            guard status == ISAL_DECOMP_OK else {
                throw damaged("its compressed data is corrupt (\(Self.inflateError(status)))")
            }
            let produced = buffer.count - Int(state.pointee.avail_out)
            if state.pointee.block_state == ISAL_BLOCK_FINISH { finished = true; return produced }
            if produced > 0 { return produced }
            if state.pointee.avail_in == 0, remaining == 0 {
                idle += 1
                if idle > 1 { throw truncated() }
            }
        }
    }

    /// ISA-L's error codes for a raw deflate stream, in words.
    private static func inflateError(_ status: Int32) -> String {
        switch status {
        case ISAL_INVALID_BLOCK: "an invalid deflate block"
        case ISAL_INVALID_SYMBOL: "an invalid deflate symbol"
        case ISAL_INVALID_LOOKBACK: "a distance before the start of the data"
        default: "inflate status \(status)"
        }
    }

    private func fillInput() throws(InputError) {
        guard remaining > 0 else { return }
        let count = try file.read(at: nextOffset, into: input, count: Int(min(Int64(inputCapacity), remaining)))
        guard count > 0 else { throw truncated() }
        nextOffset += Int64(count)
        remaining -= Int64(count)
        state.pointee.next_in = input
        state.pointee.avail_in = UInt32(count)
    }

    /// Adds `bytes` to the size and the CRC-32; at the end, compares both with the central directory's.
    private func check(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
        produced += Int64(bytes.count)
        guard produced <= entry.uncompressedSize else {
            throw damaged("it holds more than the \(entry.uncompressedSize) bytes the zip records for it")
        }
        if let base = bytes.baseAddress, bytes.count > 0 {
            crc = crc32_gzip_refl(crc, base.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))
        }
        guard finished else { return }
        guard produced == entry.uncompressedSize else {
            throw damaged("it holds \(produced) bytes, the zip records \(entry.uncompressedSize)")
        }
        guard crc == entry.crc32 else {
            throw damaged("its CRC-32 is \(Self.hex(crc)), the zip records \(Self.hex(entry.crc32))")
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
