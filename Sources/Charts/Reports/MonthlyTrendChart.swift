import Metrics
import Strings

/// A habit's completion month by month as bars with their percentages (the per-habit "monthly trend chart").
public enum MonthlyTrendChart {
    static let pitch = 48.0
    static let bar = 32.0
    static let height = 150.0
    static let top = 18.0
    static let bottom = 20.0

    /// The SVG of `months` (oldest first).
    public static func svg(_ months: [HabitStatistics.MonthFigure], name: String, id: String, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let text = months.map { "\(format.monthAndYear($0.month)): \($0.completion.text)" }.joined(separator: "; ")
        var out = SVG.open(id: id, width: max(pitch, Double(months.count) * pitch), height: height,
                           title: words(.monthlyCompletion, ["name": name]), description: text.isEmpty ? words[.noMonthsYet] : text + ".",
                           className: "trend-chart", ownSize: true)
        let plot = height - top - bottom
        for (index, figure) in months.enumerated() {
            let x = Double(index) * pitch + (pitch - bar) / 2
            let share = Double(figure.completion.percent ?? 0) / 100
            let barHeight = max(1, share * plot)
            out += "<rect class=\"trend-bar\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(top + plot - barHeight))\" "
                + "width=\"\(SVG.number(bar))\" height=\"\(SVG.number(barHeight))\" rx=\"4\"/>"
                + "<text class=\"hm-label\" x=\"\(SVG.number(x + bar / 2))\" y=\"\(SVG.number(top + plot - barHeight - 4))\" "
                + "text-anchor=\"middle\">\(figure.completion.percent.map { "\($0)" } ?? "–")</text>"
                + "<text class=\"hm-label\" x=\"\(SVG.number(x + bar / 2))\" y=\"\(SVG.number(height - 6))\" "
                + "text-anchor=\"middle\">\(SVG.escape(format.shortMonthName(figure.month)))</text>"
        }
        return out + "</svg>"
    }
}
