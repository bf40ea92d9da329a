import Metrics

/// A heatmap's data as an accessible table: the same days and levels as the squares, for screen readers
/// and for anyone who prefers words (issue 7: "every heatmap also has the same data as an accessible table
/// or list"). Only level words and numbers go in; the caption is escaped.
public enum HeatmapTable {
    /// A year as a table: a row per month, a column per day of the month.
    public static func year(_ layout: YearHeatmap, levels: [HeatmapLevel], caption: String) -> String {
        var out = "<table class=\"heatmap-table\"><caption>\(SVG.escape(caption))</caption><thead><tr><th scope=\"col\">Month</th>"
        out.reserveCapacity(levels.count * 24 + 1_000)
        out += (1...31).map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead><tbody>"
        var index = 0
        for _ in 1...12 {
            let first = layout.squares[index].day
            out += "<tr><th scope=\"row\">\(first.monthName.prefix(3))</th>"
            for _ in 0..<first.daysInMonth {
                out += "<td class=\"\(levels[index].className)\">\(levels[index].text)</td>"
                index += 1
            }
            out += String(repeating: "<td></td>", count: 31 - first.daysInMonth) + "</tr>"
        }
        return out + "</tbody></table>"
    }

    /// Days as a list: "Sun, Nov 1: full".
    public static func list(_ days: [(day: LocalDay, level: HeatmapLevel)], label: String) -> String {
        "<ul class=\"heatmap-list\" aria-label=\"\(SVG.escape(label))\">"
            + days.map { "<li class=\"\($0.level.className)\">\($0.day.weekdayName.prefix(3)), \($0.day.monthName.prefix(3)) \($0.day.day): \($0.level.text)</li>" }.joined()
            + "</ul>"
    }
}

/// The mark drawn over a heatmap square whose level needs more than a colour to be told apart.
///
/// Issue 14: "a skip is shown as a skip on every page". A skipped day's square (class `sk`) gets a
/// diagonal stroke across it, so it differs from "not due" and "missed" by shape as well as by colour
/// (and in forced colours); its `<title>` says "skipped" like every square's. Other levels get no mark.
enum HeatmapMark {
    /// The mark of `level` over the square at `x`, `y` of side `size`; empty for levels without one.
    static func svg(_ level: HeatmapLevel, x: Double, y: Double, size: Double) -> String {
        guard level == .skipped else { return "" }
        let inset = size * 0.25
        return "<path class=\"sk-mark\" d=\"M\(SVG.number(x + inset)) \(SVG.number(y + size - inset))"
            + "L\(SVG.number(x + size - inset)) \(SVG.number(y + inset))\" aria-hidden=\"true\"/>"
    }
}

/// The link around a heatmap square (issue 17: Year and Month squares link to that day's page): an SVG 2
/// `<a href>` whose `<title>` (the square's date and level) names the link and is its tooltip; the square
/// inside it then carries none. Without a page for the day, the square keeps its own `<title>`.
enum HeatmapLink {
    /// The link's opening with its title, appended to `out`, when there is `href`; else nothing (the
    /// square then carries the title: `appendTitle`).
    static func appendOpen(_ href: String?, label day: LocalDay, _ level: HeatmapLevel, to out: inout String) {
        guard let href else { return }
        out += "<a href=\""
        out += SVG.escape(href)
        out += "\">"
        appendTitle(day, level, to: &out)
    }

    /// A square's opening `<rect …>` (its title, if any, and `</rect>` follow): at `x`, `y`, of side `size`,
    /// with rounded corners of radius `corner` when given, and ` we` after the class on a weekend.
    static func appendRect(x: Double, y: Double, size: String, corner: String? = nil, className: String,
                           weekend: Bool = false, to out: inout String) {
        out += "<rect x=\""
        out += SVG.number(x)
        out += "\" y=\""
        out += SVG.number(y)
        out += "\" width=\""
        out += size
        out += "\" height=\""
        out += size
        if let corner {
            out += "\" rx=\""
            out += corner
        }
        out += "\" class=\""
        out += className
        if weekend { out += " we" }
        out += "\">"
    }

    /// `<title>Nov 21, 2026: full</title>`: the day and its level.
    static func appendTitle(_ day: LocalDay, _ level: HeatmapLevel, to out: inout String) {
        out += "<title>"
        out += day.shortText
        out += ": "
        out += level.text
        out += "</title>"
    }
}
