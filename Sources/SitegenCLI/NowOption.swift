import ArgumentParser
import Foundation
import Metrics

/// The `--now` option's parser: strict ISO 8601 / RFC 3339, `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)`.
///
/// Foundation's `ISO8601DateFormatter` is lenient on Linux: it reads 2026-02-30 as March 2. Here every
/// part must name a real day and time, the offset is required, and the year is 2000 or later.
enum NowOption {
    static let expected = "expected an ISO 8601 date-time with an offset, such as 2026-11-21T14:05:00+01:00 or 2026-11-21T13:05:00Z"

    static func parse(_ text: String) throws -> Date {
        let option = "--now"
        guard let date = instant(text) else {
            // Say which part is wrong when the shape is right but the day is not on the calendar.
            let datePart = String(text.prefix(10))
            if datePart.utf8.count == 10, LocalDay(datePart) == nil,
               datePart.enumerated().allSatisfy({ [4, 7].contains($0.offset) ? $0.element == "-" : $0.element.isASCII && $0.element.isNumber }) {
                throw ValidationError("\(option): \(datePart) is not a day on the calendar; \(expected)")
            }
            throw ValidationError("\(option): \(expected); found \"\(text)\"")
        }
        guard date >= Date(timeIntervalSince1970: Double(Bounds.firstDay.dayNumber) * 86_400) else {
            throw ValidationError("\(option): \(text) is before \(Bounds.firstDay), the first day sitegen accepts")
        }
        return date
    }

    /// The instant `text` names, or `nil` when it is not exactly such a date-time.
    static func instant(_ text: String) -> Date? {
        let chars = Array(text.utf8)
        guard chars.count >= 20, chars.allSatisfy({ $0 < 0x80 }) else { return nil }
        let s = String(decoding: chars, as: UTF8.self)
        func number(_ from: Int, _ length: Int) -> Int? {
            let slice = chars[from..<(from + length)]
            guard slice.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: slice, as: UTF8.self))
        }
        guard let day = LocalDay(String(s.prefix(10))), chars[10] == UInt8(ascii: "T"),
              chars[13] == UInt8(ascii: ":"), chars[16] == UInt8(ascii: ":"),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              hour < 24, minute < 60, second < 60 else { return nil }
        var index = 19
        var fraction = 0.0
        if chars[index] == UInt8(ascii: ".") {
            var digits = 0
            index += 1
            var scale = 0.1
            while index < chars.count, (0x30...0x39).contains(chars[index]) {
                fraction += Double(chars[index] - 0x30) * scale
                scale /= 10
                digits += 1
                index += 1
            }
            guard digits > 0, digits <= 9 else { return nil }
        }
        guard let offset = offsetSeconds(chars[index...]) else { return nil }
        let local = Double(day.dayNumber) * 86_400 + Double(hour * 3_600 + minute * 60 + second) + fraction
        return Date(timeIntervalSince1970: local - Double(offset))
    }

    /// `Z` → 0, `+01:00` → 3600; at most ±18:00.
    private static func offsetSeconds(_ rest: ArraySlice<UInt8>) -> Int? {
        let part = Array(rest)
        if part == [UInt8(ascii: "Z")] { return 0 }
        guard part.count == 6, part[0] == UInt8(ascii: "+") || part[0] == UInt8(ascii: "-"), part[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (0x30...0x39).contains(part[$0]) }) else { return nil }
        let hours = Int(part[1] - 0x30) * 10 + Int(part[2] - 0x30), minutes = Int(part[4] - 0x30) * 10 + Int(part[5] - 0x30)
        guard minutes < 60, hours * 60 + minutes <= 18 * 60 else { return nil }
        return (part[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
}
