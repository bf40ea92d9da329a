import Foundation
import HistoryStore
import PropertyBased
import Testing
@testable import Importers

/// XML allows `&#183;`, `&#xB7;` and the five named entities in any attribute: every value the Health reader
/// uses reads the same written either way, and a malformed reference is a located error, never a crash.
@Suite("XML character references in attribute values")
struct CharacterReferenceTests {
    /// One character of a value and how to write it: plain, `&#…;`, `&#x…;` (digits in either case, with
    /// leading zeros) or its named entity.
    struct Written: Sendable, CustomStringConvertible {
        let scalar: Unicode.Scalar
        let form: Int
        let zeros: Int
        let upper: Bool

        /// Characters that must be written as a reference in a double-quoted value: `&`, `<`, `"` (XML's rule)
        /// and the white space that attribute-value normalization would turn into a space.
        var mustBeReference: Bool { "&<\"\t\n\r".unicodeScalars.contains(scalar) }

        var description: String {
            let named: [Unicode.Scalar: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&apos;"]
            let code = scalar.value
            switch form {
            case 0 where !mustBeReference: return String(scalar)
            case 1: return "&#" + String(repeating: "0", count: zeros) + String(code) + ";"
            case 2 where named[scalar] != nil: return named[scalar]!
            default:
                let digits = String(code, radix: 16, uppercase: upper)
                return "&#x" + String(repeating: "0", count: zeros) + digits + ";"
            }
        }
    }

    /// Characters XML permits, one in four from those an export really escapes.
    static let character = Gen<UInt64>.value(in: 0...UInt64.max).map { bits -> Written in
        let specials: [Unicode.Scalar] = ["&", "<", ">", "\"", "'", "·", "é", "\t", "\n", "\r", "中", "😀", "\u{FFFD}", "\u{10FFFF}"]
        let raw = UInt32(truncatingIfNeeded: bits >> 8) % 0x11_0000
        var scalar: Unicode.Scalar
        if bits & 3 == 0 {
            scalar = specials[Int((bits >> 40) % UInt64(specials.count))]
        } else if XMLEntities.isXMLCharacter(raw), let valid = Unicode.Scalar(raw) {
            scalar = valid
        } else {
            scalar = Unicode.Scalar(0x20 + raw % 0x5F)!
        }
        return Written(scalar: scalar, form: Int((bits >> 2) & 3), zeros: Int((bits >> 4) % 3), upper: bits & 0x80 != 0)
    }

    /// Reads the value of `a` in `<r a="…"/>`: as `text()` decodes it, and as the decoded element holds it.
    struct ValueReader: XMLHandler {
        var text: String?
        var decoded: String?
        mutating func startElement(_ element: XMLElement, depth: Int) throws {
            text = try element.attribute(nameOf: "a")?.text()
            decoded = try element.withReferencesDecoded { element in
                element.attribute(nameOf: "a").map { value in
                    #expect(!value.hasEntity)
                    return String(decoding: value.bytes, as: UTF8.self)
                }
            }
        }
        mutating func endElement(depth: Int) throws {}
    }

    static func read(_ xml: String, chunk: Int = .max) throws -> ValueReader {
        var reader = ValueReader()
        try XMLScanner(source: MemorySource(xml, chunk: chunk), chunkSize: 64).run(&reader)
        return reader
    }

    @Test("property: any value written with a random mix of decimal, hex and named references reads back equal to the plain one")
    func roundTrip() async {
        await propertyCheck(count: 400, input: Self.character.array(of: 0...24)) { characters in
            let plain = String(String.UnicodeScalarView(characters.map(\.scalar)))
            let written = characters.map(\.description).joined()
            let reader = try #require(try? Self.read("<r a=\"\(written)\"/>", chunk: 7), "\(written)")
            #expect(reader.text == plain, "\(written)")
            #expect(reader.decoded == plain, "\(written)")
        }
    }

    /// A record of each type the import reads, its attributes in `form` (plain, or each character a reference).
    static func records(_ encode: (String) -> String) -> String {
        func record(_ type: String, _ value: String, _ unit: String) -> String {
            let attributes = [("type", "HKQuantityTypeIdentifier" + type), ("sourceName", "Ada’s Watch & <Phone>"),
                              ("sourceVersion", "9.1"), ("device", "<<HKDevice: 0x1>, name:Apple Watch>"), ("unit", unit),
                              ("creationDate", "2024-05-01 10:20:00 +0200"), ("startDate", "2024-05-01 10:00:00 +0200"),
                              ("endDate", "2024-05-01 10:10:00 +0200"), ("value", value)]
            return " <Record " + attributes.map { "\($0.0)=\"\(encode($0.1))\"" }.joined(separator: " ") + "/>"
        }
        return TestExport.xml([record("StepCount", "1234", "count"), record("DistanceWalkingRunning", "0.81", "km"),
                               record("ActiveEnergyBurned", "42.5", "kcal"), record("HeartRate", "61", "count/min"),
                               record("VO2Max", "44.2", "mL/min·kg")].joined(separator: "\n")
            + "\n <Workout workoutActivityType=\"\(encode("HKWorkoutActivityTypeHighIntensityIntervalTraining"))\" "
            + "duration=\"\(encode("20"))\" durationUnit=\"\(encode("min"))\" sourceName=\"\(encode("Ada’s Watch"))\" "
            + "startDate=\"\(encode("2024-05-01 18:00:00 +0200"))\" endDate=\"\(encode("2024-05-01 18:20:00 +0200"))\">\n"
            + "  <WorkoutStatistics type=\"\(encode("HKQuantityTypeIdentifierActiveEnergyBurned"))\" "
            + "sum=\"\(encode("210"))\" unit=\"\(encode("kcal"))\"/>\n </Workout>")
    }

