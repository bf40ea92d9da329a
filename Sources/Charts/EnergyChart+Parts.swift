import Foundation
import Metrics

extension EnergyChart {
    /// What a screen reader hears: every number of the chart.
    var description: String {
        var parts: [String] = []
        if let today = trend.today { parts.append("Today \(kcal(today)) by \(markerLabel)") }
        if let average = trend.average { parts.append("average \(kcal(average)) by \(markerLabel)") }
        if let total = trend.total { parts.append("average full-day total \(kcal(total))") }
        parts.append(trend.moveGoal.map { "move goal \(kcal($0))" } ?? "no move goal")
        parts.append("compared with \(trend.comparisonDays.count) previous \(trend.day.weekdayName)s")
        return parts.joined(separator: "; ") + "."
    }

    func kcal(_ value: Double) -> String { "\(NumberText.grouped(ActivityRules.kilocalories(value))) kcal" }

    var baseline: String {
        "<line x1=\"\(n(plot.left))\" y1=\"\(n(plot.bottom))\" x2=\"\(n(plot.right))\" y2=\"\(n(plot.bottom))\" stroke=\"\(gridColor)\" stroke-width=\"1\"/>"
    }

    var goalLine: String {
        guard let goal = trend.moveGoal else { return "" }
        let gy = y(goal)
        return "<line class=\"energy-goal\" x1=\"\(n(plot.left))\" y1=\"\(n(gy))\" x2=\"\(n(plot.right))\" y2=\"\(n(gy))\" "
            + "stroke=\"\(Palette.goal)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
            + "<text x=\"\(n(plot.right))\" y=\"\(n(gy - 5))\" text-anchor=\"end\" font-size=\"11\" fill=\"\(Palette.goal)\">\(width < 400 ? "Goal" : "Move goal") \(kcal(goal))</text>"
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
            + "<text x=\"\(n(markerLabelX))\" y=\"\(n(plot.top - 12))\" text-anchor=\"middle\" font-size=\"12\" fill=\"\(textColor)\">\(SVG.escape(markerLabel))</text>"
        if let average = trend.average { out += dot(mx, y(average), Palette.average) }
        if let today = trend.today { out += dot(mx, y(today), Palette.today) }
        return out
    }

    /// Labels at midnight, Data Time and midnight; an end label that would touch the Data Time one is left out.
    /// Where the Data Time label is centred: over the marker, kept clear of the plot's edges.
    var markerLabelX: Double { min(max(x(trend.markerSeconds), plot.left + 18), plot.right - 18) }

    var axisLabels: String {
        let ly = n(height - 8)
        var labels = [(plot.left, "00:00", "start"), (plot.right, "24:00", "end")]
        if showsToday {
            let mx = x(trend.markerSeconds)
            labels = labels.filter { abs($0.0 - mx) > 48 } + [(markerLabelX, markerLabel, "middle")]
        }
        return labels.map { "<text x=\"\(n($0.0))\" y=\"\(ly)\" text-anchor=\"\($0.2)\" font-size=\"11\" fill=\"\(textColor)\">\(SVG.escape($0.1))</text>" }.joined()
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
