import Foundation
import Testing
@testable import Importers

@Suite("A source read ahead on its own thread gives the same bytes, and its errors where they came")
struct ReadAheadSourceTests {
    /// Bytes that differ from place to place, so that a chunk out of order or repeated shows.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
    }

    /// Gives `bytes` (at most `chunk` per read), then throws `Failure` instead of the end.
    struct FailingSource: ByteSource {
        struct Failure: Error, Equatable {}
        var inner: MemorySource
        init(_ bytes: [UInt8], chunk: Int) { inner = MemorySource(bytes, chunk: chunk) }
        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = try inner.read(into: buffer)
            if count == 0 { throw Failure() }
            return count
        }
    }

    /// Everything `source` gives, read `size` bytes at a time, and the error that ended it (nil: the end).
    static func readAll(_ source: ReadAheadSource, size: Int) -> (bytes: [UInt8], error: (any Error)?) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            do {
                let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
                if count == 0 { return (bytes, nil) }
                #expect(count <= size)
                bytes += buffer[..<count]
            } catch {
                return (bytes, error)
            }
        }
    }

    @Test("the same bytes whatever the sizes of the chunks, of the wrapped source's reads and of the reader's",
          arguments: [(1, 1, 1), (7, 2, 3), (4096, 4, 1000), (1000, 1, 4096), (65536, 3, 65536)])
    func sameBytes(chunkSize: Int, slots: Int, readSize: Int) throws {
        for count in [0, 1, chunkSize - 1, chunkSize, chunkSize * slots + 1, 100_003] where count <= chunkSize * 5000 {
            let bytes = Self.pattern(count)
            let source = ReadAheadSource(MemorySource(bytes, chunk: 333), chunkSize: chunkSize, slotCount: slots)
            let read = Self.readAll(source, size: readSize)
            #expect(read.error == nil)
            #expect(read.bytes == bytes, "\(count) bytes, chunks of \(chunkSize), \(slots) slots, reads of \(readSize)")
            // After the end, the end again.
            var one: UInt8 = 0
            #expect(try withUnsafeMutableBytes(of: &one) { try source.read(into: $0) } == 0)
        }
    }

    @Test("an error comes after every byte before it, and again on the next read", arguments: [1, 10, 4096, 4097, 50_000])
    func errorInPlace(count: Int) {
        let bytes = Self.pattern(count)
        let source = ReadAheadSource(FailingSource(bytes, chunk: 1000), chunkSize: 4096, slotCount: 2)
        let read = Self.readAll(source, size: 777)
        #expect(read.bytes == bytes)
        #expect(read.error as? FailingSource.Failure == FailingSource.Failure())
        var one: UInt8 = 0
        #expect(throws: FailingSource.Failure.self) { try withUnsafeMutableBytes(of: &one) { try source.read(into: $0) } }
    }

    @Test("a reader that stops early lets the thread go: dropping the source returns with every chunk still full")
    func stopsEarly() throws {
        for taken in [0, 1, 5000] {
            var source: ReadAheadSource? = ReadAheadSource(MemorySource(Self.pattern(1 << 20), chunk: 100), chunkSize: 1024, slotCount: 2)
            var buffer = [UInt8](repeating: 0, count: 1)
            for _ in 0..<taken { _ = try buffer.withUnsafeMutableBytes { try source!.read(into: $0) } }
            // Time for the thread to fill every chunk and wait for a free one.
            Thread.sleep(forTimeInterval: 0.02)
            source = nil
        }
    }

    @Test("an export found in a zip is read ahead, and gives the entry's bytes as the zip reader does")
    func zippedExport() throws {
        let zip = TestExport.fixture("export.zip")
        let located = try ExportLocator.open(zip)
        let source = try #require(located.source as? ReadAheadSource)
        let read = Self.readAll(source, size: 1 << 16)
        #expect(read.error == nil)
        let archive = try ZipArchive(path: zip)
        let direct = try archive.source(for: try #require(archive.entries.first { $0.name == ZipIntegrityTests.entry }))
        var bytes = [UInt8](repeating: 0, count: 38_417 + 1)
        var filled = 0
        while true {
            let count = try bytes.withUnsafeMutableBytes { try direct.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            if count == 0 { break }
            filled += count
        }
        #expect(filled == 38_417)
        #expect(read.bytes == Array(bytes[..<filled]))
    }
}
