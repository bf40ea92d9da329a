import Foundation
import HistoryStore
@testable import Importers
import Metrics
import Testing

/// Small hand-written exports and helpers to import them.
enum TestExport {
    static let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let now = Date(timeIntervalSince1970: 1_795_266_300)

    /// An export with a short DTD around `body`.
    static func xml(_ body: String, exportDate: String = "2024-11-20 09:00:00 +0100") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="\(exportDate)"/>
        \(body)
        </HealthData>

        """
    }

    /// One `Record` line.
    static func record(_ type: String, _ value: String, _ unit: String, _ start: String, _ end: String,
                       source: String = "Ada’s iPhone") -> String {
        #" <Record type="HKQuantityTypeIdentifier\#(type)" sourceName="\#(source)" unit="\#(unit)" startDate="\#(start)" endDate="\#(end)" value="\#(value)"/>"#
    }

    /// Steps counted from `start` to `end` (times `HH:MM` on `day`, offset `+0200`: Berlin's summer time).
    static func steps(_ value: Int, _ day: String, _ start: String, _ end: String, source: String = "Ada’s iPhone",
                      offset: String = "+0200") -> String {
        record("StepCount", "\(value)", "count", "\(day) \(start):00 \(offset)", "\(day) \(end):00 \(offset)", source: source)
    }

    /// The path of a file in Fixtures/.
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil)!.path
    }

    /// `xml` as an export in memory, read `chunk` bytes at a time.
    static func located(_ xml: String, chunk: Int = .max) -> LocatedExport {
        LocatedExport(source: MemorySource(xml, chunk: chunk), size: Int64(xml.utf8.count), name: "test.xml")
    }

    /// Imports `xml` into `store` with days in `calendar`.
    @discardableResult
    static func run(_ xml: String, into store: HistoryStore, calendar: DayCalendar = berlin) throws -> HealthImportSummary {
        try HealthImporter(calendar: calendar, now: now).run(located(xml), into: store)
    }

    /// A new temporary folder.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "sitegen-import-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Records the scanner's events as text: `+Name a=1 b=2` at a depth, `-` for an end.
struct EventRecorder: XMLHandler {
    var events: [String] = []

    mutating func startElement(_ element: XMLElement, depth: Int) throws {
        var parts = [String(repeating: " ", count: depth) + "+" + element.nameText]
        for name in element.attributeNames {
            let value = try element.attribute(nameOf: name)?.text() ?? "?"
            parts.append("\(name)=\(value)")
        }
        events.append(parts.joined(separator: " "))
    }

    mutating func endElement(depth: Int) throws {
        events.append(String(repeating: " ", count: depth) + "-")
    }

    /// The events of scanning `text`, read `chunk` bytes at a time. The same text read in place
    /// (`InPlaceSource`, windows of `buffer` bytes) must give the same events, or the same error.
    static func scan(_ text: String, chunk: Int = .max, buffer: Int = 1 << 20) throws -> [String] {
        var recorder = EventRecorder()
        let copied = Result { try XMLScanner(source: MemorySource(text, chunk: chunk), chunkSize: buffer).run(&recorder) }
            .map { recorder.events }
        var inPlace = EventRecorder()
        let lent = Result { try XMLScanner(source: InPlaceSource(text), chunkSize: buffer).run(&inPlace) }.map { inPlace.events }
        switch (copied, lent) {
        case let (.success(a), .success(b)) where a == b: break
        case let (.failure(a), .failure(b)) where "\(a)" == "\(b)": break
        default: Issue.record("read in place: \(lent), copied: \(copied)")
        }
        return try copied.get()
    }
}

extension XMLElement {
    /// The attribute named `name` given as text (tests only; the importer uses static names).
    func attribute(nameOf name: String) -> XMLValue? {
        for span in spans {
            let bytes = UnsafeBufferPointer(start: base + span.nameStart, count: span.nameEnd - span.nameStart)
            if String(decoding: bytes, as: UTF8.self) == name {
                return XMLValue(bytes: UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart),
                                hasEntity: span.hasEntity)
            }
        }
        return nil
    }
}

/// Bytes in memory lent to the scanner in place, as a mapped file's are; counts what it was lent.
final class InPlaceSource: ByteSource {
    let bytes: UnsafeMutableRawBufferPointer
    private(set) var lentCount = 0
    private(set) var sawEnd = false

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes = .allocate(byteCount: utf8.count, alignment: 1)
        utf8.withUnsafeBytes { bytes.copyMemory(from: $0) }
    }

    deinit { bytes.deallocate() }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int { 0 }
    func inPlaceBytes() throws -> UnsafeRawBufferPointer? { UnsafeRawBufferPointer(bytes) }
    func lent(_ count: Int) {
        if count == 0 { sawEnd = true }
        lentCount += count
    }
}
