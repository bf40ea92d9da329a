import Foundation

/// iCalendar text (RFC 5545): content lines ending in CRLF, folded at 75 octets, TEXT values escaped.
struct ICalendar {
    /// One content line: `NAME;PARAM=…:value`, the value already in its final form.
    struct Line: Equatable {
        let name: String
        let value: String
    }

    private(set) var lines: [Line] = []

    /// Appends a property whose value is used as written (dates, RRULE, integers).
    mutating func add(_ name: String, _ value: String) { lines.append(Line(name: name, value: value)) }

    /// Appends a TEXT property, escaped (RFC 5545 §3.3.11).
    mutating func add(_ name: String, text: String) { add(name, Self.escape(text)) }

    /// `BEGIN:…` … `END:…` around what `body` adds.
    mutating func component(_ name: String, _ body: (inout ICalendar) -> Void) {
        add("BEGIN", name)
        body(&self)
        add("END", name)
    }

    /// The whole text: every line folded, each ending in CRLF.
    var text: String { lines.map { Self.fold("\($0.name):\($0.value)") + "\r\n" }.joined() }

    /// RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; a newline becomes `\n`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F || scalar == "\t" { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// RFC 5545 §3.1: lines longer than 75 octets are split, each continuation starting with one space;
    /// a UTF-8 sequence is never split.
    static func fold(_ line: String) -> String {
        var out = "", count = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if count + size > 75 {
                out += "\r\n "
                count = 1
            }
            out.unicodeScalars.append(scalar)
            count += size
        }
        return out
    }

    /// `20261121T130500Z`: an instant in UTC (DTSTAMP).
    static func utc(_ instant: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", p.year ?? 0, p.month ?? 0, p.day ?? 0,
                      p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
    }
}
