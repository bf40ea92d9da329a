import Foundation
import Metrics

/// Dates as a Health export writes them: `2019-05-14 18:52:09 -0400`, or, in iOS 8 and 9's exports,
/// `20151107171924+0100` (`yyyyMMddHHmmss±hhmm`), read as instants.
///
/// The offset is the phone's at export time, not the one in force when the sample was
/// recorded, so only the instant is kept: days and hours come from the site's time zone.
public enum HealthDate {
    /// The instant `bytes` name; `nil` unless they are exactly `YYYY-MM-DD HH:MM:SS ±HHMM` (or the compact
    /// `YYYYMMDDHHMMSS±HHMM`) of a real date.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard isShaped(bytes) else { return compact(bytes) }
        guard let day = dayNumber(bytes) else { return nil }
        return instant(bytes, day: day)
    }

    /// The instant of iOS 8 and 9's `20151107171924+0100`; `nil` unless exactly that shape of a real date.
    static func compact(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 19, bytes[14] == 0x2B || bytes[14] == 0x2D,
              let year = digits(bytes, 0, 4), let month = digits(bytes, 4, 2), let day = digits(bytes, 6, 2),
              let date = LocalDay(year: year, month: month, day: day),
              let hour = digits(bytes, 8, 2), let minute = digits(bytes, 10, 2), let second = digits(bytes, 12, 2),
              let hours = digits(bytes, 15, 2), let minutes = digits(bytes, 17, 2),
              hour < 24, minute < 60, second < 61, hours <= 14, minutes < 60 else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (bytes[14] == 0x2D ? -1 : 1)
        let seconds = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The calendar date a valid date text is written on (the phone's date when it was written), either shape.
    static func writtenDay(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDay? {
        if isShaped(bytes) { return dayNumber(bytes).map(LocalDay.init(dayNumber:)) }
        guard bytes.count == 19, let year = digits(bytes, 0, 4), let month = digits(bytes, 4, 2),
              let day = digits(bytes, 6, 2) else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }

    /// The latest calendar date anywhere on Earth at `instant` (its date at UTC+14).
    static func latestDay(at instant: Date) -> LocalDay {
        LocalDay(dayNumber: Int(((instant.timeIntervalSince1970 + 14 * 3600) / 86_400).rounded(.down)))
    }

    /// Parses the UTF-8 of `text` (tests, messages).
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// 25 bytes with the separators in their places.
    @inline(__always)
    static func isShaped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 25 && bytes[4] == 0x2D && bytes[7] == 0x2D && bytes[10] == 0x20 && bytes[13] == 0x3A
            && bytes[16] == 0x3A && bytes[19] == 0x20
    }

    /// Days since 1970-01-01 of the `YYYY-MM-DD` in the first ten bytes; `nil` unless a real date.
    static func dayNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
              let date = LocalDay(year: year, month: month, day: day) else { return nil }
        return date.dayNumber
    }

    /// The instant of the time and offset after the day `day`; `nil` unless they are valid.
    @inline(__always)
    static func instant(_ bytes: UnsafeBufferPointer<UInt8>, day: Int) -> Date? {
        guard let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2),
              let offset = offsetSeconds(bytes),
              hour < 24, minute < 60, second < 61 else { return nil }
        let seconds = day * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `±HHMM` at the end, in seconds east of UTC.
    private static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes[20] == 0x2B || bytes[20] == 0x2D, let hours = digits(bytes, 21, 2), let minutes = digits(bytes, 23, 2),
              hours <= 14, minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return bytes[20] == 0x2D ? -seconds : seconds
    }

    /// The decimal number in `count` ASCII digits at `start`.
    @inline(__always)
    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = Int(bytes[index]) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}

/// `HealthDate.parse` remembering the last day it read: a record's dates, and the next record's,
/// mostly fall on the same day, whose calendar check then is not repeated.
struct HealthDateReader {
    /// The first ten bytes of the last valid date read, and its day number.
    private var lastHead: UInt64 = 0
    private var lastTail: UInt16 = 0
    private var lastDay = 0

    /// What `HealthDate.parse(bytes)` returns.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard HealthDate.isShaped(bytes), let base = bytes.baseAddress else { return HealthDate.compact(bytes) }
        let head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
        let tail = UnsafeRawPointer(base + 8).loadUnaligned(as: UInt16.self)
        if head != lastHead || tail != lastTail {
            guard let day = HealthDate.dayNumber(bytes) else { return nil }
            (lastHead, lastTail, lastDay) = (head, tail, day)
        }
        return HealthDate.instant(bytes, day: lastDay)
    }
}
