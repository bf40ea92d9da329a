import Foundation
import Metrics
import Strings

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
    /// How energy and the weekday are written, and in which unit.
    let format: SiteFormat
    /// The words of the chart's labels and of what a screen reader hears.
    let words: StringTable

    public init(trend: EnergyTrend, markerLabel: String, width: Double = 640, height: Double = 280,
                textColor: String = "#A3ACAE", gridColor: String = "#3E3E40", format: SiteFormat = .standard,
                words: StringTable = .english) {
        self.format = format
        self.words = words
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
    public func svg(id: String, title: String, className: String = "energy-chart") -> String {
        SVG.open(id: id, width: width, height: height, title: title, description: description, className: className)
            + body + "</svg>"
    }

    /// The chart's elements without the `<svg>` element, for a widget to place.
    public var body: String { baseline + goalLine + averageLines + todayLine + marker + axisLabels }
}

extension EnergyChart {
    /// What a screen reader hears: every number of the chart.
    var description: String {
        var parts: [String] = []
        if let today = trend.today { parts.append(words(.chartToday, ["energy": kcal(today), "time": markerLabel])) }
        if let average = trend.average { parts.append(words(.chartAverage, ["energy": kcal(average), "time": markerLabel])) }
        if let total = trend.total { parts.append(words(.chartTotal, ["energy": kcal(total)])) }
        parts.append(trend.moveGoal.map { words(.chartMoveGoal, ["energy": kcal($0)]) } ?? words[.chartNoMoveGoal])
        parts.append(words(.chartComparedWith, ["count": "\(trend.comparisonDays.count)", "weekday": format.weekdayName(trend.day)]))
        return parts.joined(separator: "; ") + "."
    }

    /// Energy with its unit, in the site's unit: "1,234 kcal", "5.163 kJ".
    func kcal(_ value: Double) -> String { format.energyWithUnit(kcal: value) }

    var baseline: String {
        "<line x1=\"\(n(plot.left))\" y1=\"\(n(plot.bottom))\" x2=\"\(n(plot.right))\" y2=\"\(n(plot.bottom))\" stroke=\"\(gridColor)\" stroke-width=\"1\"/>"
    }

    var goalLine: String {
        guard let goal = trend.moveGoal else { return "" }
        let gy = y(goal)
        let label = goalLabel(goal)
        return "<line class=\"energy-goal\" x1=\"\(n(plot.left))\" y1=\"\(n(gy))\" x2=\"\(n(plot.right))\" y2=\"\(n(gy))\" "
            + "stroke=\"\(Palette.goal)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
            + "<text class=\"energy-goal-label\" x=\"\(n(label.x))\" y=\"\(n(gy - 5))\" text-anchor=\"\(label.anchor)\" "
            + "font-size=\"\(n(ChartType.caption))\" fill=\"\(Palette.goal)\">\(SVG.escape(label.text))</text>"
    }

    /// The goal line's label, at the end of the line away from the Data Time marker, so the marker never
    /// crosses it: right-aligned at the plot's right edge unless the marker runs through that span.
    func goalLabel(_ goal: Double) -> (text: String, x: Double, anchor: String, span: ClosedRange<Double>) {
        let text = words(width < 400 ? .chartGoalShort : .chartGoalLong, ["energy": kcal(goal)])
        let textWidth = ChartType.width(text, size: ChartType.caption)
        let right = (plot.right - textWidth)...plot.right
        guard showsToday, right.contains(x(trend.markerSeconds) + 6) || right.contains(x(trend.markerSeconds) - 6) else {
            return (text, plot.right, "end", right)
        }
        return (text, plot.left, "start", plot.left...(plot.left + textWidth))
    }

