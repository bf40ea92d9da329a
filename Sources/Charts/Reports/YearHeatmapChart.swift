import Metrics
import Strings

/// A habit's year as ONE SVG of plain rects: GitHub's contribution grid, a column per week.
///
/// The spec: "a year heatmap is one SVG with plain rects (no per-square groups or filters)"; "Every square
/// has a `<title>` (date and level)". Colours come from the page's CSS: each rect carries its level's class
/// (`l0` … `l3`, `nd`, `sk`, `pe`, `fu`, `ou`) and the card's category class sets the colour; a skipped
/// square also carries a stroke (`HeatmapMark`).
public enum YearHeatmapChart {
    static let cell = 11.0
    static let pitch = 13.0
    static let left = 28.0
    static let top = 14.0
    /// A square's side as the SVG writes it (`SVG.number(cell)`; `HeatmapChartTests` checks they agree).
    static let cellText: StaticString = "11"

    /// The SVG of `layout` with `levels` (one per square, in `layout.squares` order). `href(day)` is the
    /// link of a day's square ("each square links to that day's page"), `nil` for none; with
    /// links the SVG keeps its implicit role rather than one image's (whose children would be hidden).
    public static func svg(_ layout: YearHeatmap, levels: [HeatmapLevel], id: String, title: String, description: String,
                           href: (LocalDay) -> String? = { _ in nil }, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let hrefs = layout.squares.map { href($0.day) }
        var out = SVGBytes(capacity: levels.count * 140 + 2_000)
        let texts = HeatmapLevel.texts(words)
        out.append(SVG.open(id: id, width: left + Double(layout.columns) * pitch, height: top + 7 * pitch,
                            title: title, description: description, className: "heatmap heatmap-year",
                            role: hrefs.contains { $0 != nil } ? nil : "img", ownSize: true))
        out.append(labels(layout, format))
        for (index, (square, level)) in zip(layout.squares, levels).enumerated() {
            let x = left + Double(square.column) * pitch, y = top + Double(square.row) * pitch
            // Appended piece by piece as bytes: a year's report page holds thousands of these squares.
            HeatmapLink.appendOpen(hrefs[index], label: square.day, level, format, texts, to: &out)
            HeatmapLink.appendRect(x: x, y: y, size: cellText, className: level.className, to: &out)
            if hrefs[index] == nil { HeatmapLink.appendTitle(square.day, level, format, texts, to: &out) }
            out.append("</rect>")
            HeatmapMark.append(level, x: x, y: y, size: cell, to: &out)
            if hrefs[index] != nil { out.append("</a>") }
        }
        out.append("</svg>")
        return out.string
    }

    /// The same year at a glance, for a page that shows many habits' years: one image whose squares of a level
    /// are one `<path>` (`M x y h11 v11 h-11 z` a square), with no link or title a square. The habit's own
    /// year page (`svg(…)` with links, and the table) is a tap away, so a Year report of many habits stays
    /// light. The classes and the skip's mark are `svg(…)`'s, so the page's CSS colours both alike.
    public static func compactSVG(_ layout: YearHeatmap, levels: [HeatmapLevel], id: String, title: String,
                                  description: String, format: SiteFormat = .standard) -> String {
        var out = SVGBytes(capacity: levels.count * 20 + 2_000)
        out.append(SVG.open(id: id, width: left + Double(layout.columns) * pitch, height: top + 7 * pitch,
                            title: title, description: description, className: "heatmap heatmap-year", ownSize: true))
        out.append(labels(layout, format))
        var squaresOf: [HeatmapLevel: [Int]] = [:]
        var order: [HeatmapLevel] = []
        for (index, level) in levels.enumerated() where index < layout.squares.count {
            if squaresOf[level] == nil { order.append(level) }
            squaresOf[level, default: []].append(index)
        }
        for level in order {
            out.append("<path class=\"")
            out.append(level.className)
            out.append("\" d=\"")
            for index in squaresOf[level] ?? [] {
                let square = layout.squares[index]
                out.append("M")
                out.append(number: left + Double(square.column) * pitch)
                out.append(" ")
                out.append(number: top + Double(square.row) * pitch)
                out.append("h")
                out.append(cellText)
                out.append("v")
                out.append(cellText)
                out.append("h-")
                out.append(cellText)
                out.append("z")
            }
            out.append("\"/>")
        }
        for index in squaresOf[.skipped] ?? [] {
            let square = layout.squares[index]
            HeatmapMark.append(.skipped, x: left + Double(square.column) * pitch, y: top + Double(square.row) * pitch, size: cell, to: &out)
        }
        out.append("</svg>")
        return out.string
    }

    /// Month names above their first column; Mon/Wed/Fri (or the first, third and fifth rows) on the left.
    static func labels(_ layout: YearHeatmap, _ format: SiteFormat) -> String {
        let months = layout.monthLabels.map {
            "<text class=\"hm-label\" x=\"\(SVG.number(left + Double($0.column) * pitch))\" y=\"10\">\(SVG.escape(format.shortMonthName($0.first)))</text>"
        }
        let rowNames = layout.rowNames(format)
        let rows = [0, 2, 4].map {
            "<text class=\"hm-label\" x=\"0\" y=\"\(SVG.number(top + Double($0) * pitch + 9))\">\(SVG.escape(rowNames[$0]))</text>"
        }
        return (months + rows).joined()
    }
}
