/// One file in a zip archive, from its central directory record.
public struct ZipEntry: Sendable, Equatable {
    public var name: String
    /// 0 = stored, 8 = deflated.
    public var method: UInt16
    public var compressedSize: Int64
    public var uncompressedSize: Int64
    public var localHeaderOffset: Int64
    /// The CRC-32 of the uncompressed bytes, as the central directory records it.
    public var crc32: UInt32 = 0

    /// Whether the entry is a folder.
    public var isDirectory: Bool { name.hasSuffix("/") }
}

/// Little-endian integers in a byte array.
struct LittleEndianBytes {
    let bytes: [UInt8]

    /// The unsigned integer of `count` bytes at `offset`; `nil` past the end.
    func uint(_ offset: Int, _ count: Int) -> UInt64? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    /// The 16-bit integer at `offset` as an `Int`.
    func u16(_ offset: Int) -> Int? { uint(offset, 2).map(Int.init) }
    /// The 32-bit integer at `offset` as an `Int64`.
    func u32(_ offset: Int) -> Int64? { uint(offset, 4).map(Int64.init) }
    /// The 64-bit integer at `offset` as an `Int64`.
    func u64(_ offset: Int) -> Int64? { uint(offset, 8).map { Int64(truncatingIfNeeded: $0) } }
}
