import Foundation
import Testing
@testable import Importers

/// A record whose only references are in its source, version or device (as a real export writes every device,
/// `&lt;&lt;HKDevice: …&gt;`) is read as written, the caches decoding only what they have not seen: what is
/// read and every error must be those of decoding the whole element first.
@Suite("Records read as written: the same samples and the same errors as decoded")
struct ReferencesAsWrittenTests {
    static func record(device: String, source: String = "Ada’s Watch", date: String = "2024-05-01 10:00:00 +0200",
                       unit: String = "count", extra: String = "") -> String {
        #" <Record type="HKQuantityTypeIdentifierStepCount" sourceName="\#(source)" device="\#(device)" unit="\#(unit)" startDate="\#(date)" endDate="\#(date)" value="12"\#(extra)/>"#
    }

    /// The message of the error reading `records` gives, and its line; `nil` when there is none.
    static func failure(_ records: [String]) -> (message: String, line: Int)? {
        do {
            _ = try CharacterReferenceTests.readRecords(TestExport.xml(records.joined(separator: "\n")))
            return nil
        } catch let error as XMLError {
            return ("\(error)", error.line)
        } catch {
            return ("\(error)", 0)
        }
    }

    static func line(of marker: String, in records: [String]) -> Int {
        let xml = TestExport.xml(records.joined(separator: "\n"))
        return xml.components(separatedBy: "\n").firstIndex { $0.contains(marker) }! + 1
    }

    @Test("the same device, source and version written with references or plainly read the same, record after record")
    func sameTexts() throws {
        let plain = (0..<6).map { n in
            Self.record(device: "&lt;&lt;HKDevice: 0x\(n + 1)a&gt;, name:Apple Watch &amp; co&gt;", source: "Ada’s Watch",
                        date: "2024-05-01 10:0\(n):00 +0200")
        }
        let referenced = (0..<6).map { n in
            Self.record(device: "&#60;&lt;HKDevice: 0x\(n + 1)a&gt;, name:Apple Watch &#x26; co&gt;", source: "Ada&#8217;s Watch",
                        date: "2024-05-01 10:0\(n):00 +0200", unit: n % 2 == 0 ? "count" : "&#99;ount")
        }
        let (expected, _) = try CharacterReferenceTests.readRecords(TestExport.xml(plain.joined(separator: "\n")))
        let (read, counts) = try CharacterReferenceTests.readRecords(TestExport.xml(referenced.joined(separator: "\n")))
        #expect(read.samples == expected.samples)
        #expect(counts.skipped.isEmpty && read.samples.count == 6)
        #expect(read.samples.first?.device == "<<HKDevice>, name:Apple Watch & co>")
    }

    @Test("a malformed reference in a device is an error naming it, also after the same text decoded once (a & b) and in a record skipped for its date")
    func malformedDevice() throws {
        // The first record is decoded whole (its unit holds a reference): its device `a &amp; b` becomes `a & b`.
        // The second writes `a & b` as it stands, which is no reference: the same bytes, still an error.
        let records = [Self.record(device: "a &amp; b", unit: "&#99;ount"),
                       Self.record(device: "a & b", date: "1999-05-01 10:00:00 +0200", extra: #" marker="x""#)]
        let failure = try #require(Self.failure(records))
        #expect(failure.message.contains("an '&' that starts no entity"), "\(failure.message)")
        #expect(failure.message.contains("in the attribute device of <Record>"), "\(failure.message)")
        #expect(failure.line == Self.line(of: "marker", in: records))
    }

    @Test("two malformed references: the first in document order is the one named", arguments: [
        (#"sourceName="S &bad;" device="D &#xZZ;""#, "sourceName"),
        (#"device="D &#xZZ;" sourceName="S &bad;""#, "device"),
        (#"sourceVersion="&#0;" device="D &#xZZ;" sourceName="S""#, "sourceVersion"),
    ])
    func firstInDocumentOrder(attributes: String, named: String) throws {
        let record = #" <Record type="HKQuantityTypeIdentifierStepCount" \#(attributes) unit="count" startDate="2024-05-01 10:00:00 +0200" endDate="2024-05-01 10:00:00 +0200" value="12"/>"#
        let failure = try #require(Self.failure([record]))
        #expect(failure.message.contains("in the attribute \(named) of <Record>"), "\(failure.message)")
    }

    @Test("a malformed reference in an attribute the reader does not use, beside a device with references, is still an error")
    func unusedAttribute() throws {
        let records = [Self.record(device: "&lt;&lt;HKDevice: 0x1&gt;, name:Watch&gt;", extra: #" note="&nbsp;""#)]
        let failure = try #require(Self.failure(records))
        #expect(failure.message.contains("unknown entity &nbsp;"), "\(failure.message)")
        #expect(failure.message.contains("in the attribute note of <Record>"), "\(failure.message)")
    }
}
