import Metrics

/// A habit's month as a calendar grid of larger squares with day numbers, weekends marked.
///
/// Seed Skill Tracker, "Month View Specifics": "Calendar grid layout (7 columns, 4-5 rows) · Larger squares
/// than year view"; B-017 "Day number labels · Weekend highlighting".
public enum MonthHeatmapChart {
    static let cell = 38.0
    static let pitch = 42.0
    static let top = 18.0

    /// The SVG of `layout`; `level(day)` gives each day's level, `href(day)` the link of its square (issue 17),
    /// `nil` for none; with links the SVG keeps its implicit role rather than one image's.
    public static func svg(_ layout: MonthHeatmap, level: (LocalDay) -> HeatmapLevel, id: String, title: String,
                           description: String, href: (LocalDay) -> String? = { _ in nil }) -> String {
        let linked = layout.rows.joined().contains { $0.flatMap(href) != nil }
        var out = SVG.open(id: id, width: 7 * pitch, height: top + Double(layout.rows.count) * pitch,
                           title: title, description: description, className: "heatmap heatmap-month",
                           role: linked ? nil : "img", ownSize: true)
        for (column, name) in layout.columnNames.enumerated() {
            out += "<text class=\"hm-label\" x=\"\(SVG.number(Double(column) * pitch + cell / 2))\" y=\"12\" text-anchor=\"middle\">\(name)</text>"
        }
        for (row, days) in layout.rows.enumerated() {
            for (column, day) in days.enumerated() {
                guard let day else { continue }
                let href = href(day), link = HeatmapLink.open(href, label: "\(day.shortText): \(level(day).text)")
                out += link.link + square(day, level(day), title: link.rectTitle, x: Double(column) * pitch, y: top + Double(row) * pitch)
                    + HeatmapLink.close(href)
            }
        }
        return out + "</svg>"
    }

    static func square(_ day: LocalDay, _ level: HeatmapLevel, title: String, x: Double, y: Double) -> String {
        let weekend = MonthHeatmap.isWeekend(day) ? " we" : ""
        return "<rect x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(cell))\" height=\"\(SVG.number(cell))\" "
            + "rx=\"6\" class=\"\(level.className)\(weekend)\">\(title)</rect>"
            + "<text class=\"hm-num\" x=\"\(SVG.number(x + 5))\" y=\"\(SVG.number(y + 15))\" aria-hidden=\"true\">\(day.day)</text>"
            + HeatmapMark.svg(level, x: x, y: y, size: cell)
    }
}
