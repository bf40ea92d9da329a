/// Locale-independent number formatting, so the same history gives the same bytes everywhere.
public enum NumberText {
    /// An integer with comma thousands separators: 12345 → "12,345".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, char) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(char)
        }
        return value < 0 ? "-" + out : out
    }

    /// A number as it was given, without a needless ".0" and with every decimal it has: 5, 2.5, 0.25.
    public static func exact(_ value: Double) -> String {
        if value.rounded() == value, value.magnitude < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A value rounded to `places` decimals, without grouping: 3.14159, 1 → "3.1".
    public static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, value.magnitude < 1e15 else { return Bound.text(value) }
        let rounded = (value * scale).rounded() / scale
        guard places > 0 else { return grouped(WholeNumber.rounded(rounded)) }
        let whole = WholeNumber.truncated(rounded.magnitude)
        let fraction = WholeNumber.rounded((rounded.magnitude - Double(whole)) * scale)
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: max(0, places - fractionText.count)) + fractionText
        return (rounded < 0 ? "-" : "") + grouped(whole) + "." + padded
    }
}

extension NumberText {
    /// A change with its sign and `places` decimals: 3.6 → "+3.6", -0.25 → "−0.3", 0 → "±0.0".
    public static func signed(_ value: Double, places: Int) -> String {
        let text = fixed(abs(value), places: places)
        let zero = fixed(0, places: places)
        return (text == zero ? "±" : value > 0 ? "+" : "−") + text
    }
}
