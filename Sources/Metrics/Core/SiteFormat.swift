import Foundation

/// How the site writes numbers, dates, names of days and months, the time of day and measurements: the
/// site's locale through Foundation (its symbols, its separators, its localized date patterns), in the
/// site's units. Foundation is asked once per locale (`FormatSymbols`, cached); a page then only joins
/// the pieces, so formatting costs no formatter per call.
public struct SiteFormat: Sendable, Hashable {
    /// The language and region the text follows.
    public let locale: SiteLocale
    /// The units distances and energy are shown in.
    public let units: MeasureUnits
    /// Whether times of day are written on the 24-hour clock ("18:00") rather than the 12-hour one ("6:00 PM").
    public let twentyFourHour: Bool
    let symbols: FormatSymbols

    /// The format of `locale` in `units`; the clock is the locale's unless `twentyFourHour` says which.
    public init(locale: SiteLocale, units: MeasureUnits, twentyFourHour: Bool? = nil) {
        self.locale = locale
        self.units = units
        self.symbols = FormatSymbols.of(locale)
        self.twentyFourHour = twentyFourHour ?? symbols.localeTwentyFourHour
    }

    /// What a site without `locale` and `[units]` shows: English names and numbers as written in the
    /// United States, miles and kcal, and the 24-hour clock sitegen always wrote.
    public static let standard = SiteFormat(locale: .enUS, units: .milesAndKilocalories, twentyFourHour: true)

    public static func == (a: SiteFormat, b: SiteFormat) -> Bool {
        a.locale == b.locale && a.units == b.units && a.twentyFourHour == b.twentyFourHour
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(units)
        hasher.combine(twentyFourHour)
    }

    /// Words that name the format whole, for digests: `de-DE km kJ 24`.
    public var key: String { String(decoding: keyBytes, as: UTF8.self) }

    /// The UTF-8 of `key`, put together byte by byte (a page input digests it for every day, week and month:
    /// an interpolated `String` each cost more than the rest of the format's share of a digest).
    public var keyBytes: [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(32)
        key.append(contentsOf: locale.tag.utf8)
        key.append(UInt8(ascii: " "))
        key.append(contentsOf: units.distance.rawValue.utf8)
        key.append(UInt8(ascii: " "))
        key.append(contentsOf: units.energy.rawValue.utf8)
        key.append(contentsOf: twentyFourHour ? " 24".utf8 : " 12".utf8)
        return key
    }
}

// MARK: Names of days and months

extension SiteFormat {
    /// "Saturday", "Samstag".
    public func weekdayName(_ day: LocalDay) -> String { symbols.weekdays[day.weekday - 1] }
    /// "Sat", "Sa": a label standing alone (a chart's axis, a week strip's bubble).
    public func shortWeekdayName(_ day: LocalDay) -> String { symbols.shortWeekdays[day.weekday - 1] }
    /// The short name of a weekday numbered as `Calendar` numbers them (1 = Sunday).
    public func shortWeekdayName(weekday: Int) -> String { symbols.shortWeekdays[(weekday - 1) % 7] }
    /// The name of a weekday numbered as `Calendar` numbers them (1 = Sunday).
    public func weekdayName(weekday: Int) -> String { symbols.weekdays[(weekday - 1) % 7] }
    /// "November", standing alone.
    public func monthName(_ day: LocalDay) -> String { symbols.months[day.month - 1] }
    /// "Nov", "Nov.": a label standing alone (a chart's axis).
    public func shortMonthName(_ day: LocalDay) -> String { symbols.shortMonths[day.month - 1] }
}

// MARK: Dates

