import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Issue 19: the import's byte-level fast paths (line feeds counted eight bytes at a time, a record's
/// attributes found in one pass, dates and record types read from bytes, totals streamed while the
/// samples are stored) give what the plain code gave.
@Suite("The import's byte-level fast paths")
struct ByteParsingTests {
    @Test("line feeds are counted exactly at every length and alignment, whatever the other bytes")
    func newlines() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x09, 0x8A, 0xFF, 0x00, 0x7F, 0x80, 0x20, 0x3C, 0x0A]
        for length in 0...70 {
            for _ in 0..<20 {
                let bytes = (0..<(length + 3)).map { _ in alphabet.randomElement(using: &generator)! }
                for start in 0...3 where start <= length {
                    let slice = Array(bytes[start..<(start + length)])
                    let counted = slice.withUnsafeBufferPointer { XMLScanner<MemorySource>.newlines($0) }
                    #expect(counted == slice.filter { $0 == 10 }.count)
                }
            }
        }
    }

    @Test("line feeds are counted exactly in long runs: every lane full for 255 blocks and more, at every alignment",
          arguments: [4079, 4080, 4081, 4096, 8161, 8175, 10_007])
    func newlinesLong(length: Int) {
        var generator = SystemRandomNumberGenerator()
        for fill in [UInt8(0x0A), 0x20] {
            var bytes = [UInt8](repeating: fill, count: length + 15)
            for start in [0, 1, 7, 15] {
                let slice = Array(bytes[start..<(start + length)])
                let counted = slice.withUnsafeBufferPointer { XMLScanner<MemorySource>.newlines($0) }
                #expect(counted == slice.filter { $0 == 10 }.count, "\(length) bytes of \(fill) from \(start)")
            }
            for index in bytes.indices where Bool.random(using: &generator) { bytes[index] = bytes[index] == 0x0A ? 0x8A : 0x0A }
            let counted = bytes.withUnsafeBufferPointer { XMLScanner<MemorySource>.newlines($0) }
            #expect(counted == bytes.filter { $0 == 10 }.count)
        }
    }

    @Test("a name's end, found eight bytes at a time, is the first byte that does not continue a name, at every length and alignment")
    func nameEnds() {
        var generator = SystemRandomNumberGenerator()
        // Letters around both ends of the ASCII ranges, other name bytes, bytes that end a name, non-ASCII.
        let alphabet: [UInt8] = Array("aAzZmM`@[{09-._:= \"'/>\t&".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xE1, 0xFA, 0xFF]
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        defer { table.deallocate() }
        for byte in 0...255 { table[byte] = UInt8(byte).isNameByte }
        for length in 0...40 {
            for _ in 0..<60 {
                // Mostly letters, as names are, with a stray byte of any kind.
                var bytes = (0..<length).map { _ in Bool.random(using: &generator) ? UInt8.random(in: 0x61...0x7A, using: &generator) : alphabet.randomElement(using: &generator)! }
                bytes.append(contentsOf: [0x3D, 0x22, 0x31, 0x22])
                for start in 0...min(3, length) {
                    let expected = (start..<bytes.count).first { !bytes[$0].isNameByte } ?? bytes.count
                    let found = bytes.withUnsafeMutableBufferPointer { XMLScanner<MemorySource>.nameEnd($0.baseAddress!, from: start, $0.count, table) }
                    #expect(found == expected, "\(bytes) from \(start)")
                }
            }
        }
        for byte in 0...255 {
            let word = UInt64(0x6161_6161_6161_6161) & ~(UInt64(0xFF) << 24) | UInt64(byte) << 24
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            #expect(XMLScanner<MemorySource>.firstNonLetter(word) == (isLetter ? 8 : 3), "byte \(byte)")
        }
    }

    @Test("a value's end, found sixteen bytes at a time, is the first quote, and an entity before it is seen")
    func valueEnds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("ab 09:+-<>&'\"".utf8) + [0x00, 0x80, 0xA2, 0xE2, 0xFF]
        for length in 0...70 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in Int.random(in: 0..<8, using: &generator) == 0 ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0x30...0x39, using: &generator) }
                for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
                    for start in 0...min(2, length) {
                        let close = (start..<bytes.count).first { bytes[$0] == quote }
                        let expected = close.map { ($0, bytes[start..<$0].contains(UInt8(ascii: "&"))) }
                        var copy = bytes
                        let found = copy.withUnsafeMutableBufferPointer { XMLScanner<MemorySource>.valueEnd($0.baseAddress!, from: start, $0.count, quote: quote) }
                        #expect(found?.0 == expected?.0 && found?.1 == expected?.1, "\(bytes) from \(start)")
                    }
                }
            }
        }
    }

    @Test("names compared two words at a time are equal exactly when their bytes are, at every length from 0 to 20")
    func staticNames() {
        let names: [StaticString] = ["", "a", "ab", "abc", "type", "unit", "value", "device", "endDate", "HKDevice", "startDate",
                                     "sourceName", "HealthDataX", "creationDate", "sourceVersion", "MetadataEntryX", "MetadataEntryXY", "WorkoutStatistic",
                                     "WorkoutStatistics", "ActivitySummaryABC", "ActivitySummaryABCD", "WorkoutEventABCDEFGH"]
        #expect(Set(names.map(\.utf8CodeUnitCount)) == Set(0...20))
        for name in names {
            let text = String(decoding: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), as: UTF8.self)
            var candidates = [text, text + "x", String(text.dropLast())]
            for index in text.indices { // one byte changed anywhere, first and last ones included
                var changed = text
                changed.replaceSubrange(index...index, with: "#")
                candidates.append(changed)
            }
            for candidate in candidates {
                let bytes = Array(candidate.utf8)
                let equal = bytes.withUnsafeBufferPointer { $0.equals(name) }
                #expect(equal == (candidate == text), "\(candidate) against \(text)")
            }
        }
    }

    @Test("an error's line and byte are right across buffer refills, with CRLF line ends", arguments: [1, 7, 64, 4_096])
    func lineAcrossRefills(chunk: Int) {
        let lines = (0..<300).map { #" <Record type="HKQuantityTypeIdentifierStepCount" value="\#($0)"/>"# }
        let prefix = "<HealthData>\r\n" + lines.joined(separator: "\r\n") + "\r\n"
        let xml = prefix + #" <Record type="x" value="1" & />"# + "\r\n</HealthData>\r\n"
        let offset = prefix.utf8.count + #" <Record type="x" value="1" "#.utf8.count
        do {
            _ = try EventRecorder.scan(xml, chunk: chunk, buffer: 64)
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "malformed XML at line 302, byte \(offset): expected an attribute name, found '&'")
        }
    }

    @Test("markup inside comments and CDATA, entities and quotes in values, names of every kind", arguments: [
        ("<a><!-- <b x='1'/> < --><![CDATA[ <c/> & ]]></a>", ["+a", "-"]),
        (#"<a v="&#x3C;b&#60;&amp;" w='say "hi"' x="it's"/>"#, [#"+a v=<b<& w=say "hi" x=it's"#, "-"]),
        ("<a -x=\"1\" _y.z=\"2\" é=\"3\" a:b = '4'/>", ["+a -x=1 _y.z=2 é=3 a:b=4", "-"]),
        ("<a\tx=\"1\"\ny=\"\"/>", ["+a x=1 y=", "-"]),
    ])
    func markup(xml: String, expected: [String]) throws {
        for chunk in [.max, 1, 5, 13] {
            #expect(try EventRecorder.scan(xml, chunk: chunk, buffer: 16) == expected, "chunk \(chunk)")
        }
    }

    @Test("a file cut anywhere inside a record is reported as truncated at that record's start")
    func truncatedAnywhere() {
        let head = "<HealthData>\n <Record a=\"1\"/>\n"
        let record = #" <Record type="HKQuantityTypeIdentifierStepCount" value="12" unit="count"/>"#
        for cut in 1..<record.utf8.count {
            let xml = head + String(decoding: Array(record.utf8)[..<cut], as: UTF8.self)
            do {
                _ = try EventRecorder.scan(xml, chunk: 7, buffer: 16)
                Issue.record("no error at \(cut)")
            } catch {
                let text = "\(error)"
                #expect(text.hasPrefix("the file is truncated (line 3, byte"), "cut \(cut): \(text)")
            }
        }
    }

    @Test("a record's attributes found in one pass are those XMLElement.attribute finds, first of a name counting",
          arguments: [
              #"<Record type="T" unit="u" value="1" sourceName="s" startDate="a" endDate="b" creationDate="c" sourceVersion="v" device="d"/>"#,
              #"<Record device="d" sourceVersion="v" creationDate="c" endDate="b" startDate="a" sourceName="s" value="1" unit="u" type="T"/>"#,
              #"<Record type="T1" type="T2" unit="u1" typo="x" unit="u2" value="&amp;" values="no" Value="NO"/>"#,
              #"<Record other="1"/>"#,
          ])
    func recordAttributes(xml: String) throws {
        struct Check: XMLHandler {
            var seen = 0
            mutating func startElement(_ element: XMLElement, depth: Int) throws {
                let found = RecordAttributes(element)
                let pairs: [(XMLValue?, StaticString)] = [
                    (found.type, "type"), (found.unit, "unit"), (found.value, "value"), (found.sourceName, "sourceName"),
                    (found.startDate, "startDate"), (found.endDate, "endDate"), (found.creationDate, "creationDate"),
                    (found.sourceVersion, "sourceVersion"), (found.device, "device"),
                ]
                for (value, name) in pairs {
                    let expected = element.attribute(name)
                    #expect(value?.bytes.baseAddress == expected?.bytes.baseAddress && value?.bytes.count == expected?.bytes.count,
                            "\(name)")
                    #expect(value?.hasEntity == expected?.hasEntity)
                }
                seen += 1
            }
            mutating func endElement(depth: Int) throws {}
        }
        var check = Check()
        try XMLScanner(source: MemorySource(xml)).run(&check)
        #expect(check.seen == 1)
    }

    @Test("dates read with the day remembered are HealthDate.parse's, bad ones included")
    func datesRemembered() {
        let texts = [
            "2024-05-01 09:00:00 +0200", "2024-05-01 23:59:59 -1400", "2024-05-01 24:00:00 +0200", "2024-05-01 09:00:00 +0260",
            "2023-02-29 10:00:00 +0000", "2023-02-29 10:00:00 +0000", "2023-02-28 10:00:00 +0000", "2024-02-29 10:00:00 +0000",
            "2024-05-01 09:00:00 +0200", "2024-05-0109:00:00 +0200", "2024-05-01 09:00:00 +02000", "2024-05-01 9:00:00 +0200",
            "2024-13-01 09:00:00 +0200", "2024-05-01 09:00:60 +0200", "2024-05-01 09:00:00 +1500", "0000-00-00 00:00:00 +0000",
            "2024-05-01 09:00:00 +0200",
        ]
        var reader = HealthDateReader()
        for text in texts {
            var copy = text
            let remembered = copy.withUTF8 { reader.parse($0) }
            #expect(remembered == HealthDate.parse(text), "\(text)")
        }
    }

    @Test("record types are known by their whole identifier only")
    func recordTypes() {
        for type in HealthRecordType.allCases {
            var text = "HKQuantityTypeIdentifier" + type.rawValue
            let parsed = text.withUTF8 { HealthRecordType($0) }
            #expect(parsed == type)
            #expect(type.index == HealthRecordType.allCases.firstIndex(of: type))
        }
        for other in ["HKQuantityTypeIdentifierStepCounts", "HKQuantityTypeIdentifierHeartRatE", "HKQuantityTypeIdentifierVO2Ma",
                      "HKQuantityTypeIdentifierBasalEnergyBurned", "StepCount", "HKQuantityTypeIdentifier", "hKQuantityTypeIdentifierStepCount"] {
            var text = other
            let parsed = text.withUTF8 { HealthRecordType($0) }
            #expect(parsed == nil, "\(other)")
        }
    }

    /// Steps from two sources on two days, one across midnight, fractional values.
    static let records = [
        TestExport.steps(10, "2024-05-01", "09:00", "09:30"),
        TestExport.steps(12, "2024-05-01", "09:00", "09:30", source: "Ada’s Apple Watch"),
        TestExport.steps(7, "2024-05-01", "09:10", "10:40"),
        TestExport.steps(3, "2024-05-01", "23:50", "23:59"),
        TestExport.record("StepCount", "5.5", "count", "2024-05-01 23:55:00 +0200", "2024-05-02 00:25:00 +0200"),
        TestExport.record("DistanceWalkingRunning", "0.35", "km", "2024-05-02 08:00:00 +0200", "2024-05-02 08:07:00 +0200"),
        TestExport.record("DistanceWalkingRunning", "0.1", "km", "2024-05-02 08:00:00 +0200", "2024-05-02 08:07:00 +0200",
                          source: "Ada’s Apple Watch"),
        TestExport.record("ActiveEnergyBurned", "0.3", "kcal", "2024-05-02 08:00:00 +0200", "2024-05-02 08:01:00 +0200"),
        TestExport.record("ActiveEnergyBurned", "0.1", "kcal", "2024-05-02 08:01:00 +0200", "2024-05-02 08:02:00 +0200"),
        TestExport.record("ActiveEnergyBurned", "0.2", "kcal", "2024-05-02 08:01:00 +0200", "2024-05-02 08:02:00 +0200"),
    ]

    @Test("totals streamed while storing equal those read back from the store, records in any order",
          arguments: [false, true])
    func streamedTotals(reversed: Bool) throws {
        let body = (reversed ? Self.records.reversed() : Self.records).joined(separator: "\n")
        let streamed = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml(body), into: streamed)
        // A store holding a sample of each type already reads every total back from the store.
        let readBack = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml([
            TestExport.steps(1, "2010-01-01", "09:00", "09:01"),
            TestExport.record("DistanceWalkingRunning", "1", "m", "2010-01-01 09:00:00 +0100", "2010-01-01 09:01:00 +0100"),
            TestExport.record("ActiveEnergyBurned", "1", "kcal", "2010-01-01 09:00:00 +0100", "2010-01-01 09:01:00 +0100"),
        ].joined(separator: "\n")), into: readBack)
        try TestExport.run(TestExport.xml(body), into: readBack)
        let first = LocalDay("2024-01-01")!
        let (a, _) = try streamed.loadHistory(for: TestExport.berlin)
        let (b, _) = try readBack.loadHistory(for: TestExport.berlin)
        for quantity in Quantity.allCases {
            #expect(a.hourly[quantity] == b.hourly[quantity]?.filter { $0.key >= first }, "\(quantity)")
            #expect(a.daily[quantity] == b.daily[quantity]?.filter { $0.key >= first }, "\(quantity)")
        }
        #expect(a.daily[.steps]?[LocalDay("2024-05-02")!] != nil)
    }

    @Test("HourlyTotals refuses a sample out of the store's order for its source, and takes one of another source")
    func storeOrder() {
        let start = Date(timeIntervalSince1970: 1_714_546_800)
        var totals = HourlyTotals(calendar: TestExport.berlin)
        let span = { (offset: Double, source: String, value: Double) in
            SampleSpan(start: start.addingTimeInterval(offset), end: start.addingTimeInterval(offset + 60), value: value, sourceName: source)
        }
        let taken = [span(60, "b", 1), span(0, "a", 1), span(60, "b", 2), span(60, "b", 2), span(0, "b", 5)].map {
            totals.addInStoreOrder($0)
        }
        #expect(taken == [true, true, true, false, false])
    }
}
