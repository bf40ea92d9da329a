import Foundation
import Testing
@testable import SiteBuilder

@Suite("iCalendar text (RFC 5545)")
struct ICalendarTests {
    @Test("TEXT values escape backslash, semicolon, comma and newlines", arguments: [
        ("plain", "plain"),
        ("a, b; c", "a\\, b\\; c"),
        ("back\\slash", "back\\\\slash"),
        ("two\nlines", "two\\nlines"),
        ("crlf\r\nend", "crlf\\nend"),
        ("bell\u{07}", "bell"),
    ])
    func escaping(text: String, escaped: String) {
        #expect(ICalendar.escape(text) == escaped)
    }

    @Test("escaping works per scalar: a mark or joiner next to ; , \\ does not hide it", arguments: [
        (";\u{301}", "\\;\u{301}"), (",\u{200D}", "\\,\u{200D}"), ("\\\u{FE0F}", "\\\\\u{FE0F}"),
        ("\u{600};", "\u{600}\\;"), ("🇳🇴,👩\u{200D}💻;", "🇳🇴\\,👩\u{200D}💻\\;"), ("\n\u{301}", "\\n\u{301}"),
    ])
    func escapingPerScalar(text: String, escaped: String) {
        #expect(ICalendar.escape(text).unicodeScalars.elementsEqual(escaped.unicodeScalars))
    }

    @Test("lines fold at 75 octets without splitting a UTF-8 sequence", arguments: [10, 75, 76, 200])
    func folding(length: Int) {
        for filler in ["x", "é", "’"] {
            let line = "SUMMARY:" + String(repeating: filler, count: length)
            let folded = ICalendar.fold(line)
            let physical = folded.components(separatedBy: "\r\n")
            #expect(physical.allSatisfy { $0.utf8.count <= 75 }, "\(physical.map(\.utf8.count))")
            #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
            #expect(physical.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == line)
        }
    }

    @Test("every line ends in CRLF; components nest")
    func lines() {
        var calendar = ICalendar()
        calendar.component("VCALENDAR") { $0.add("VERSION", "2.0") }
        #expect(calendar.text == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")
    }

    @Test("UTC timestamps")
    func utc() {
        #expect(ICalendar.utc(Fixtures.now) == "20261121T130500Z")
    }
}