extension SiteFormat {
    /// "Saturday, November 21, 2026", "Samstag, 21. November 2026".
    public func longDate(_ day: LocalDay) -> String { symbols.longDate.text(day, symbols) }
    /// "Nov 21, 2026", "21. Nov. 2026".
    public func shortDate(_ day: LocalDay) -> String { symbols.shortDate.text(day, symbols) }
    /// "11/21/2026", "21.11.2026" (seed HelpMeTrain's MM/DD/YYYY in the United States).
    public func numericDate(_ day: LocalDay) -> String { symbols.numericDate.text(day, symbols) }
    /// "November 2026", "November 2026".
    public func monthAndYear(_ day: LocalDay) -> String { symbols.monthYear.text(day, symbols) }
    /// "Nov 21", "21. Nov.".
    public func monthAndDay(_ day: LocalDay) -> String { symbols.monthDay.text(day, symbols) }
    /// "11/21", "21.11.": a day in digits without its year.
    public func numericMonthAndDay(_ day: LocalDay) -> String { symbols.numericMonthDay.text(day, symbols) }
    /// "November 21", "21. November".
    public func fullMonthAndDay(_ day: LocalDay) -> String { symbols.fullMonthDay.text(day, symbols) }
    /// "Saturday, Nov 21", "Samstag, 21. Nov.".
    public func weekdayAndDay(_ day: LocalDay) -> String { symbols.weekdayMonthDay.text(day, symbols) }
    /// "Sat, Nov 21", "Sa., 21. Nov.".
    public func shortWeekdayAndDay(_ day: LocalDay) -> String { symbols.shortWeekdayMonthDay.text(day, symbols) }
    /// "November 21, 2026", "21. November 2026".
    public func fullDate(_ day: LocalDay) -> String { symbols.fullDate.text(day, symbols) }
    /// "Nov 15 – Nov 21, 2026", "15. Nov. – 21. Nov. 2026": a week, its last day with the year.
    public func dayRange(_ first: LocalDay, _ last: LocalDay) -> String { monthAndDay(first) + " – " + shortDate(last) }

    /// Appends `shortDate(day)`'s UTF-8 to `out`, for a writer of bytes (the year heatmap's thousands of squares).
    public func writeShortDate(_ day: LocalDay, into out: inout [UInt8]) {
        symbols.shortDate.write(day, symbols, into: &out)
    }
}

// MARK: Time of day

extension SiteFormat {
    /// A time of day: "18:05" on the 24-hour clock, "6:05 PM" on the 12-hour one (the locale's pattern
    /// and its AM/PM words; Foundation's narrow no-break space before them is kept).
    public func time(hour: Int, minute: Int) -> String {
        let pattern = twentyFourHour ? symbols.time24 : symbols.time12
        return pattern.text(hour: hour, minute: minute, symbols)
    }

    /// The local time of day of `instant` in `calendar`'s zone.
    public func clockTime(_ instant: Date, _ calendar: DayCalendar) -> String {
        let clock = calendar.clock(instant)
        return time(hour: clock.hour, minute: clock.minute)
    }
}

// MARK: Numbers

extension SiteFormat {
    /// An integer grouped as the locale groups: 12345 → "12,345", "12.345", "12 345".
    public func grouped(_ value: Int) -> String { symbols.number.grouped(value) }

    /// A value rounded to `places` decimals, grouped, with the locale's decimal separator: "1,234.5", "1.234,5".
    public func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return Bound.text(value) }
        let text = NumberText.fixed(value, places: places)
        return symbols.number.localized(text)
    }

    /// A change with its sign: "+3.6", "−0.3", "±0.0" (with the locale's separators).
    public func signed(_ value: Double, places: Int) -> String {
        symbols.number.localized(NumberText.signed(value, places: places))
    }

    /// A number as it was given, without a needless ".0" and with every decimal it has, with the locale's
    /// separators: 5, 2.5, 0.25 ("2,5", "0,25"); a target as Loop Habit Tracker stores it.
    public func exact(_ value: Double) -> String { symbols.number.localized(NumberText.exact(value)) }

    /// A count as it reads: whole when it is whole, else with one decimal ("3", "2.5").
    public func count(_ value: Double) -> String {
        fixed(value, places: value.rounded() == value ? 0 : 1)
    }
}

// MARK: Measurements

extension SiteFormat {
    /// Energy burned, `kcal` as stored, in the site's unit as a whole number, grouped: "1,234", "5.163".
    public func energy(kcal: Double) -> String { grouped(units.energy.whole(kcal: kcal)) }
    /// `energy(kcal:)` with the unit's symbol: "1,234 kcal", "5.163 kJ".
    public func energyWithUnit(kcal: Double) -> String { energy(kcal: kcal) + " " + units.energy.symbol }
    /// A distance, `miles` as the history gives it, in the site's unit to the hundredth ("3.42", "5,50"),
    /// from 1,000 on to the tenth ("1.234,5"): a week of long walks does not need its hundredths.
    public func distance(miles: Double) -> String {
        let value = units.distance.value(miles: miles), hundredths = (value * 100).rounded() / 100
        guard hundredths.magnitude < 1_000 else { return fixed(value, places: 1) }
        return fixed(hundredths, places: 2)
    }
    /// `distance(miles:)` with the unit's symbol: "3.42 mi", "5,50 km".
    public func distanceWithUnit(miles: Double) -> String { distance(miles: miles) + " " + units.distance.symbol }
}
