import Metrics
import Strings

/// A habit's week as seven large squares with the weekday and day number.
///
/// Seed Skill Tracker, "Week View Specifics": "7-day horizontal or vertical layout · Large, detailed squares".
public enum WeekHeatmapChart {
    static let cell = 40.0
    static let pitch = 46.0
    static let top = 16.0

    /// The SVG of `days` (seven, first weekday first) with their levels.
    public static func svg(_ days: [(day: LocalDay, level: HeatmapLevel)], id: String, title: String, description: String,
                           format: SiteFormat = .standard, words: StringTable = .english) -> String {
        var out = SVG.open(id: id, width: 7 * pitch, height: top + cell, title: title, description: description,
                           className: "heatmap heatmap-week", ownSize: true)
        for (index, entry) in days.enumerated() {
            let x = Double(index) * pitch
            out += "<text class=\"hm-label\" x=\"\(SVG.number(x + cell / 2))\" y=\"11\" text-anchor=\"middle\">"
                + "\(SVG.escape(format.shortWeekdayName(entry.day)))</text>"
                + "<rect x=\"\(SVG.number(x))\" y=\"\(SVG.number(top))\" width=\"\(SVG.number(cell))\" height=\"\(SVG.number(cell))\" rx=\"8\" "
                + "class=\"\(entry.level.className)\"><title>\(SVG.escape(format.shortDate(entry.day))): \(SVG.escape(entry.level.text(words)))</title></rect>"
                + "<text class=\"hm-num\" x=\"\(SVG.number(x + cell / 2))\" y=\"\(SVG.number(top + 25))\" text-anchor=\"middle\" "
                + "aria-hidden=\"true\">\(entry.day.day)</text>"
                + HeatmapMark.svg(entry.level, x: x, y: top, size: cell)
        }
        return out + "</svg>"
    }
}
