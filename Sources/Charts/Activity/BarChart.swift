import Metrics
import Strings

/// The Week view's bar chart (seed HelpMeTrain): one vertical bar a day, its actual step
/// count "just above the bar", the day under it.
public enum BarChart {
    /// One bar: the label under it ("Mon"), the words for a screen reader, the value; `nil` steps is a
    /// day with no data (before the history starts): no bar, a dash, and "no data" for a screen reader,
    /// never a bar of 0 steps.
    public struct Bar: Sendable, Equatable {
        public let label: String
        public let spokenLabel: String
        public let steps: Int?
        public init(label: String, spokenLabel: String, steps: Int?) {
            self.label = label
            self.spokenLabel = spokenLabel
            self.steps = steps
        }
    }

    public static let width = 350.0
    public static let height = 210.0
    static let baseline = 186.0
    static let tallest = 150.0
    static let barWidth = 28.0

    /// The chart of `bars`; `id` must be unique within the page.
    public static func svg(_ bars: [Bar], title: String, id: String, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let high = max(1, bars.compactMap(\.steps).max() ?? 0)
        let slot = width / Double(max(1, bars.count))
        let description = bars.map { bar in
            "\(bar.spokenLabel): " + (bar.steps.map { words(.stepsCount, ["count": format.grouped($0)]) } ?? words[.noData])
        }.joined(separator: "; ") + "."
        let body = bars.enumerated().map { index, bar in
            column(bar, centre: slot * (Double(index) + 0.5), barHeight: Double(bar.steps ?? 0) / Double(high) * tallest, format: format)
        }.joined()
        return SVG.open(id: id, width: width, height: height, title: title, description: description, className: "bar-chart")
            + body + "</svg>"
    }

    private static func column(_ bar: Bar, centre: Double, barHeight: Double, format: SiteFormat) -> String {
        let top = baseline - barHeight
        let x = SVG.number(centre), left = SVG.number(centre - barWidth / 2)
        let rect: String = bar.steps == nil ? "" : "<rect class=\"bar\" x=\"\(left)\" y=\"\(SVG.number(top))\" width=\"\(SVG.number(barWidth))\" "
            + "height=\"\(SVG.number(barHeight))\" rx=\"4\" fill=\"#59BEF7\"/>"
        let valueClass = bar.steps == nil ? "bar-value no-data" : "bar-value"
        let value: String = "<text class=\"\(valueClass)\" x=\"\(x)\" y=\"\(SVG.number(top - 6))\" text-anchor=\"middle\" "
            + "font-size=\"\(SVG.number(ChartType.caption))\" fill=\"#EDEDED\">\(bar.steps.map { format.grouped($0) } ?? "–")</text>"
        let label: String = "<text class=\"bar-label\" x=\"\(x)\" y=\"\(SVG.number(height - 6))\" text-anchor=\"middle\" "
            + "font-size=\"\(SVG.number(ChartType.label))\" fill=\"#A3ACAE\">\(SVG.escape(bar.label))</text>"
        return rect + value + label
    }
}
