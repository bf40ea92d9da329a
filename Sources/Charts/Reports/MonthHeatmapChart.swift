import Metrics
import Strings

/// A habit's month as a calendar grid of larger squares with day numbers, weekends marked.
///
/// Seed Skill Tracker, "Month View Specifics": "Calendar grid layout (7 columns, 4-5 rows) · Larger squares
/// than year view"; B-017 "Day number labels · Weekend highlighting".
public enum MonthHeatmapChart {
    static let cell = 38.0
    static let pitch = 42.0
    static let top = 18.0
    /// A square's side as the SVG writes it (`SVG.number(cell)`; `HeatmapChartTests` checks they agree).
    static let cellText: StaticString = "38"

    /// The SVG of `layout`; `level(day)` gives each day's level, `href(day)` the link of its square,
    /// `nil` for none; with links the SVG keeps its implicit role rather than one image's.
    public static func svg(_ layout: MonthHeatmap, level: (LocalDay) -> HeatmapLevel, id: String, title: String,
                           description: String, href: (LocalDay) -> String? = { _ in nil }, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let linked = layout.rows.joined().contains { $0.flatMap(href) != nil }
        let texts = HeatmapLevel.texts(words)
        var out = SVGBytes(capacity: 31 * 220 + 2_000)
        out.append(SVG.open(id: id, width: 7 * pitch, height: top + Double(layout.rows.count) * pitch,
                            title: title, description: description, className: "heatmap heatmap-month",
                            role: linked ? nil : "img", ownSize: true))
        for (column, name) in layout.columnNames(format).enumerated() {
            out.append("<text class=\"hm-label\" x=\"")
            out.append(number: Double(column) * pitch + cell / 2)
            out.append("\" y=\"12\" text-anchor=\"middle\">")
            out.append(escaped: name)
            out.append("</text>")
        }
        for (row, days) in layout.rows.enumerated() {
            for (column, day) in days.enumerated() {
                guard let day else { continue }
                let href = href(day), level = level(day)
                // Appended piece by piece: a year of report pages holds tens of thousands of these squares.
                HeatmapLink.appendOpen(href, label: day, level, format, texts, to: &out)
                appendSquare(day, level, titled: href == nil, x: Double(column) * pitch, y: top + Double(row) * pitch, format, texts,
                             to: &out)
                if href != nil { out.append("</a>") }
            }
        }
        out.append("</svg>")
        return out.string
    }

    /// One day's square, its title inside when it has no link (`titled`), its number and mark.
    static func appendSquare(_ day: LocalDay, _ level: HeatmapLevel, titled: Bool, x: Double, y: Double, _ format: SiteFormat,
                             _ texts: [HeatmapLevel: String], to out: inout SVGBytes) {
        HeatmapLink.appendRect(x: x, y: y, size: cellText, corner: "6", className: level.className,
                               weekend: MonthHeatmap.isWeekend(day), to: &out)
        if titled { HeatmapLink.appendTitle(day, level, format, texts, to: &out) }
        out.append("</rect><text class=\"hm-num\" x=\"")
        out.append(number: x + 5)
        out.append("\" y=\"")
        out.append(number: y + 15)
        out.append("\" aria-hidden=\"true\">")
        out.append(day.day)
        out.append("</text>")
        HeatmapMark.append(level, x: x, y: y, size: cell, to: &out)
    }
}
