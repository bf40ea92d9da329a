import Foundation
import HistoryStore
@testable import Importers
import Metrics

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

    /// The events of scanning `text`, read `chunk` bytes at a time.
    static func scan(_ text: String, chunk: Int = .max, buffer: Int = 1 << 20) throws -> [String] {
        var recorder = EventRecorder()
        try XMLScanner(source: MemorySource(text, chunk: chunk), chunkSize: buffer).run(&recorder)
        return recorder.events
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
