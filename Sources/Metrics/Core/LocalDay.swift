/// A calendar day with no time and no time zone, written `YYYY-MM-DD`: the site's day, 00:00:00–23:59:59
/// in the site's time zone (docs/site.md, "Rules the site keeps"); `DayCalendar` maps instants onto it.
///
/// Arithmetic uses the proleptic Gregorian calendar directly, so it needs no `Calendar`
/// and no clock: `LocalDay(2024, 2, 28).adding(days: 1)` is 2024-02-29.
public struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    /// Days since 1970-01-01 (negative before), kept with the parts: a build adds days, compares and hashes
    /// days millions of times, and working the number out from the parts each time was a measurable share of it.
    /// Equality, order and hashing go by it alone.
    public let dayNumber: Int

    /// A day from its parts; `nil` when the parts name no real day (2023-02-29, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...LocalDay.daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
        self.dayNumber = Self.number(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD` (ASCII digits); `nil` for anything else.
    ///
    /// Read from the UTF-8 bytes with no allocation: a store is read day by day (a long history holds
    /// tens of thousands of dated rows), and splitting into substrings was costly for each.
    public init?(_ text: String) {
        self.init(utf8: text.utf8)
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes (a store's text column, read in place).
    @inlinable
    public init?<Bytes: Sequence>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
        var year = 0, month = 0, day = 0, position = 0
        for byte in bytes {
            switch position {
            case 4, 7:
                guard byte == UInt8(ascii: "-") else { return nil }
            case 0..<10:
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if position < 4 { year = year * 10 + digit } else if position < 7 { month = month * 10 + digit } else { day = day * 10 + digit }
            default:
                return nil
            }
            position += 1
        }
        guard position == 10 else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `n` days after 1970-01-01 (negative before).
    public init(dayNumber n: Int) {
        // Howard Hinnant's civil_from_days.
        let z = n + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
        self.dayNumber = n
    }

    /// The day number of a day's parts (Howard Hinnant's days_from_civil).
    private static func number(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public func adding(days: Int) -> LocalDay { LocalDay(dayNumber: dayNumber + days) }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDay) -> Int { other.dayNumber - dayNumber }

    /// 1 = Sunday … 7 = Saturday, as Foundation's `Calendar` numbers weekdays.
    public var weekday: Int {
        let n = (dayNumber + 4) % 7  // 1970-01-01 was a Thursday
        return (n < 0 ? n + 7 : n) + 1
    }

    /// The first day of this day's month.
    public var firstOfMonth: LocalDay { LocalDay(uncheckedYear: year, month: month, day: 1) }

    /// How many days this day's month has.
    public var daysInMonth: Int { LocalDay.daysIn(month: month, year: year) }

    /// `YYYY-MM-DD`.
    public var description: String {
        digits(year, 4, UInt8(ascii: "-"), month, 2, UInt8(ascii: "-"), day, 2) ?? "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `MM/DD/YYYY`, the seed HelpMeTrain's date format.
    public var usFormat: String {
        digits(month, 2, UInt8(ascii: "/"), day, 2, UInt8(ascii: "/"), year, 4) ?? "\(pad(month, 2))/\(pad(day, 2))/\(pad(year, 4))"
    }

    /// Each of `days` once, oldest first. Marked in an array by day number when they lie within 100,000 days
    /// of each other (a habit history's tens of thousands of check-ins: a fraction of hashing each day).
    public static func distinct(_ days: [LocalDay]) -> [LocalDay] {
        var low = Int.max, high = Int.min
        for day in days {
            low = Swift.min(low, day.dayNumber)
            high = Swift.max(high, day.dayNumber)
        }
        guard low <= high else { return [] }
        guard high - low < 100_000 else { return Set(days).sorted() }
        var seen = [Bool](repeating: false, count: high - low + 1)
        for day in days { seen[day.dayNumber - low] = true }
        return seen.indices.compactMap { seen[$0] ? LocalDay(dayNumber: low + $0) : nil }
    }

    public static func < (a: LocalDay, b: LocalDay) -> Bool { a.dayNumber < b.dayNumber }

    public static func == (a: LocalDay, b: LocalDay) -> Bool { a.dayNumber == b.dayNumber }

    public func hash(into hasher: inout Hasher) { hasher.combine(dayNumber) }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.dayNumber = Self.number(year: year, month: month, day: day)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int, dayNumber: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.dayNumber = dayNumber
    }

    /// The day after this one: `adding(days: 1)` by counting on in the month, without converting the day
    /// number back (a habit's timeline walks each of its days one after another).
    public var next: LocalDay {
        if day < Self.daysIn(month: month, year: year) {
            return LocalDay(uncheckedYear: year, month: month, day: day + 1, dayNumber: dayNumber + 1)
        }
        return month < 12 ? LocalDay(uncheckedYear: year, month: month + 1, day: 1, dayNumber: dayNumber + 1)
            : LocalDay(uncheckedYear: year + 1, month: 1, day: 1, dayNumber: dayNumber + 1)
    }
}

extension LocalDay: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = LocalDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a date YYYY-MM-DD, found \(text)"))
        }
        self = day
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// `first`, `second` and `third` with leading zeros to their widths, joined by the two separators, written
/// in place (a day's text is made for every link and file name of a build: this skips `pad`'s six
/// temporary strings); nil when a number is negative or wider than its width, for `pad` to spell.
private func digits(_ first: Int, _ firstWidth: Int, _ separator1: UInt8, _ second: Int, _ secondWidth: Int,
                    _ separator2: UInt8, _ third: Int, _ thirdWidth: Int) -> String? {
    func fits(_ value: Int, _ width: Int) -> Bool { value >= 0 && value < (width == 2 ? 100 : 10_000) }
    guard fits(first, firstWidth), fits(second, secondWidth), fits(third, thirdWidth) else { return nil }
    return String(unsafeUninitializedCapacity: firstWidth + secondWidth + thirdWidth + 2) { buffer in
        func write(_ value: Int, _ width: Int, at start: Int) {
            var rest = value
            for offset in stride(from: width - 1, through: 0, by: -1) {
                buffer[start + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        write(first, firstWidth, at: 0)
        buffer[firstWidth] = separator1
        write(second, secondWidth, at: firstWidth + 1)
        buffer[firstWidth + secondWidth + 1] = separator2
        write(third, thirdWidth, at: firstWidth + secondWidth + 2)
        return firstWidth + secondWidth + thirdWidth + 2
    }
}

/// `value`'s digits with zeros before them up to `width` (`pad(7, 2)` is "07"): a day's parts, a clock time's.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

extension LocalDay {
    /// "Saturday": Foundation's en-US name (`SiteFormat.standard`), whatever the machine's locale, so builds
    /// are byte-identical everywhere. A page writes names in the site's locale through its `SiteFormat`.
    public var weekdayName: String { SiteFormat.standard.weekdayName(self) }

    /// "November".
    public var monthName: String { SiteFormat.standard.monthName(self) }

    /// "Saturday, November 21, 2026".
    public var longText: String { SiteFormat.standard.longDate(self) }

    /// "Nov 21, 2026": the short English form of messages and logs.
    public var shortText: String { SiteFormat.standard.shortDate(self) }
}
