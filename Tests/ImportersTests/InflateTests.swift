import Foundation
import Testing
@testable import Importers

/// `ZipEntrySource` inflates with ISA-L; `Fixtures/inflate/inflate.zip` was deflated by Python's zlib
/// (`make-inflate-zip.py`), whose sizes and CRC-32s of the original bytes are in the zip: an entry read to
/// its end without an error is byte for byte what zlib deflated.
@Suite("Zip entries deflated by zlib inflate to their bytes, whatever the reader's chunk size")
struct InflateTests {
    static func fixtureBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestExport.fixture("inflate/inflate.zip"))))
    }

    /// Reads entry `name` of `bytes` to its end, `chunk` bytes at a time; returns its bytes.
    static func read(_ name: String, _ bytes: [UInt8], chunk: Int) throws -> [UInt8] {
        let archive = try ZipArchive(file: MemoryFile(bytes, path: "inflate.zip"))
        let source = try archive.source(for: try #require(archive.entries.first { $0.name == name }))
        var buffer = [UInt8](repeating: 0, count: chunk), out: [UInt8] = []
        while true {
            let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            if count == 0 { return out }
            #expect(count <= chunk)
            out += buffer[..<count]
        }
    }

    /// The first 40,000 bytes of `mixed.bin` (and all 20,000 of `stored.bin`) are the script's random
    /// bytes; the rest of a half is the repeated text, then 30,000 times "x".
    @Test("stored, dynamic and fixed blocks in one stream; a stored entry; an empty one", arguments: [1, 7, 4096, 65_536, 1 << 20])
    func entries(chunk: Int) throws {
        let bytes = try Self.fixtureBytes()
        let mixed = try Self.read("mixed.bin", bytes, chunk: chunk)
        #expect(mixed.count == 240_000)
        #expect(Array(mixed[..<120_000]) == Array(mixed[120_000...]))
        #expect(mixed[90_000..<120_000].allSatisfy { $0 == UInt8(ascii: "x") })
        #expect(String(decoding: mixed[40_000..<40_064], as: UTF8.self).hasPrefix("<Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"0\"/>"))
        let stored = try Self.read("stored.bin", bytes, chunk: chunk)
        #expect(stored == Array(mixed[..<20_000]))
        #expect(try Self.read("empty.bin", bytes, chunk: chunk).isEmpty)
    }

    @Test("a deflate stream cut short (its compressed size halved in both headers) is refused as truncated, not read short",
          arguments: [4096, 1 << 20])
    func cutShort(chunk: Int) throws {
        var bytes = try Self.fixtureBytes()
        // mixed.bin is the first entry: its local header opens the file.
        let local = 0, central = try #require(ZipIntegrityTests.centralRecord("mixed.bin", in: bytes))
        let size = Int(bytes[local + 18]) | Int(bytes[local + 19]) << 8 | Int(bytes[local + 20]) << 16
        for (offset, index) in [(local + 18, 0), (local + 19, 1), (local + 20, 2), (central + 20, 0), (central + 21, 1), (central + 22, 2)] {
            bytes[offset] = UInt8(truncatingIfNeeded: (size / 2) >> (8 * index))
        }
        #expect {
            _ = try Self.read("mixed.bin", bytes, chunk: chunk)
        } throws: { error in
            guard case .badZip(_, let detail) = error as? InputError else { return false }
            return detail == "mixed.bin ends before its compressed data does (the zip is truncated)"
        }
    }

    @Test("a deflate block of the reserved type 3 is refused as corrupt, naming the entry")
    func reservedBlockType() throws {
        var bytes = try Self.fixtureBytes()
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
        // The stream's first three bits: BFINAL, then BTYPE; 11 is reserved.
        bytes[30 + nameLength] |= 0b110
        #expect {
            _ = try Self.read("mixed.bin", bytes, chunk: 4096)
        } throws: { error in
            guard case .damagedEntry(_, let entry, let detail) = error as? InputError else { return false }
            return entry == "mixed.bin" && detail == "its compressed data is corrupt (an invalid deflate block)"
        }
    }
}
