import Foundation

/// Reads a zip's end-of-central-directory record (ZIP64 too) and its central directory.
struct ZipDirectory {
    let file: any RandomAccessBytes

    /// Every entry of the central directory, in order.
    func entries() throws(InputError) -> [ZipEntry] {
        let (count, size, offset) = try directoryLocation()
        guard size >= 0, offset >= 0, offset <= file.size, size <= file.size - offset, size < 1 << 31 else {
            throw bad("the central directory lies outside the file (truncated?)")
        }
        let directory = try bytes(at: offset, count: Int(size))
        // Each record takes at least 46 bytes: a count the directory cannot hold is a broken zip.
        guard count >= 0, count <= size / 46 else { throw bad("the central directory cannot hold the \(count) entries it announces") }
        var entries: [ZipEntry] = []
        var position = 0
        for _ in 0..<count {
            let (entry, next) = try record(directory, at: position)
            entries.append(entry)
            position = next
        }
        return entries
    }

    /// The entry count, size and offset of the central directory.
    private func directoryLocation() throws(InputError) -> (Int64, Int64, Int64) {
        let tailCount = Int(min(file.size, 65_557))
        let tail = try bytes(at: file.size - Int64(tailCount), count: tailCount)
        guard let end = (0...max(0, tailCount - 22)).reversed().first(where: { tail.u32($0) == 0x0605_4B50 }) else {
            throw bad("no end-of-central-directory record (the file is not a zip, or it is truncated)")
        }
        let count = tail.u16(end + 10) ?? 0, size = tail.u32(end + 12) ?? 0, offset = tail.u32(end + 16) ?? 0
        guard count == 0xFFFF || offset == 0xFFFF_FFFF || size == 0xFFFF_FFFF else {
            return (Int64(count), size, offset)
        }
        return try zip64Location(locatorAt: file.size - Int64(tailCount) + Int64(end) - 20)
    }

    private func zip64Location(locatorAt position: Int64) throws(InputError) -> (Int64, Int64, Int64) {
        let locator = try bytes(at: position, count: 20)
        guard locator.u32(0) == 0x0706_4B50, let recordOffset = locator.u64(8) else { throw bad("no ZIP64 locator") }
        let record = try bytes(at: recordOffset, count: 56)
        guard record.u32(0) == 0x0606_4B50, let count = record.u64(32), let size = record.u64(40),
              let offset = record.u64(48) else { throw bad("no ZIP64 end-of-central-directory record") }
        return (count, size, offset)
    }

    /// The central directory record at `position`, and the position after it.
    private func record(_ directory: LittleEndianBytes, at position: Int) throws(InputError) -> (ZipEntry, Int) {
        guard directory.u32(position) == 0x0201_4B50, let method = directory.u16(position + 10),
              let nameLength = directory.u16(position + 28), let extraLength = directory.u16(position + 30),
              let commentLength = directory.u16(position + 32),
              position + 46 + nameLength + extraLength <= directory.bytes.count else {
            throw bad("a broken central directory record at byte \(position)")
        }
        let name = ZipName.decode(directory.bytes[(position + 46)..<(position + 46 + nameLength)],
                                  utf8Flag: (directory.u16(position + 8) ?? 0) & 0x800 != 0)
        var entry = ZipEntry(name: name, method: UInt16(method), compressedSize: directory.u32(position + 20) ?? 0,
                             uncompressedSize: directory.u32(position + 24) ?? 0,
                             localHeaderOffset: directory.u32(position + 42) ?? 0,
                             crc32: UInt32(directory.u32(position + 16) ?? 0))
        applyZip64(directory, extraAt: position + 46 + nameLength, length: extraLength, to: &entry)
        return (entry, position + 46 + nameLength + extraLength + commentLength)
    }

    /// Replaces the 0xFFFFFFFF sizes and offset with the ZIP64 extra field's values.
    private func applyZip64(_ directory: LittleEndianBytes, extraAt start: Int, length: Int, to entry: inout ZipEntry) {
        var position = start
        while position + 4 <= start + length, let id = directory.u16(position), let size = directory.u16(position + 2) {
            if id == 1 {
                var field = position + 4
                for keyPath in [\ZipEntry.uncompressedSize, \.compressedSize, \.localHeaderOffset]
                where entry[keyPath: keyPath] == 0xFFFF_FFFF {
                    entry[keyPath: keyPath] = directory.u64(field) ?? entry[keyPath: keyPath]
                    field += 8
                }
            }
            position += 4 + size
        }
    }

    /// `count` bytes at `offset`, all of them or an error.
    func bytes(at offset: Int64, count: Int) throws(InputError) -> LittleEndianBytes {
        guard count > 0 else { return LittleEndianBytes(bytes: []) }
        guard offset >= 0, offset <= file.size else {
            throw bad("a record at byte \(offset) lies outside the file (\(file.size) bytes)")
        }
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 1)
        defer { pointer.deallocate() }
        let read = try file.read(at: offset, into: pointer, count: count)
        let buffer = [UInt8](UnsafeRawBufferPointer(start: pointer, count: read))
        guard read == count else { throw bad("the file ends at byte \(offset + Int64(read)), inside a zip record") }
        return LittleEndianBytes(bytes: buffer)
    }

    private func bad(_ detail: String) -> InputError { .badZip(path: file.path, detail: detail) }
}
