import Foundation

/// What Foundation says about writing dates and numbers in one locale, asked once and kept: the names
/// of days and months, the localized patterns of the site's date forms (`DateFormatter.dateFormat(
/// fromTemplate:options:locale:)`, so German puts the day first: "21. November 2026"), the clock's
/// patterns and AM/PM words, and the number separators (`NumberFormatter`).
final class FormatSymbols: Sendable {
    let weekdays: [String]
    let shortWeekdays: [String]
    let months: [String]
    let shortMonths: [String]
    let formatWeekdays: [String]
    let formatShortWeekdays: [String]
    let formatMonths: [String]
    let formatShortMonths: [String]
    let amPM: (String, String)
    let longDate: DatePattern
    let shortDate: DatePattern
    let numericDate: DatePattern
    let monthYear: DatePattern
    let monthDay: DatePattern
    let numericMonthDay: DatePattern
    let fullMonthDay: DatePattern
    let weekdayMonthDay: DatePattern
    let shortWeekdayMonthDay: DatePattern
    let fullDate: DatePattern
    let time12: DatePattern
    let time24: DatePattern
    let localeTwentyFourHour: Bool
    let number: NumberSymbols

    private init(_ locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        weekdays = formatter.standaloneWeekdaySymbols
        shortWeekdays = formatter.shortStandaloneWeekdaySymbols
        months = formatter.standaloneMonthSymbols
        shortMonths = formatter.shortStandaloneMonthSymbols
        formatWeekdays = formatter.weekdaySymbols
        formatShortWeekdays = formatter.shortWeekdaySymbols
        formatMonths = formatter.monthSymbols
        formatShortMonths = formatter.shortMonthSymbols
        amPM = (formatter.amSymbol, formatter.pmSymbol)
        func pattern(_ template: String) -> DatePattern {
            DatePattern(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
        }
        longDate = pattern("EEEEMMMMdy")
        shortDate = pattern("MMMdy")
        numericDate = pattern("MMddy")
        monthYear = pattern("MMMMy")
        monthDay = pattern("MMMd")
        numericMonthDay = pattern("Md")
        fullMonthDay = pattern("MMMMd")
        weekdayMonthDay = pattern("EEEEMMMd")
        shortWeekdayMonthDay = pattern("EEEMMMd")
        fullDate = pattern("MMMMdy")
        time12 = pattern("hmm")
        time24 = pattern("HHmm")
        localeTwentyFourHour = !pattern("jmm").usesDayPeriod
        number = NumberSymbols(locale)
    }

    /// The symbols of `locale`, made the first time a build asks for them.
    static func of(_ locale: SiteLocale) -> FormatSymbols {
        cache.withLock { made in
            if let symbols = made[locale.tag] { return symbols }
            let symbols = FormatSymbols(locale.locale)
            made[locale.tag] = symbols
            return symbols
        }
    }

    private static let cache = LockedValue<[String: FormatSymbols]>([:])
}

/// A lock around a value (`Synchronization.Mutex` needs macOS 15).
final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// A date pattern of Unicode's date field symbols (`EEEE, MMMM d, y`), read once into fields.
///
/// A date or time is written field by field as UTF-8 into one buffer, and made a `String` once: pages
/// write tens of thousands of dates, and joining a `String` of each piece cost more than the rest of it.
struct DatePattern: Sendable {
    enum Field: Sendable {
        case literal([UInt8])
        case weekday(width: Int, standalone: Bool)
        case month(width: Int, standalone: Bool)
        case day(width: Int)
        case year(width: Int)
        case hour12(width: Int)
        case hour24(width: Int)
        case minute(width: Int)
        case dayPeriod
    }

    let fields: [Field]

    var usesDayPeriod: Bool { fields.contains { if case .dayPeriod = $0 { true } else { false } } }

