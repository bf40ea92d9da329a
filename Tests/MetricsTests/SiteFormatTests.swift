import Foundation
import Testing
@testable import Metrics

@Suite("SiteFormat: dates, names, numbers and units in the site's locale, through Foundation")
struct SiteFormatTests {
    static let german = SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kcal))
    static let day = LocalDay(year: 2026, month: 3, day: 3)!  // a Tuesday
    static let november = LocalDay(year: 2026, month: 11, day: 21)!  // a Saturday

    @Test("the standard format writes what sitegen always wrote (en-US, 24-hour clock)")
    func standard() {
        let f = SiteFormat.standard, d = Self.november
        #expect(f.longDate(d) == "Saturday, November 21, 2026")
        #expect(f.shortDate(d) == "Nov 21, 2026")
        #expect(f.numericDate(d) == "11/21/2026")
        #expect(f.numericDate(Self.day) == "03/03/2026")
        #expect(f.monthAndYear(d) == "November 2026")
        #expect(f.monthAndDay(d) == "Nov 21")
        #expect(f.weekdayAndDay(d) == "Saturday, Nov 21")
        #expect(f.shortWeekdayAndDay(d) == "Sat, Nov 21")
        #expect(f.dayRange(d.adding(days: -6), d) == "Nov 15 – Nov 21, 2026")
        #expect(f.shortMonthName(LocalDay(year: 2026, month: 9, day: 1)!) == "Sep")
        #expect((1...7).map { f.shortWeekdayName(weekday: $0) } == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(f.time(hour: 18, minute: 5) == "18:05")
        #expect(f.time(hour: 0, minute: 0) == "00:00")
        #expect(f.grouped(1_234_567) == "1,234,567")
        #expect(f.grouped(-1234) == "-1,234")
        #expect(f.fixed(1234.5, places: 1) == "1,234.5")
        #expect(f.signed(-0.25, places: 1) == "−0.3")
    }

    @Test("every date form of the standard format equals LocalDay's English forms, every day of a leap year")
    func standardMatchesLocalDay() {
        let f = SiteFormat.standard
        for n in 0..<366 {
            let d = LocalDay(year: 2024, month: 1, day: 1)!.adding(days: n)
            #expect(f.longDate(d) == d.longText && f.shortDate(d) == d.shortText && f.numericDate(d) == d.usFormat)
        }
    }

    @Test("German: names, day-first patterns, decimal comma, 24-hour clock")
    func german() {
        let f = Self.german, d = Self.november
        #expect(f.longDate(d) == "Samstag, 21. November 2026")
        #expect(f.monthAndYear(Self.day) == "März 2026")
        #expect(f.numericDate(Self.day) == "03.03.2026")
        #expect(f.weekdayName(Self.day) == "Dienstag")
        #expect(f.shortDate(d) == "21. Nov. 2026")
        #expect(f.twentyFourHour)
        #expect(f.time(hour: 18, minute: 5) == "18:05")
        #expect(f.fixed(1234.5, places: 1) == "1.234,5")
        #expect(f.grouped(1_234_567) == "1.234.567")
        #expect(f.distanceWithUnit(miles: 1234.5 / 1.609344) == "1.234,5 km")  // from 1,000 on, to the tenth
        #expect(f.distanceWithUnit(miles: 10) == "16,09 km")
    }

    @Test("the 12-hour clock of en-US with the locale's own clock: Foundation's AM/PM")
    func twelveHour() {
        let f = SiteFormat(locale: .enUS, units: .milesAndKilocalories)
        #expect(!f.twentyFourHour)
        #expect(f.time(hour: 18, minute: 5).hasPrefix("6:05"))
        #expect(f.time(hour: 18, minute: 5).hasSuffix("PM"))
        #expect(f.time(hour: 0, minute: 30).hasPrefix("12:30"))
    }

    @Test("grouping of other locales: Swiss French's narrow space, Spanish four digits", arguments: [
        ("fr-CH", 1_234_567, "1\u{202F}234\u{202F}567"), ("es-ES", 1234, "1234"), ("es-ES", 12_345, "12.345"), ("en-GB", 1234, "1,234"),
    ])
    func grouping(tag: String, value: Int, text: String) throws {
        let f = SiteFormat(locale: try #require(SiteLocale(tag)), units: .milesAndKilocalories)
        #expect(f.grouped(value) == text)
    }

    @Test("energy in kJ: 1 kcal = 4.184 kJ, from the whole kcal, zero and huge values", arguments: [
        (0.0, EnergyUnit.kJ, "0"), (1.0, .kJ, "4"), (100.0, .kJ, "418"), (0.4, .kJ, "0"), (0.6, .kJ, "4"),
        (239.0, .kJ, "1,000"), (50_000.0, .kJ, "209,200"), (1e20, .kJ, "1,000,000,000,000,000"),
        (1234.4, .kcal, "1,234"), (1234.5, .kcal, "1,235"),
    ])
    func energy(kcal: Double, unit: EnergyUnit, text: String) {
        let f = SiteFormat(locale: .enUS, units: MeasureUnits(distance: .mi, energy: unit), twentyFourHour: true)
        #expect(f.energy(kcal: kcal) == text)
    }

    @Test("distance in km: 1 mi = 1.609344 km, to the hundredth", arguments: [
        (0.0, DistanceUnit.km, "0.00"), (1.0, .km, "1.61"), (10.0, .km, "16.09"), (3.1, .mi, "3.10"),
        (621.0, .km, "999.40"), (621.371192, .km, "1,000.0"), (0.003, .km, "0.00"), (0.004, .km, "0.01"), (1e9, .mi, "1,000,000,000.0"),
    ])
    func distance(miles: Double, unit: DistanceUnit, text: String) {
        let f = SiteFormat(locale: .enUS, units: MeasureUnits(distance: unit, energy: .kcal), twentyFourHour: true)
        #expect(f.distance(miles: miles) == text)
    }

    @Test("the units a locale reads", arguments: [
        ("en-US", DistanceUnit.mi, EnergyUnit.kcal), ("en-GB", .mi, .kcal), ("de-DE", .km, .kcal),
        ("fr-CH", .km, .kcal), ("en-AU", .km, .kJ), ("en-NZ", .km, .kJ), ("ja-JP", .km, .kcal),
    ])
    func localeUnits(tag: String, distance: DistanceUnit, energy: EnergyUnit) throws {
        let units = MeasureUnits(locale: try #require(SiteLocale(tag)))
        #expect(units.distance == distance && units.energy == energy)
    }

    @Test("the first weekday a locale starts its week on", arguments: [("de-DE", 2), ("en-US", 1), ("en-GB", 2), ("fr-CH", 2)])
    func firstWeekday(tag: String, weekday: Int) throws {
        #expect(try #require(SiteLocale(tag)).firstWeekday == weekday)
    }

    @Test("a date pattern's quoted text is kept as written")
    func quoted() {
        let pattern = DatePattern("d 'de' MMMM 'o''clock' y")
        let symbols = FormatSymbols.of(.enUS)
        #expect(pattern.text(Self.november, symbols) == "21 de November o'clock 2026")
    }

    @Test("a number field is zero-padded to its width and never cut", arguments: [
        (0, 1, "0"), (7, 2, "07"), (7, 1, "7"), (21, 1, "21"), (2026, 2, "2026"), (26, 4, "0026"), (1_000_000, 3, "1000000"),
        (Int.max, 1, String(Int.max)), (-5, 3, "0-5"),
    ])
    func paddedNumber(value: Int, width: Int, text: String) {
        var out: [UInt8] = []
        DatePattern.append(value, width: width, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == text)
        #expect(text == pad(value, width))
    }

    @Test("every field kind of a pattern, a two-digit year and non-ASCII literals and names")
    func everyField() throws {
        let german = FormatSymbols.of(try #require(SiteLocale("de-DE")))
        let day = LocalDay(year: 2007, month: 3, day: 4)!  // a Sunday
        #expect(DatePattern("EEEE, d. MMMM yy 'um' LLLL").text(day, german) == "Sonntag, 4. März 07 um März")
        #expect(DatePattern("ccc|EEE|MMM|LLL").text(day, german)
            == [german.shortWeekdays[0], german.formatShortWeekdays[0], german.formatShortMonths[2], german.shortMonths[2]].joined(separator: "|"))
        #expect(DatePattern("dd.MM.yyyy – M/d/y → MMMM").text(day, german) == "04.03.2007 – 3/4/2007 → März")
        #expect(DatePattern("HH:mm 'Uhr' h a").text(hour: 7, minute: 5, german) == "07:05 Uhr 7 " + german.amPM.0)
        #expect(DatePattern("h:mm a").text(hour: 0, minute: 0, german) == "12:00 " + german.amPM.0)
        #expect(DatePattern("K:mm a").text(hour: 13, minute: 59, german) == "1:59 " + german.amPM.1)
        #expect(DatePattern("HH:mm").text(day, german) == ":", "a time field writes nothing in a date")
    }

    @Test("a short date written into bytes is the short date, after what the buffer held, in both locales")
    func shortDateBytes() {
        for format in [SiteFormat.standard, Self.german] {
            for n in stride(from: 0, to: 366, by: 17) {
                let d = Self.day.adding(days: n)
                var out = Array("<title>".utf8)
                format.writeShortDate(d, into: &out)
                #expect(String(decoding: out, as: UTF8.self) == "<title>" + format.shortDate(d))
            }
        }
        #expect(Self.german.shortDate(Self.november) == "21. Nov. 2026")
    }
}