    var averageLines: String {
        guard let curve = trend.averageCurve else { return "" }
        guard showsToday else { return polyline(curve.points, color: Palette.average, width: 2.5, opacity: 1, className: "energy-average") }
        let split = CumulativeCurve.Point(seconds: trend.markerSeconds, value: curve.value(at: trend.markerSeconds))
        let before = curve.points.filter { $0.seconds < split.seconds } + [split]
        let after = [split] + curve.points.filter { $0.seconds > split.seconds }
        return polyline(before, color: Palette.average, width: 2.5, opacity: 1, className: "energy-average")
            + polyline(after, color: Palette.average, width: 2.5, opacity: Palette.afterDataTimeOpacity, className: "energy-average-projected")
    }

    var todayLine: String {
        guard let curve = trend.todayCurve else { return "" }
        return polyline(curve.points, color: Palette.today, width: 3, opacity: 1, className: "energy-today")
    }

    var marker: String {
        guard showsToday else { return "" }
        let mx = x(trend.markerSeconds)
        var out = "<line class=\"energy-marker\" x1=\"\(n(mx))\" y1=\"\(n(plot.top - 8))\" x2=\"\(n(mx))\" y2=\"\(n(plot.bottom))\" stroke=\"\(textColor)\" stroke-width=\"1\"/>"
            + "<text class=\"energy-marker-label\" x=\"\(n(markerLabelX))\" y=\"\(n(plot.top - 12))\" text-anchor=\"middle\" "
            + "font-size=\"\(n(ChartType.label))\" fill=\"\(textColor)\">\(SVG.escape(markerLabel))</text>"
        if let average = trend.average { out += dot(mx, y(average), Palette.average) }
        if let today = trend.today { out += dot(mx, y(today), Palette.today) }
        return out
    }

    /// Where the Data Time label is centred: over the marker, kept clear of the plot's edges.
    var markerLabelX: Double { min(max(x(trend.markerSeconds), plot.left + 18), plot.right - 18) }

    /// The axis's two midnights on the site's clock: "00:00" and "24:00" on the 24-hour clock, the
    /// day's start at both ends on the 12-hour one ("12:00 AM"), which has no hour 24.
    var midnights: (start: String, end: String) {
        let start = format.time(hour: 0, minute: 0)
        return (start, format.twentyFourHour ? format.time(hour: 24, minute: 0) : start)
    }

    /// Labels at midnight, Data Time and midnight. Both midnights are always there (every widget size);
    /// the Data Time one under the axis only when it clears them (the marker's own label above the plot
    /// always shows the time).
    var axisLabels: String {
        let ly = n(height - 8), size = ChartType.caption, midnights = midnights
        var labels = [(plot.left, midnights.start, "start"), (plot.right, midnights.end, "end")]
        if showsToday {
            let half = ChartType.width(markerLabel, size: size) / 2
            let start = ChartType.width(midnights.start, size: size), end = ChartType.width(midnights.end, size: size)
            let x = markerLabelX
            if x - half > plot.left + start + 6 && x + half < plot.right - end - 6 { labels.append((x, markerLabel, "middle")) }
        }
        return labels.map {
            "<text class=\"energy-axis\" x=\"\(n($0.0))\" y=\"\(ly)\" text-anchor=\"\($0.2)\" font-size=\"\(n(size))\" "
                + "fill=\"\(textColor)\">\(SVG.escape($0.1))</text>"
        }.joined()
    }

    func polyline(_ points: [CumulativeCurve.Point], color: String, width: Double, opacity: Double, className: String) -> String {
        let coordinates = points.map { "\(n(x($0.seconds))),\(n(y($0.value)))" }.joined(separator: " ")
        let faded = opacity < 1 ? " stroke-opacity=\"\(n(opacity))\"" : ""
        return "<polyline class=\"\(className)\" points=\"\(coordinates)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"\(faded) stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
    }

    func dot(_ cx: Double, _ cy: Double, _ color: String) -> String {
        "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"4.5\" fill=\"\(color)\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>"
    }

    func n(_ value: Double) -> String { SVG.number(value) }
}
