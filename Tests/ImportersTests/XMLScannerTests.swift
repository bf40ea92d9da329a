import Foundation
import Testing
@testable import Importers

@Suite("The streaming XML scanner")
struct XMLScannerTests {
    @Test("elements, attributes in any order, entities, nesting, comments, PI, CDATA", arguments: [
        (#"<a x="1" y='2'/>"#, ["+a x=1 y=2", "-"]),
        (#"<a y="2" x="1"></a>"#, ["+a y=2 x=1", "-"]),
        (#"<a v="&lt;&lt;HKDevice&gt;, &quot;Ada&apos;s&quot; &amp; co &#233;&#xE9;"/>"#, [#"+a v=<<HKDevice>, "Ada's" & co éé"#]+["-"]),
        ("<a><b><c k=\"v\"/></b>text<b/></a>", ["+a", " +b", "  +c k=v", "  -", " -", " +b", " -", "-"]),
        ("<?xml version=\"1.0\"?><!-- a <comment> --><a><!-- inner --><![CDATA[ <x> ]]></a>", ["+a", "-"]),
        ("\u{FEFF}<a/>", ["+a", "-"]),
        ("<a\r\n  x=\"1\"\r\n  y = \"2\"\r\n/>\r\n", ["+a x=1 y=2", "-"]),
        ("<a x=\"a>b\"/>", ["+a x=a>b", "-"]),
        ("<a x=\"Ada’s iPhone\" ü=\"ö\"/>", ["+a x=Ada’s iPhone ü=ö", "-"]),
    ])
    func events(xml: String, expected: [String]) throws {
        #expect(try EventRecorder.scan(xml) == expected)
        for chunk in [1, 2, 3, 7] {
            #expect(try EventRecorder.scan(xml, chunk: chunk, buffer: 16) == expected, "chunk \(chunk)")
        }
    }

    @Test("the DOCTYPE of a real export and the malformed one of iOS 16 are skipped", arguments: ["real-dtd.xml", "ios16-dtd.xml"])
    func doctype(fixture: String) throws {
        let text = try String(contentsOfFile: TestExport.fixture(fixture), encoding: .utf8)
        let events = try EventRecorder.scan(text, chunk: 100, buffer: 64)
        #expect(events.first == "+HealthData locale=en_US")
        #expect(events.contains { $0.hasPrefix(" +Record type=HKQuantityTypeIdentifierStepCount") })
        #expect(events.last == "-")
    }

    @Test("broken input is reported with its kind, line and byte offset", arguments: [
        ("", "not an XML file (line 1, byte 0): expected '<', found an empty file"),
        ("{\"json\": true}", "not an XML file (line 1, byte 0): expected '<', found '{'"),
        ("\u{FEFF}PK\u{3}\u{4}", "found 'P'"),
        ("<a>\n<b>\n", "the file is truncated (line 3, byte 8): the input ends inside <b> (open: a > b)"),
        ("<a>\n<b x=\"1", "the file is truncated (line 2, byte 4): the input ends inside the markup starting"),
        ("<a>\n</b>", "malformed XML at line 2, byte 4: </b> found where </a> was expected"),
        ("<a/>\n<b/>", "malformed XML at line 2, byte 5: a second root element <b>"),
        ("<a/>\ntext", "text 't' outside the root element"),
        ("<a x=1/>", "expected a quoted value for the attribute x"),
        ("<a x=\"1\"y=\"2\"/>", "expected whitespace before an attribute"),
        ("<a>< b/></a>", "expected an element name after '<', found byte 0x20"),
        ("<!DOCTYPE a [\n<!ELEMENT a EMPTY>\n", "the file is truncated (line 1, byte 0)"),
    ])
    func errors(xml: String, expected: String) {
        #expect(throws: XMLError.self) { try EventRecorder.scan(xml) }
        do {
            _ = try EventRecorder.scan(xml, chunk: 3, buffer: 16)
        } catch {
            #expect("\(error)".contains(expected), "got: \(error)")
        }
    }

    @Test("an unknown entity is a located error", arguments: ["&nbsp;", "&#xZZ;", "& loose"])
    func entities(value: String) {
        do {
            _ = try EventRecorder.scan("<a>\n<b v=\"\(value)\"/></a>")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("line 2, byte 4"), "got: \(error)")
        }
    }
}
