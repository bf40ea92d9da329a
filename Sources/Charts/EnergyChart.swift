import Foundation
import Metrics

/// The HealthTrends chart: today's running total against the typical same weekday.
///
/// Seed HealthTrends: "Today's cumulative calories; Average (split into two segments: before
/// Data Time and after Data Time with different opacity); Move goal reference (dashed
/// horizontal line); Vertical marker at Data Time with timestamp; Dots at Data Time position
/// for today/average values; Smart X-axis labels (midnight, Data Time, midnight); Auto-scaled Y-axis."
public struct EnergyChart: Sendable {
    /// The chart's colours; the indicators of the header statistics use the same ones.
    public enum Palette {
        public static let today = "#FF7A3D"
        public static let average = "#59BEF7"
        public static let goal = "#FA114F"
        public static let afterDataTimeOpacity = 0.4
    }

    public let width: Double
    public let height: Double
    let trend: EnergyTrend
    let markerLabel: String
    let textColor: String
    let gridColor: String

    public init(trend: EnergyTrend, markerLabel: String, width: Double = 640, height: Double = 280,
                textColor: String = "#A3ACAE", gridColor: String = "#3E3E40") {
        self.trend = trend
        self.markerLabel = markerLabel
        self.width = width
        self.height = height
        self.textColor = textColor
        self.gridColor = gridColor
    }

    var plot: (left: Double, right: Double, top: Double, bottom: Double) { (12, width - 12, 30, height - 26) }

    /// The top of the y-axis: room for today, the average's end-of-day total and the goal, rounded up to 100 kcal.
    var yMax: Double {
        let highest = [trend.today ?? 0, trend.total ?? 0, trend.moveGoal ?? 0].max() ?? 0
        return max(100, ((highest * 1.1) / 100).rounded(.up) * 100)
    }

    func x(_ seconds: Double) -> Double { plot.left + (plot.right - plot.left) * min(1, max(0, seconds / trend.dayLength)) }
    func y(_ value: Double) -> Double { plot.bottom - (plot.bottom - plot.top) * min(1, max(0, value / yMax)) }

    /// Whether the chart shows the marker and today's line (fresh and delayed data).
    var showsToday: Bool { trend.todayCurve != nil }

    /// The chart as SVG; `id` must be unique within the document.
    public func svg(id: String, title: String) -> String {
        SVG.open(id: id, width: width, height: height, title: title, description: description, className: "energy-chart")
            + body + "</svg>"
    }

    /// The chart's elements without the `<svg>` element, for a widget to place.
    public var body: String { baseline + goalLine + averageLines + todayLine + marker + axisLabels }
}
