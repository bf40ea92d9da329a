import Metrics

/// An SVG written as UTF-8 bytes into one buffer, made a `String` once at the end.
///
/// For the charts with thousands of parts: a year heatmap appends tens of thousands of pieces, and appending
/// to a `String` costs many times more a piece than appending bytes to an array.
struct SVGBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The SVG so far as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `text` as it is: markup, or text already escaped.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `text` escaped by the one escaper (`SVG.escape`).
    mutating func append(escaped text: String) { append(SVG.escape(text)) }

    /// A whole number's decimal digits.
    mutating func append(_ value: Int) {
        Self.withDigits(of: value.magnitude, negative: value < 0) { bytes.append(contentsOf: $0) }
    }

    /// `format.shortDate(day)` ("Nov 21, 2026", "21. Nov. 2026"), written into the buffer: every square of a
    /// year heatmap has one in its title, and making a text for each was a large share of the square's cost.
    mutating func append(shortDay day: LocalDay, _ format: SiteFormat) {
        format.writeShortDate(day, into: &bytes)
    }

    /// `value` as `SVG.number` writes it: at most two decimals, no trailing zeros.
    mutating func append(number value: Double) {
        Self.withNumber(value) { bytes.append(contentsOf: $0) }
    }

    /// `body` given `value`'s `SVG.number` form, written on the stack: `SVG.number` is called hundreds of
    /// thousands of times a build, and a heap buffer for each was more work than the digits themselves.
    static func withNumber<R>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard value.isFinite else { return withDigits(of: 0, negative: false, body) }
        let scaled = (value * 100).rounded()
        let hundredths = Int(scaled).magnitude
        let whole = hundredths / 100, fraction = hundredths % 100
        return withDigits(of: whole, negative: scaled < 0, fraction: fraction, body)
    }

    /// `body` given the digits of `whole` (a minus before them when `negative`), then `.` and `fraction`'s
    /// hundredths without a trailing zero when it is not 0.
    private static func withDigits<R>(of whole: UInt, negative: Bool, fraction: UInt = 0,
                                      _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // A sign, at most 20 digits, a point and two decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var count = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                count = 1
            }
            var digits = 1, probe = whole
            while probe >= 10 {
                probe /= 10
                digits += 1
            }
            // A while loop, not `stride`: without optimisation its iterator cost more than the digits.
            var rest = whole, index = count + digits - 1
            while index >= count {
                buffer[index] = 0x30 + UInt8(rest % 10)
                rest /= 10
                index -= 1
            }
            count += digits
            if fraction != 0 {
                buffer[count] = UInt8(ascii: ".")
                buffer[count + 1] = 0x30 + UInt8(fraction / 10)
                count += 2
                if fraction % 10 != 0 {
                    buffer[count] = 0x30 + UInt8(fraction % 10)
                    count += 1
                }
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
