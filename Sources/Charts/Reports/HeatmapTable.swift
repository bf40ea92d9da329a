import Metrics
import Strings

/// A heatmap's data as an accessible table: the same days and levels as the squares, for screen readers
/// and for anyone who prefers words (the spec: "every heatmap also has the same data as an accessible table
/// or list"). Only level words and numbers go in; the caption is escaped.
public enum HeatmapTable {
    /// A year as a table: a row per month, a column per day of the month.
    public static func year(_ layout: YearHeatmap, levels: [HeatmapLevel], caption: String, format: SiteFormat = .standard,
                            words: StringTable = .english) -> String {
        // Written as bytes (`SVGBytes`): a year's report page holds twenty of these tables.
        var out = SVGBytes(capacity: levels.count * 30 + 2_000)
        let texts = HeatmapLevel.texts(words)
        out.append("<table class=\"heatmap-table\"><caption>")
        out.append(escaped: caption)
        out.append("</caption><thead><tr><th scope=\"col\">")
        out.append(escaped: words[.tableMonth])
        out.append("</th>")
        for day in 1...31 {
            out.append("<th scope=\"col\">")
            out.append(day)
            out.append("</th>")
        }
        out.append("</tr></thead><tbody>")
        var index = 0
        for _ in 1...12 {
            let first = layout.squares[index].day
            out.append("<tr><th scope=\"row\">")
            out.append(format.shortMonthName(first))
            out.append("</th>")
            for _ in 0..<first.daysInMonth {
                out.append("<td class=\"")
                out.append(levels[index].className)
                out.append("\">")
                out.append(texts[levels[index]] ?? "")
                out.append("</td>")
                index += 1
            }
            for _ in first.daysInMonth..<31 { out.append("<td></td>") }
            out.append("</tr>")
        }
        out.append("</tbody></table>")
        return out.string
    }

    /// Days as a list: "Sun, Nov 1: full".
    public static func list(_ days: [(day: LocalDay, level: HeatmapLevel)], label: String, format: SiteFormat = .standard,
                            words: StringTable = .english) -> String {
        "<ul class=\"heatmap-list\" aria-label=\"\(SVG.escape(label))\">"
            + days.map { "<li class=\"\($0.level.className)\">\(SVG.escape(format.shortWeekdayAndDay($0.day))): \(SVG.escape($0.level.text(words)))</li>" }.joined()
            + "</ul>"
    }
}

/// The mark drawn over a heatmap square whose level needs more than a colour to be told apart.
///
/// The spec: "a skip is shown as a skip on every page". A skipped day's square (class `sk`) gets a
/// diagonal stroke across it, so it differs from "not due" and "missed" by shape as well as by colour
/// (and in forced colours); its `<title>` says "skipped" like every square's. Other levels get no mark.
enum HeatmapMark {
    /// The mark of `level` over the square at `x`, `y` of side `size`; empty for levels without one.
    static func svg(_ level: HeatmapLevel, x: Double, y: Double, size: Double) -> String {
        var out = SVGBytes(capacity: 0)
        append(level, x: x, y: y, size: size, to: &out)
        return out.string
    }

    /// `svg(…)`, appended to `out`.
    static func append(_ level: HeatmapLevel, x: Double, y: Double, size: Double, to out: inout SVGBytes) {
        guard level == .skipped else { return }
        let inset = size * 0.25
        out.append("<path class=\"sk-mark\" d=\"M")
        out.append(number: x + inset)
        out.append(" ")
        out.append(number: y + size - inset)
        out.append("L")
        out.append(number: x + size - inset)
        out.append(" ")
        out.append(number: y + inset)
        out.append("\" aria-hidden=\"true\"/>")
    }
}

/// The link around a heatmap square (Year and Month squares link to that day's page): an SVG 2
/// `<a href>` whose `<title>` (the square's date and level) names the link and is its tooltip; the square
/// inside it then carries none. Without a page for the day, the square keeps its own `<title>`.
enum HeatmapLink {
    /// The link's opening with its title, appended to `out`, when there is `href`; else nothing (the
    /// square then carries the title: `appendTitle`).
    static func appendOpen(_ href: String?, label day: LocalDay, _ level: HeatmapLevel, _ format: SiteFormat,
                           _ texts: [HeatmapLevel: String], to out: inout SVGBytes) {
        guard let href else { return }
        out.append("<a href=\"")
        out.append(escaped: href)
        out.append("\">")
        appendTitle(day, level, format, texts, to: &out)
    }

    /// A square's opening `<rect …>` (its title, if any, and `</rect>` follow): at `x`, `y`, of side `size`,
    /// with rounded corners of radius `corner` when given, and ` we` after the class on a weekend.
    static func appendRect(x: Double, y: Double, size: StaticString, corner: StaticString? = nil, className: String,
                           weekend: Bool = false, to out: inout SVGBytes) {
        out.append("<rect x=\"")
        out.append(number: x)
        out.append("\" y=\"")
        out.append(number: y)
        out.append("\" width=\"")
        out.append(size)
        out.append("\" height=\"")
        out.append(size)
        if let corner {
            out.append("\" rx=\"")
            out.append(corner)
        }
        out.append("\" class=\"")
        out.append(className)
        if weekend { out.append(" we") }
        out.append("\">")
    }

    /// `<title>Nov 21, 2026: full</title>`: the day and its level.
    static func appendTitle(_ day: LocalDay, _ level: HeatmapLevel, _ format: SiteFormat, _ texts: [HeatmapLevel: String],
                            to out: inout SVGBytes) {
        out.append("<title>")
        out.append(shortDay: day, format)
        out.append(": ")
        out.append(texts[level] ?? "")
        out.append("</title>")
    }
}

extension HeatmapLevel {
    /// Every level's words in `words`, escaped, looked up once for a chart's thousands of squares.
    static func texts(_ words: StringTable) -> [HeatmapLevel: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, SVG.escape($0.text(words))) })
    }
}
