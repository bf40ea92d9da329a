import Metrics

/// An SVG written as UTF-8 bytes into one buffer, made a `String` once at the end.
///
/// For the charts with thousands of parts: a year heatmap appends about 20,000 pieces, and appending to a
/// `String` was about 350 instructions a piece (issue 19: at 10 years a next day's build made 38 year
/// heatmaps, 190 M instructions, more than half of it in those appends).
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
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    /// `value` as `SVG.number` writes it: at most two decimals, no trailing zeros.
    mutating func append(number value: Double) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let scaled = (value * 100).rounded()
        let hundredths = Int(scaled).magnitude
        let whole = hundredths / 100, fraction = hundredths % 100
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(whole)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(0x30 + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(0x30 + UInt8(fraction % 10)) }
    }

    private mutating func appendDigits(_ value: UInt) {
        guard value >= 10 else { return bytes.append(0x30 + UInt8(value)) }
        appendDigits(value / 10)
        bytes.append(0x30 + UInt8(value % 10))
    }
}
