import Foundation
import Testing
@testable import Importers

@Suite("A damaged zip entry is refused: CRC-32 and sizes are checked while it streams")
struct ZipIntegrityTests {
    static let entry = "apple_health_export/Exportieren.xml"

    static func fixtureBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestExport.fixture("export.zip"))))
    }

    /// The offset of the central directory record of `name` in `zip`.
    static func centralRecord(_ name: String, in zip: [UInt8]) -> Int? {
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        for start in 0..<(zip.count - 46) where Array(zip[start..<(start + 4)]) == signature {
            let nameLength = Int(zip[start + 28]) | Int(zip[start + 29]) << 8
            if String(decoding: zip[(start + 46)..<(start + 46 + nameLength)], as: UTF8.self) == name { return start }
        }
        return nil
    }

    /// Writes `bytes` into a new temporary file ending in `.zip`.
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = TestExport.temporaryFolder() + "/export.zip"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Reads the whole entry `name` of the zip in `bytes`.
    static func readAll(_ bytes: [UInt8], _ name: String = entry) throws -> Int {
        let archive = try ZipArchive(file: MemoryFile(bytes, path: "mem.zip"))
        let source = try archive.source(for: try #require(archive.entries.first { $0.name == name }))
        var buffer = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while true {
            let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            if count == 0 { return total }
            total += count
        }
    }

    @Test("the intact fixture reads whole, with the sizes and CRC-32 its directory records")
    func intact() throws {
        let bytes = try Self.fixtureBytes()
        let archive = try ZipArchive(file: MemoryFile(bytes, path: "mem.zip"))
        let entry = try #require(archive.entries.first { $0.name == Self.entry })
        #expect(entry.crc32 == 0x6406_FD00 && entry.uncompressedSize == 38_417)
        #expect(try Self.readAll(bytes) == 38_417)
    }

    // Byte 1551 lies in the deflated export: with its lowest bit flipped the stream still inflates
    // to 38,417 bytes without complaint (Python's zlib, when the test was written, and ISA-L, which
    // the reader uses), but one step count reads 43 instead of 23. Only the CRC-32 tells.
    @Test("one flipped byte in the deflated export: the import is refused naming the entry, the store is unchanged")
    func flippedByte() throws {
        var bytes = try Self.fixtureBytes()
        bytes[1551] ^= 1
        #expect {
            try Self.readAll(bytes)
        } throws: { error in
            (error as? InputError).map {
                if case .damagedEntry(_, let entry, let detail) = $0 { entry == Self.entry && detail.contains("CRC-32") } else { false }
            } ?? false
        }
        try expectRefused(bytes, saying: "the entry \(Self.entry) is damaged: its CRC-32 is 0x")
    }

    @Test("a wrong uncompressed size in the central directory is refused", arguments: [38_416, 38_418, 0x7FFF_FFFF])
    func wrongSize(size: Int) throws {
        var bytes = try Self.fixtureBytes()
        let record = try #require(Self.centralRecord(Self.entry, in: bytes))
        for index in 0..<4 { bytes[record + 24 + index] = UInt8(truncatingIfNeeded: size >> (8 * index)) }
        let expected = size < 38_417 ? "it holds more than the \(size) bytes the zip records for it"
            : "it holds 38417 bytes, the zip records \(size)"
        try expectRefused(bytes, saying: "the entry \(Self.entry) is damaged: \(expected)")
    }

    @Test("a wrong CRC-32 in the central directory is refused")
    func wrongCRC() throws {
        var bytes = try Self.fixtureBytes()
        let record = try #require(Self.centralRecord(Self.entry, in: bytes))
        bytes[record + 16] ^= 0xFF
        try expectRefused(bytes, saying: "its CRC-32 is 0x6406FD00, the zip records 0x6406FDFF")
    }

    @Test("a compressed size reaching past the end of the file is refused, not read")
    func compressedSizeOutside() throws {
        var bytes = try Self.fixtureBytes()
        let record = try #require(Self.centralRecord(Self.entry, in: bytes))
        for index in 0..<4 { bytes[record + 20 + index] = 0xFF }
        bytes[record + 20 + 3] = 0x7F
        #expect(throws: InputError.self) { try Self.readAll(bytes) }
    }

    // Before the range checks, a ZIP64 end record announcing a negative entry count trapped
    // (`0..<count`) and sizes past the end of the file sent a negative length to pread.
    @Test("a ZIP64 directory announcing an impossible entry count is refused", arguments: [
        UInt64.max, UInt64(1) << 40, 1_000,
    ])
    func impossibleCount(count: UInt64) throws {
        #expect(try ZipArchive(file: MemoryFile(Self.zip64(try Self.fixtureBytes(), count: 4), path: "mem.zip")).entries.count == 4)
        #expect(throws: InputError.self) {
            try ZipArchive(file: MemoryFile(Self.zip64(try Self.fixtureBytes(), count: count), path: "mem.zip"))
        }
    }

    /// `zip` (whose end record is its last 22 bytes) with a ZIP64 end record and locator announcing `count` entries.
    static func zip64(_ zip: [UInt8], count: UInt64) -> [UInt8] {
        func le(_ value: UInt64, _ width: Int) -> [UInt8] { (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
        let end = zip.count - 22
        let size = zip[(end + 12)..<(end + 16)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let offset = zip[(end + 16)..<(end + 20)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let record: [UInt8] = [0x50, 0x4B, 0x06, 0x06] + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4)
            + le(count, 8) + le(count, 8) + le(size, 8) + le(offset, 8)
        let locator: [UInt8] = [0x50, 0x4B, 0x06, 0x07] + le(0, 4) + le(UInt64(end), 8) + le(1, 4)
        var tail = Array(zip[end...])
        for index in 8..<12 { tail[index] = 0xFF }
        return Array(zip[..<end]) + record + locator + tail
    }

    /// Imports the zip `bytes` into a site that already holds an import: refused with `message`, store unchanged.
    private func expectRefused(_ bytes: [UInt8], saying message: String) throws {
        let site = try ImportSafetyTests.site()
        _ = try ImportSafetyTests.importing(TestExport.fixture("real-dtd.xml"), site: site)
        let before = try ImportSafetyTests.contents(site)
        let path = try Self.write(bytes)
        do {
            _ = try ImportSafetyTests.importing(path, site: site)
            Issue.record("the damaged zip was imported")
        } catch {
            #expect(error.description.contains(message), "got: \(error)")
            #expect(error.description.contains(path) && error.description.contains("the store is as it was"))
        }
        let after = try ImportSafetyTests.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }
}
