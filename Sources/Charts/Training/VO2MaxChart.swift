import Metrics
import Strings

/// The VO₂ max trend as SVG: a line through the readings and a point on each, over their dates.
///
/// Seed N4x4: "`LineMark` + `PointMark` over date/time", shown only from two readings on.
public enum VO2MaxChart {
    /// The default size; the page lays the chart out for a phone and for a desktop (`width`).
    public static let width = 400.0
    static let height = 220.0
    static let plot = (left: 40.0, right: 12.0, top: 12.0, bottom: 32.0)

    /// The chart for `trend`, `width` wide; `nil` below two readings (the page shows the fallback text instead).
    public static func svg(_ trend: VO2MaxTrend, id: String, width: Double = width, className: String = "vo2-chart",
                           format: SiteFormat = .standard, words: StringTable = .english) -> String? {
        guard trend.hasChart, let first = trend.points.first, let last = trend.points.last else { return nil }
        let scale = Scale(points: trend.points, width: width)
        return SVG.open(id: id, width: width, height: height, title: words[.vo2MaxTrend],
                        description: description(trend, first: first, last: last, format, words), className: className)
            + axes(scale, first: first, last: last, format)
            + line(trend.points, scale)
            + trend.points.map { point($0, scale, format) }.joined()
            + "</svg>"
    }

    static func description(_ trend: VO2MaxTrend, first: VO2MaxTrend.Point, last: VO2MaxTrend.Point,
                            _ format: SiteFormat = .standard, _ words: StringTable = .english) -> String {
        func value(_ v: Double) -> String { format.fixed(v, places: 1) }
        let change = trend.changeSinceFirst.map { words(.vo2ChangeOf, ["change": format.signed($0, places: 1)]) } ?? ""
        return words(.vo2Description, ["count": "\(trend.points.count)", "first": format.shortDate(first.day),
                                       "last": format.shortDate(last.day), "from": value(first.value), "to": value(last.value),
                                       "change": change, "lowest": value(trend.points.map(\.value).min() ?? 0),
                                       "highest": value(trend.points.map(\.value).max() ?? 0)])
    }

    private static func axes(_ s: Scale, first: VO2MaxTrend.Point, last: VO2MaxTrend.Point, _ format: SiteFormat) -> String {
        let left = SVG.number(plot.left), right = SVG.number(s.width - plot.right), size = SVG.number(ChartType.label)
        let lines = [s.low, s.high].map { v in
            let y = SVG.number(s.y(v))
            return "<line class=\"vo2-grid\" x1=\"\(left)\" y1=\"\(y)\" x2=\"\(right)\" y2=\"\(y)\" stroke=\"#3E3E40\" stroke-width=\"1\"/>"
                + "<text class=\"vo2-axis\" x=\"\(SVG.number(plot.left - 8))\" y=\"\(SVG.number(s.y(v) + 4))\" "
                + "text-anchor=\"end\" font-size=\"\(size)\" fill=\"#808083\">\(format.fixed(v, places: 1))</text>"
        }.joined()
        let baseline = SVG.number(height - 12)
        return lines
            + "<text class=\"vo2-axis\" x=\"\(left)\" y=\"\(baseline)\" font-size=\"\(size)\" fill=\"#808083\">\(SVG.escape(format.shortDate(first.day)))</text>"
            + "<text class=\"vo2-axis\" x=\"\(right)\" y=\"\(baseline)\" text-anchor=\"end\" font-size=\"\(size)\" fill=\"#808083\">"
            + "\(SVG.escape(format.shortDate(last.day)))</text>"
    }

    private static func line(_ points: [VO2MaxTrend.Point], _ s: Scale) -> String {
        let coordinates = points.map { "\(SVG.number(s.x($0.day))),\(SVG.number(s.y($0.value)))" }.joined(separator: " ")
        return "<polyline class=\"vo2-line\" points=\"\(coordinates)\" fill=\"none\" stroke=\"#59BEF7\" "
            + "stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
    }

    private static func point(_ p: VO2MaxTrend.Point, _ s: Scale, _ format: SiteFormat) -> String {
        "<circle class=\"vo2-point\" cx=\"\(SVG.number(s.x(p.day)))\" cy=\"\(SVG.number(s.y(p.value)))\" r=\"4\" fill=\"#59BEF7\">"
            + "<title>\(SVG.escape("\(format.shortDate(p.day)): \(format.fixed(p.value, places: 1)) mL/min·kg"))</title></circle>"
    }

    /// Maps days and values into the plot area; the value range is padded to whole numbers.
    struct Scale {
        let firstDay: Int
        let spanDays: Double
        let low: Double
        let high: Double
        let width: Double

        init(points: [VO2MaxTrend.Point], width: Double = VO2MaxChart.width) {
            self.width = width
            let values = points.map(\.value)
            firstDay = points.first?.day.dayNumber ?? 0
            spanDays = Double(max(1, (points.last?.day.dayNumber ?? 0) - firstDay))
            low = ((values.min() ?? 0) - 0.5).rounded(.down)
            high = max(low + 1, ((values.max() ?? 0) + 0.5).rounded(.up))
        }

        func x(_ day: LocalDay) -> Double {
            plot.left + Double(day.dayNumber - firstDay) / spanDays * (width - plot.left - plot.right)
        }

        func y(_ value: Double) -> Double {
            plot.top + (high - value) / (high - low) * (height - plot.top - plot.bottom)
        }
    }
}
