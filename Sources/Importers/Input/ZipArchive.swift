import Foundation

/// A zip archive's table of contents (ZIP64 included), and streams over its entries.
public final class ZipArchive {
    let file: any RandomAccessBytes
    public let entries: [ZipEntry]

    /// Opens the zip at `path` and reads its central directory.
    public convenience init(path: String) throws(InputError) {
        try self.init(file: try FileSource(path: path))
    }

    /// Reads the central directory of the zip in `file` (a file, or bytes in memory).
    public init(file: any RandomAccessBytes) throws(InputError) {
        self.file = file
        entries = try ZipDirectory(file: file).entries()
    }

    /// Whether the file at `path` starts like a zip archive (`PK\u{3}\u{4}`).
    public static func isZip(_ path: String) -> Bool {
        guard let file = try? FileSource(path: path), file.size >= 4 else { return false }
        guard let magic = try? ZipDirectory(file: file).bytes(at: 0, count: 4) else { return false }
        return magic.u32(0) == 0x0403_4B50
    }

    /// A stream of the uncompressed bytes of `entry`.
    public func source(for entry: ZipEntry) throws(InputError) -> ZipEntrySource {
        let header = try bytes(at: entry.localHeaderOffset, count: 30)
        guard header.u32(0) == 0x0403_4B50, let nameLength = header.u16(26), let extraLength = header.u16(28) else {
            throw .badZip(path: file.path, detail: "no local header for \(entry.name) at byte \(entry.localHeaderOffset)")
        }
        guard entry.method == 0 || entry.method == 8 else {
            throw .badZip(path: file.path, detail: "\(entry.name) uses compression method \(entry.method) (only stored and deflate are read)")
        }
        let start = entry.localHeaderOffset + 30 + Int64(nameLength + extraLength)
        return try ZipEntrySource(file: file, entry: entry, dataOffset: start)
    }

    /// `count` bytes at `offset`, all of them or an error.
    func bytes(at offset: Int64, count: Int) throws(InputError) -> LittleEndianBytes {
        try ZipDirectory(file: file).bytes(at: offset, count: count)
    }
}
