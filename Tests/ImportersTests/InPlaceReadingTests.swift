import Foundation
import HistoryStore
import Testing
@testable import Importers

/// A regular export.xml is mapped and scanned where it lies (`ByteSource.inPlaceBytes`); everything
/// else is copied in chunks. Both must read the same elements and report the same errors.
@Suite("Reading an export in place")
struct InPlaceReadingTests {
    @Test("a regular file is mapped whole; after that a read finds nothing more")
    func mapsRegularFile() throws {
        let folder = TestExport.temporaryFolder()
        let path = folder + "/export.xml"
        let text = TestExport.xml(TestExport.steps(10, "2024-05-01", "10:00", "10:10"))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try FileSource(path: path)
        let bytes = try #require(try file.inPlaceBytes())
        #expect(Array(bytes) == Array(text.utf8))
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(try buffer.withUnsafeMutableBytes { try file.read(into: $0) } == 0)
    }

    @Test("pages let go are read back from the file when touched again (an error's line)")
    func releasedPagesReadBack() throws {
        let folder = TestExport.temporaryFolder()
        let path = folder + "/export.xml"
        let bytes = (0..<(5 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let file = try FileSource(path: path)
        let mapped = try #require(try file.inPlaceBytes())
        file.release(before: 3 << 20)
        file.release(before: bytes.count)
        #expect(Array(mapped) == bytes)
    }

    @Test("an empty file and a device are read, not mapped")
    func notMapped() throws {
        let folder = TestExport.temporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder + "/empty.xml", contents: Data()))
        #expect(try FileSource(path: folder + "/empty.xml").inPlaceBytes() == nil)
        #expect(try FileSource(path: "/dev/null").inPlaceBytes() == nil)
    }

    @Test("a file already partly read is mapped from where the reading stopped")
    func mapsRest() throws {
        let folder = TestExport.temporaryFolder()
        let path = folder + "/export.xml"
        try "0123456789abcdef".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try FileSource(path: path)
        var buffer = [UInt8](repeating: 0, count: 10)
        #expect(try buffer.withUnsafeMutableBytes { try file.read(into: $0) } == 10)
        #expect(Array(try #require(try file.inPlaceBytes())) == Array("abcdef".utf8))
    }

    @Test("an export.xml on disk imports as the same export in memory does; progress reaches its size")
    func sameImport() throws {
        let folder = TestExport.temporaryFolder()
        let path = folder + "/export.xml"
        let text = try String(contentsOfFile: TestExport.fixture("real-dtd.xml"), encoding: .utf8)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var reports: [ImportProgress] = []
        let importer = HealthImporter(calendar: TestExport.berlin, now: TestExport.now) { reports.append($0) }
        let fromFile = try importer.check(try ExportLocator.open(path))
        let inMemory = try importer.check(TestExport.located(text, chunk: 7))
        #expect(fromFile.counts == inMemory.counts)
        #expect(fromFile.counts.accepted > 0)
        let size = Int64(text.utf8.count)
        #expect(reports.last == ImportProgress(bytesRead: size, totalBytes: size))
    }

    @Test("the scanner is lent every byte once, in windows, and told of the end")
    func lentOnce() throws {
        let text = TestExport.xml(String(repeating: TestExport.steps(10, "2024-05-01", "10:00", "10:10") + "\n", count: 50))
        let source = InPlaceSource(text)
        var recorder = EventRecorder()
        try XMLScanner(source: source, chunkSize: 64).run(&recorder)
        #expect(source.lentCount == text.utf8.count)
        #expect(source.sawEnd)
        #expect(recorder.events.count == 2 * 52)
    }

    @Test("markup longer than the limit is the same error in place as copied", arguments: [16, 64, 100])
    func limit(chunk: Int) {
        let text = "<a>\n<b x=\"" + String(repeating: "y", count: 5_000) + "\"/></a>"
        func error(_ run: () throws -> Void) -> String {
            do { try run() } catch { return "\(error)" }
            return "no error"
        }
        var first = EventRecorder(), second = EventRecorder()
        let copied = error { try XMLScanner(source: MemorySource(text), chunkSize: chunk, limit: 1 << 10).run(&first) }
        let lent = error { try XMLScanner(source: InPlaceSource(text), chunkSize: chunk, limit: 1 << 10).run(&second) }
        #expect(copied == lent)
        #expect(copied.contains("one piece of markup is longer than"))
    }
}
