import Foundation
import Metrics

/// The HealthTrends widgets as standalone SVG cards: medium (statistics left, chart right),
/// large (statistics top, chart bottom) and extra large.
///
/// Each card is one self-contained file: no external CSS, fonts or images, so it can be
/// embedded anywhere. Each shows its Data Time so a reader sees how fresh it is.
public struct EnergyWidget: Sendable {
    /// The seed's three widget sizes.
    public enum Size: String, Sendable, CaseIterable {
        case medium, large, extraLarge = "extra-large"

        /// Width and height in CSS pixels, in the proportions of iOS's widget families.
        public var dimensions: (width: Double, height: Double) {
            switch self {
            case .medium: (364, 170)
            case .large: (364, 382)
            case .extraLarge: (768, 382)
            }
        }

        public var title: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .extraLarge: "extra large"
            }
        }
    }

    /// Card colours for a dark or light page.
    public struct Colors: Sendable {
        let background: String, text: String, muted: String, grid: String
        public static let dark = Colors(background: "#1C1C1E", text: "#FFFFFF", muted: "#A3ACAE", grid: "#3E3E40")
        public static let light = Colors(background: "#FFFFFF", text: "#1B1C1E", muted: "#5E5E63", grid: "#D5D9DE")
    }

    let trend: EnergyTrend
    let size: Size
    let colors: Colors
    /// "15:00", the Data Time (or the build time when stale).
    let markerLabel: String
    /// "Data from Saturday 15:00", "No data today yet (latest: Friday 23:00)", …
    let freshness: String

    public init(trend: EnergyTrend, size: Size, colors: Colors, markerLabel: String, freshness: String) {
        self.trend = trend
        self.size = size
        self.colors = colors
        self.markerLabel = markerLabel
        self.freshness = freshness
    }

    /// The card as a standalone SVG document.
    public var svg: String {
        let (w, h) = size.dimensions
        let open = SVG.open(id: "energy-\(size.rawValue)", width: w, height: h, title: "Active energy, \(trend.day.weekdayName)",
                            description: description, className: "energy-widget", standalone: true)
        let card = "<rect width=\"\(SVG.number(w))\" height=\"\(SVG.number(h))\" rx=\"22\" fill=\"\(colors.background)\"/>"
        return open + card + "<g font-family=\"-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\">"
            + (trend.state == .noData ? noData : content) + "</g></svg>\n"
    }

    var description: String {
        guard trend.state != .noData else { return "Health data required: no active energy has been imported." }
        return EnergyChart(trend: trend, markerLabel: markerLabel).description + " " + freshness + "."
    }
}

extension EnergyWidget {
    /// The three statistics with their colour indicators.
    var statistics: [(label: String, value: String, color: String, opacity: Double)] {
        [("Today", trend.today.map(kcal) ?? "--", EnergyChart.Palette.today, 1),
         ("Average", trend.average.map(kcal) ?? "--", EnergyChart.Palette.average, 1),
         ("Total", trend.total.map(kcal) ?? "--", EnergyChart.Palette.average, EnergyChart.Palette.afterDataTimeOpacity)]
    }

    func kcal(_ value: Double) -> String { NumberText.grouped(ActivityRules.kilocalories(value)) }

    var content: String {
        let (w, h) = size.dimensions
        switch size {
        case .medium:
            return statColumn(x: 16, y: 34) + footer(x: 16, y: h - 14)
                + chart(x: 140, y: 12, width: w - 152, height: h - 24)
        case .large, .extraLarge:
            return statRow(y: 30, width: w) + footer(x: 18, y: h - 14)
                + chart(x: 8, y: 96, width: w - 16, height: h - 126)
        }
    }

    func statColumn(x: Double, y: Double) -> String {
        statistics.enumerated().map { index, stat in
            statistic(stat, x: x, y: y + Double(index) * 38)
        }.joined()
    }

    func statRow(y: Double, width: Double) -> String {
        let column = (width - 36) / 3
        return statistics.enumerated().map { index, stat in statistic(stat, x: 18 + Double(index) * column, y: y + 6) }.joined()
    }

    func statistic(_ stat: (label: String, value: String, color: String, opacity: Double), x: Double, y: Double) -> String {
        let faded = stat.opacity < 1 ? " fill-opacity=\"\(SVG.number(stat.opacity))\"" : ""
        return "<circle cx=\"\(SVG.number(x + 4))\" cy=\"\(SVG.number(y - 4))\" r=\"4\" fill=\"\(stat.color)\"\(faded)/>"
            + "<text x=\"\(SVG.number(x + 14))\" y=\"\(SVG.number(y))\" font-size=\"11\" fill=\"\(colors.muted)\">\(stat.label)</text>"
            + "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(y + 22))\" font-size=\"20\" font-weight=\"700\" fill=\"\(colors.text)\">"
            + "\(SVG.escape(stat.value))<tspan font-size=\"11\" font-weight=\"400\" fill=\"\(colors.muted)\"> kcal</tspan></text>"
    }

    func footer(x: Double, y: Double) -> String {
        "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" font-size=\"10\" fill=\"\(colors.muted)\">\(SVG.escape(freshness))</text>"
    }

    func chart(x: Double, y: Double, width: Double, height: Double) -> String {
        let chart = EnergyChart(trend: trend, markerLabel: markerLabel, width: width, height: height,
                                textColor: colors.muted, gridColor: colors.grid)
        return "<g transform=\"translate(\(SVG.number(x)) \(SVG.number(y)))\">" + chart.body + "</g>"
    }

    var noData: String {
        let (w, h) = size.dimensions
        return "<text x=\"\(SVG.number(w / 2))\" y=\"\(SVG.number(h / 2 - 6))\" text-anchor=\"middle\" font-size=\"17\" font-weight=\"700\" fill=\"\(colors.text)\">Health data required</text>"
            + "<text x=\"\(SVG.number(w / 2))\" y=\"\(SVG.number(h / 2 + 18))\" text-anchor=\"middle\" font-size=\"11\" fill=\"\(colors.muted)\">sitegen import health export.zip</text>"
    }
}
