/// Building blocks for SVG text: escaping and number formatting.
///
/// DESIGN.md: "All text that came from a person … is escaped in HTML and SVG." Every string
/// that reaches an SVG goes through `SVG.escape`, which also drops the control characters
/// XML does not allow.
public enum SVG {
    /// Escapes `text` for an XML/HTML text node or a quoted attribute value.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A coordinate or length with at most two decimals and no trailing zeros: 12.50 → "12.5".
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(Int((value * 100).rounded()).magnitude)
        while text.count < 3 { text = "0" + text }
        let whole = text.dropLast(2)
        var fraction = String(text.suffix(2))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = (value * 100).rounded() < 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The opening `<svg>` tag of an accessible chart, with its `<title>` and `<desc>`.
    ///
    /// A `standalone` document (a file of its own, not a chart inside a page) carries its size in
    /// CSS pixels and is named by its first `<title>` and `<desc>`, without `aria-labelledby`.
    public static func open(id: String, width: Double, height: Double, title: String, description: String,
                            className: String, standalone: Bool = false) -> String {
        let titleID = "\(id)-title", descID = "\(id)-desc"
        let size = standalone ? "width=\"\(number(width))\" height=\"\(number(height))\" " : ""
        let labelled = standalone ? "" : " aria-labelledby=\"\(titleID) \(descID)\""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(className)\" \(size)viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "role=\"img\"\(labelled)>"
            + "<title id=\"\(titleID)\">\(escape(title))</title>"
            + "<desc id=\"\(descID)\">\(escape(description))</desc>"
    }

    /// XML 1.0 forbids C0 controls (but tab, LF, CR), U+FFFE/U+FFFF; HTML also rejects C1 controls.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
        if v == 0xFFFE || v == 0xFFFF { return false }
        return true
    }
}