    /// Reads a pattern: letters in runs are fields, text in 'quotes' is literal ('' is a quote).
    init(_ pattern: String) {
        var fields: [Field] = []
        var literal = ""
        let chars = Array(pattern)
        var i = 0
        func flush() {
            if !literal.isEmpty { fields.append(.literal(Array(literal.utf8))); literal = "" }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { literal.append("'"); i += 2; continue }
                i += 1
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" { literal.append("'"); i += 2; continue }
                        break
                    }
                    literal.append(chars[i]); i += 1
                }
                i += 1
                continue
            }
            guard c.isASCII, c.isLetter else { literal.append(c); i += 1; continue }
            var width = 1
            while i + width < chars.count, chars[i + width] == c { width += 1 }
            i += width
            let field: Field?
            switch c {
            case "E": field = .weekday(width: width, standalone: false)
            case "c", "e": field = width >= 3 ? .weekday(width: width, standalone: true) : nil
            case "M": field = .month(width: width, standalone: false)
            case "L": field = .month(width: width, standalone: true)
            case "d": field = .day(width: width)
            case "y", "u": field = .year(width: width)
            case "h", "K": field = .hour12(width: width)
            case "H", "k": field = .hour24(width: width)
            case "m": field = .minute(width: width)
            case "a", "b", "B": field = .dayPeriod
            default: field = nil  // another calendar field the site's patterns never ask for
            }
            if let field { flush(); fields.append(field) }
        }
        flush()
        self.fields = fields
    }

    /// Appends `day` written in this pattern to `out` as UTF-8 (a time field writes nothing).
    func write(_ day: LocalDay, _ symbols: FormatSymbols, into out: inout [UInt8]) {
        // By index, not `for in`: without optimisation the array's iterator cost as much as the writing.
        var index = 0
        while index < fields.count {
            defer { index += 1 }
            switch fields[index] {
            case .literal(let bytes): out.append(contentsOf: bytes)
            case let .weekday(width, standalone):
                let names = width >= 4 ? (standalone ? symbols.weekdays : symbols.formatWeekdays)
                    : (standalone ? symbols.shortWeekdays : symbols.formatShortWeekdays)
                Self.append(names[day.weekday - 1], to: &out)
            case let .month(width, standalone):
                if width <= 2 {
                    Self.append(day.month, width: width, to: &out)
                } else {
                    let names = width >= 4 ? (standalone ? symbols.months : symbols.formatMonths)
                        : (standalone ? symbols.shortMonths : symbols.formatShortMonths)
                    Self.append(names[day.month - 1], to: &out)
                }
            case .day(let width): Self.append(day.day, width: width, to: &out)
            case .year(let width): Self.append(width == 2 ? day.year % 100 : day.year, width: width, to: &out)
            case .hour12, .hour24, .minute, .dayPeriod: break
            }
        }
    }

    /// `day` written in this pattern.
    func text(_ day: LocalDay, _ symbols: FormatSymbols) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(48)
        write(day, symbols, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A time of day written in this pattern (a date field writes nothing).
    func text(hour: Int, minute: Int, _ symbols: FormatSymbols) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(16)
        var index = 0
        while index < fields.count {
            defer { index += 1 }
            switch fields[index] {
            case .literal(let bytes): out.append(contentsOf: bytes)
            case .hour12(let width): Self.append(hour % 12 == 0 ? 12 : hour % 12, width: width, to: &out)
            case .hour24(let width): Self.append(hour, width: width, to: &out)
            case .minute(let width): Self.append(minute, width: width, to: &out)
            case .dayPeriod: Self.append(hour < 12 ? symbols.amPM.0 : symbols.amPM.1, to: &out)
            default: break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text`'s UTF-8, from its own storage when it has one (a name from Foundation is often bridged).
    private static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// `pad(value, width)`'s digits, written without a `String`.
    static func append(_ value: Int, width: Int, to out: inout [UInt8]) {
        guard value >= 0 else { return append(pad(value, width), to: &out) }
        var digits = 1, scale = 1
        while value / scale >= 10 { scale *= 10; digits += 1 }
        var zeros = width - digits
        while zeros > 0 { out.append(0x30); zeros -= 1 }
        while scale > 0 {
            out.append(0x30 + UInt8(value / scale % 10))
            scale /= 10
        }
    }
}

/// The locale's number separators, from `NumberFormatter` (digits stay 0–9 in every locale).
struct NumberSymbols: Sendable {
    let decimal: String
    let group: String
    let minus: String
    /// Whether a four-digit number is grouped ("1.234"); some locales group only from five ("1234", "12 345").
    let groupsFourDigits: Bool

    init(_ locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        decimal = formatter.decimalSeparator ?? "."
        group = formatter.groupingSeparator ?? ","
        minus = formatter.minusSign ?? "-"
        groupsFourDigits = formatter.string(from: 1234)?.contains(group) ?? true
    }

    /// `value` grouped by threes with the locale's separator.
    func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? minus : ""
        guard digits.count > 3, digits.count > 4 || groupsFourDigits else { return sign + digits }
        var out = sign
        for (index, char) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += group }
            out.append(char)
        }
        return out
    }

    /// A number `NumberText` wrote (en-US separators, ASCII "-") with this locale's separators.
    func localized(_ text: String) -> String {
        if decimal == "." && group == "," && minus == "-" && groupsFourDigits { return text }
        var out = "", integerPart = "", inFraction = false
        for char in text {
            switch char {
            case "0"..."9":
                if inFraction { out.append(char) } else { integerPart.append(char) }
            case ",":
                continue
            case ".":
                out += regroup(integerPart) + decimal
                integerPart = ""
                inFraction = true
            case "-":
                out += minus
            default:
                out += regroup(integerPart)
                integerPart = ""
                inFraction = false
                out.append(char)
            }
        }
        return out + regroup(integerPart)
    }

    /// Plain digits grouped by this locale's rule.
    private func regroup(_ digits: String) -> String {
        guard !digits.isEmpty, let value = Int(digits) else { return digits }
        return grouped(value)
    }
}
