import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// Issue 19: samples stored `sampleChunk` to a statement are stored as one at a time would store them.
@Suite("Samples stored several to a statement")
struct SampleChunkTests {
    static let start = Date(timeIntervalSince1970: 1_714_546_800)

    static func row(_ n: Int, source: String = "Ada’s iPhone", value: Double = 1, version: String? = "17.1",
                    device: String? = "<<HKDevice>>", type: String? = nil) -> SampleRow {
        SampleRow(type: type ?? (n % 2 == 0 ? SampleType.stepCount : SampleType.heartRate), start: start.addingTimeInterval(Double(n) * 60),
                  end: start.addingTimeInterval(Double(n) * 60 + 30.5), value: value, unit: "count", sourceName: source,
                  sourceVersion: version, device: device, created: n % 3 == 0 ? nil : start)
    }

    /// Rows stored before the chunk, and the chunk: new rows, rows stored before, a row twice, empty and
    /// missing texts, a source with a NUL, types sitegen does not store (their ids handed out by the store);
    /// then devices and sources alternating, coming back after others, more of them than `PackedSamples`
    /// keeps as recent, empty and missing, and two that differ in their last byte.
    static let before = [row(1), row(4, source: "Watch"), row(9, value: 2), row(20, device: "<<Watch>>"), row(21, type: "Floors")]
    static let devices: [String?] = ["<<Watch>>", "<<Phone>>", "<<Watch>>", nil, "", "<<Scale>>", "<<Ring>>", "<<Band>>",
                                     "<<Phone>>", "<<Watch>>", "", "<<Watcha>>", "<<Watchb>>", nil]
    static let chunk: [SampleRow] = [
        row(0), row(1), row(2, source: ""), row(3, version: nil, device: nil), row(4, source: "Watch"), row(5), row(5),
        row(6, source: "a\u{0}b"), row(7, value: 0.25), row(8), row(9, value: 2), row(9, value: 3), row(10, version: ""),
        row(11, type: "Floors"), row(12, type: "Cycling"), row(1),
    ] + (0..<(HistoryWriter.sampleChunk - 16)).map { k in row(13 + k, source: sources[k % sources.count], device: devices[k % devices.count]) }
    static let sources = ["Watch", "Phone", "Watch", "Ring", "Scale", "Band", "Phone", "", "Watcha", "Watchb"]

    @Test("the same rows, ids and answers as inserting them one by one", arguments: [false, true])
    func sameAsOneByOne(seeded: Bool) throws {
        #expect(Self.chunk.count == HistoryWriter.sampleChunk)
        try Self.expectSameAsOneByOne(seeded: seeded) { writer in try writer.insertSamples(Self.chunk[...]) }
    }

    /// Stores `chunk` one row at a time in one store and by `insert` in another (each first holding `before`
    /// when `seeded`), and expects the same answers and the same rows, ids included.
    static func expectSameAsOneByOne(seeded: Bool, _ insert: (HistoryWriter) throws -> [Bool]) throws {
        let single = try HistoryStore.inMemory(), other = try HistoryStore.inMemory()
        var singleAnswers: [Bool] = [], otherAnswers: [Bool] = []
        try single.write { writer in
            if seeded { for row in before { try writer.insertSample(row) } }
            singleAnswers = try chunk.map { try writer.insertSample($0) }
        }
        try other.write { writer in
            if seeded { for row in before { try writer.insertSample(row) } }
            otherAnswers = try insert(writer)
        }
        #expect(otherAnswers == singleAnswers)
        #expect(try dump(other) == dump(single))
    }

    static func dump(_ store: HistoryStore) throws -> [String] {
        try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM samples ORDER BY id").map { "\($0)" }
        }
    }
}

/// Issue 19: samples packed on the import's reading thread come back and are stored as they were given.
@Suite("Packed samples")
struct PackedSamplesTests {
    @Test("each row comes back as it was appended: NULL and empty texts, a NUL inside, fractional and missing dates")
    func roundTrip() {
        var packed = PackedSamples()
        let rows = SampleChunkTests.chunk + SampleChunkTests.before
        for (index, row) in rows.enumerated() { packed.append(row, tag: UInt8(index % 7)) }
        #expect(packed.count == rows.count)
        for index in rows.indices {
            #expect(packed.sample(index) == rows[index])
            #expect(packed.tag(index) == UInt8(index % 7))
        }
        packed.removeAll()
        #expect(packed.isEmpty)
    }

    @Test("units and versions alternating, more of them than are kept as recent, come back and are stored as given")
    func unitsAndVersions() throws {
        let units = ["count", "km", "kcal", "count/min", "ml/(kg·min)", "", "kma", "km"]
        let versions: [String?] = [nil, "9.1", "16.1", "", "9.1", "9.2", "16.1", nil, "9.10", "9.1"]
        let rows = (0..<HistoryWriter.sampleChunk).map { n in
            var row = SampleChunkTests.row(n, version: versions[n % versions.count], type: n % 5 == 4 ? "Floors" : nil)
            row.unit = units[n % units.count]
            return row
        }
        var packed = PackedSamples()
        for row in rows { packed.append(row, tag: 0) }
        for index in rows.indices { #expect(packed.sample(index) == rows[index]) }
        let single = try HistoryStore.inMemory(), chunked = try HistoryStore.inMemory()
        try single.write { writer in for row in rows { try writer.insertSample(row) } }
        try chunked.write { writer in _ = try writer.insertSamples(rows[...]) }
        #expect(try SampleChunkTests.dump(chunked) == SampleChunkTests.dump(single))
    }

    @Test("a packed row alone: the same rows, ids and answers as the row inserted by itself", arguments: [false, true])
    func oneRow(seeded: Bool) throws {
        var packed = PackedSamples()
        for row in SampleChunkTests.chunk { packed.append(row, tag: 0) }
        try SampleChunkTests.expectSameAsOneByOne(seeded: seeded) { writer in
            try (0..<packed.count).map { try writer.insertSample(packed, at: $0) }
        }
    }
}
