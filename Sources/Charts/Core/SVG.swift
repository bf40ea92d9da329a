import Metrics

/// Building blocks for SVG text: escaping and number formatting.
///
/// Text that came from a person or a file is escaped in SVG as in HTML, by the one escaper. Every string
/// that reaches an SVG goes through `SVG.escape`, which also drops the control characters
/// XML does not allow.
public enum SVG {
    /// Escapes `text` for an XML/HTML text node or a quoted attribute value: `HTMLText.escape`, which
    /// replaces `& < > " '` per scalar and drops the control characters XML does not allow.
    public static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A coordinate or length with at most two decimals and no trailing zeros: 12.50 → "12.5".
    /// (Whole hundredths in integer arithmetic: charts write hundreds of thousands of these a build.)
    public static func number(_ value: Double) -> String {
        SVGBytes.withNumber(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// The opening `<svg>` tag of an accessible chart, with its `<title>` and `<desc>`.
    ///
    /// A `standalone` document (a file of its own, not a chart inside a page) carries its size in
    /// CSS pixels and is named by its first `<title>` and `<desc>`, without `aria-labelledby`. `role` is
    /// `img` for a chart that is one image; `nil` for one whose parts are links (a heatmap whose squares
    /// link to their day), which keeps the SVG's implicit role: an image's children are hidden.
    /// `ownSize` gives a chart inside a page its size in CSS pixels too, for one shown at its own size
    /// (never scaled by the page, so its text stays at the type scale's size on screen).
    public static func open(id: String, width: Double, height: Double, title: String, description: String,
                            className: String, standalone: Bool = false, role: String? = "img", ownSize: Bool = false) -> String {
        let titleID = "\(id)-title", descID = "\(id)-desc"
        let size = standalone || ownSize ? "width=\"\(number(width))\" height=\"\(number(height))\" " : ""
        let labelled = standalone ? "" : " aria-labelledby=\"\(titleID) \(descID)\""
        let roleAttribute = role.map { " role=\"\($0)\"" } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(className)\" \(size)viewBox=\"0 0 \(number(width)) \(number(height))\""
            + "\(roleAttribute)\(labelled)>"
            + "<title id=\"\(titleID)\">\(escape(title))</title>"
            + "<desc id=\"\(descID)\">\(escape(description))</desc>"
    }
}