    static func readRecords(_ xml: String) throws -> (RecordingSink, HealthExportCounts) {
        var reader = HealthExportReader(sink: RecordingSink())
        try XMLScanner(source: MemorySource(xml, chunk: 5)).run(&reader)
        return (reader.sink, reader.counts)
    }

    /// Named where there is a name, else decimal or hex by the character's parity: every form occurs.
    static func referencing(_ text: String) -> String {
        let named: [Unicode.Scalar: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&apos;"]
        return text.unicodeScalars.map { scalar in
            named[scalar] ?? (scalar.value % 2 == 0 ? "&#\(scalar.value);" : "&#x\(String(scalar.value, radix: 16));")
        }.joined()
    }

    @Test("every attribute the reader uses (type, unit, source, device, dates, values; workouts and statistics) written as references reads the same")
    func everyAttribute() throws {
        let escapePlain = { (text: String) in
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        let (plain, plainCounts) = try Self.readRecords(Self.records(escapePlain))
        let (referenced, referencedCounts) = try Self.readRecords(Self.records(Self.referencing))
        #expect(plain.samples.count == 5 && plain.workouts.count == 1)
        #expect(plainCounts.skipped.isEmpty)
        #expect(referenced.samples == plain.samples)
        #expect(referenced.workouts == plain.workouts)
        #expect(referencedCounts == plainCounts)
        #expect(referenced.samples.first?.sourceName == "Ada’s Watch & <Phone>")
        #expect(referenced.workouts.first?.energyKcal == 210)
    }

    @Test("unit=\"mL/min&#183;kg\" (and &#xB7;) keeps the VO2 max reading")
    func vo2MaxUnit() throws {
        for unit in ["mL/min&#183;kg", "mL/min&#xB7;kg", "mL/min&#xb7;kg", "mL/min·kg"] {
            let (sink, counts) = try Self.readRecords(TestExport.xml(
                TestExport.record("VO2Max", "45.1", unit, "2024-05-01 10:00:00 +0200", "2024-05-01 10:00:00 +0200")))
            #expect(sink.samples.map(\.value) == [45.1], "\(unit)")
            #expect(sink.samples.first?.unit == "mL/min·kg")
            #expect(counts.skipped.isEmpty, "\(unit)")
        }
    }

    @Test("a malformed reference in a record that is read is an error naming the line, the attribute and what was expected", arguments: [
        ("&#xZZ;", "&#xZZ; is not a character reference (expected hexadecimal digits after &#x)"),
        ("&#12a;", "&#12a; is not a character reference (expected decimal digits after &#)"),
        ("&#0;", "&#0; names U+0, which XML does not allow"),
        ("&#xD800;", "&#xD800; names U+D800, which XML does not allow"),
        ("&#x110000;", "&#x110000; names a code point past U+10FFFF"),
        ("&#99999999999999999999;", "names a code point past U+10FFFF"),
        ("&#;", "&#; is not a character reference (no digits)"),
        ("&#x;", "&#x; is not a character reference (no digits)"),
        ("&#X41;", "&#X41; is not a character reference (expected decimal digits after &#)"),
        ("&#+65;", "is not a character reference"),
        ("&nbsp;", "unknown entity &nbsp;"),
        ("&#183", "an '&' that starts no entity"),
        ("a & b", "an '&' that starts no entity"),
    ])
    func malformed(reference: String, expected: String) throws {
        let xml = TestExport.xml(TestExport.record("VO2Max", "45.1", "mL/min\(reference)kg",
                                                   "2024-05-01 10:00:00 +0200", "2024-05-01 10:00:00 +0200"))
        let line = xml.components(separatedBy: "\n").firstIndex { $0.contains("VO2Max") }! + 1
        do {
            _ = try Self.readRecords(xml)
            Issue.record("no error for \(reference)")
        } catch let error as XMLError {
            #expect(error.line == line)
            #expect("\(error)".contains(expected), "got: \(error)")
            #expect("\(error)".contains("in the attribute unit of <Record>"), "got: \(error)")
        }
    }

    @Test("a malformed reference in a record of a type the import does not read is left alone, as before")
    func otherTypesLeftAlone() throws {
        let xml = TestExport.xml("""
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale &#xZZ;" unit="kg" startDate="2024-05-01 10:00:00 +0200" endDate="2024-05-01 10:00:00 +0200" value="70"/>
            \(TestExport.steps(100, "2024-05-01", "10:00", "10:10"))
            """)
        let (sink, counts) = try Self.readRecords(xml)
        #expect(sink.samples.count == 1 && counts.otherTypes == 1)
    }

    @Test("the decoder reads long runs of references and text in one value", arguments: [1, 1000])
    func longValues(repeats: Int) throws {
        let written = String(repeating: "a&#183;&lt;&#x4E2D;b", count: repeats)
        let reader = try Self.read("<r a=\"\(written)\"/>")
        #expect(reader.text == String(repeating: "a·<中b", count: repeats))
        #expect(reader.decoded == reader.text)
    }
}
