import Foundation
import Metrics
import Strings

/// The HealthTrends widgets as standalone SVG cards: medium (statistics left, chart right),
/// large (statistics top, chart bottom) and extra large.
///
/// Each card is one self-contained file: no external CSS, fonts or images, so it can be
/// embedded anywhere. Each shows its Data Time so a reader sees how fresh it is.
public struct EnergyWidget: Sendable {
    /// The seed's three widget sizes.
    public enum Size: String, Sendable, CaseIterable {
        case medium, large, extraLarge = "extra-large"

        /// Width and height in CSS pixels: iOS's widget families on a 390-point-wide iPhone (medium,
        /// large) and an iPad (extra large), so the two phone sizes fit a phone-wide page unscaled.
        public var dimensions: (width: Double, height: Double) {
            switch self {
            case .medium: (338, 158)
            case .large: (338, 354)
            case .extraLarge: (715, 338)
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
    /// How fresh the data is, in a sentence, for the description: "Data from 15:00 today.", …
    let freshness: String
    /// The card's status line, short: "Data from 15:00 today", "No data today · latest Nov 20, 23:00".
    /// Wrapped to two lines at most inside the card; never over the chart or the statistics.
    let status: String
    /// The full page the card links to, relative to the card's file (`../energy/index.html`).
    let pageHref: String?
    /// How energy and the weekday are written, and in which unit.
    let format: SiteFormat
    let words: StringTable

    public init(trend: EnergyTrend, size: Size, colors: Colors, markerLabel: String, freshness: String,
                status: String? = nil, pageHref: String? = nil, format: SiteFormat = .standard, words: StringTable = .english) {
        self.format = format
        self.words = words
        self.trend = trend
        self.size = size
        self.colors = colors
        self.markerLabel = markerLabel
        self.freshness = freshness
        self.status = status ?? freshness
        self.pageHref = pageHref
    }

    /// The card as a standalone SVG document.
    public var svg: String {
        let (w, h) = size.dimensions
        let open = SVG.open(id: "energy-\(size.rawValue)", width: w, height: h, title: words(.widgetTitle, ["weekday": format.weekdayName(trend.day)]),
                            description: description, className: "energy-widget", standalone: true)
        let card = "<rect width=\"\(SVG.number(w))\" height=\"\(SVG.number(h))\" rx=\"22\" fill=\"\(colors.background)\"/>"
        let body = "<g font-family=\"-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\">"
            + (trend.state == .noData ? noData : content) + "</g>"
        let linked = pageHref.map { "<a href=\"\(SVG.escape($0))\">" + card + body + "</a>" } ?? card + body
        return open + linked + "</svg>\n"
    }

    var description: String {
        guard trend.state != .noData else { return words[.widgetNoData] }
        return Self.sentences([EnergyChart(trend: trend, markerLabel: markerLabel, format: format, words: words).description, freshness])
    }

    /// Sentences joined with one space, each ending in exactly one full stop ("today." never "today..").
    static func sentences(_ parts: [String]) -> String {
        parts.map { part in
            var text = part
            while text.last == "." || text.last == " " { text.removeLast() }
            return text + "."
        }.joined(separator: " ")
    }
}

extension EnergyWidget {
    /// The three statistics with their colour indicators.
    var statistics: [(label: String, value: String, color: String, opacity: Double)] {
        [(words[.today], trend.today.map(kcal) ?? "--", EnergyChart.Palette.today, 1),
         (words[.energyAverage], trend.average.map(kcal) ?? "--", EnergyChart.Palette.average, 1),
         (words[.energyTotal], trend.total.map(kcal) ?? "--", EnergyChart.Palette.average, EnergyChart.Palette.afterDataTimeOpacity)]
    }

    /// Energy in the site's unit, without it: "1,234".
    func kcal(_ value: Double) -> String { format.energy(kcal: value) }

    /// The status line's lines: as many as fit the card's width, two at most (one on the medium card,
    /// whose statistics column reaches down to it).
    var statusLines: [String] {
        ChartType.lines(status, size: ChartType.caption, width: size.dimensions.width - 32, maxLines: size == .medium ? 1 : 2)
    }

    /// Height of the band at the bottom the status line takes, its gap above included.
    var statusBand: Double { Double(statusLines.count) * Self.lineHeight + 10 }

    static let lineHeight = 14.0

    var content: String {
        let (w, h) = size.dimensions
        switch size {
        case .medium:
            return statColumn(x: 16, y: 26) + footer(x: 16, bottom: h - 12)
                + chart(x: 136, y: 10, width: w - 148, height: h - 10 - statusBand)
        case .large, .extraLarge:
            return statRow(y: 30, width: w) + footer(x: 18, bottom: h - 12)
                + chart(x: 8, y: 84, width: w - 16, height: h - 84 - statusBand)
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
            + "<text x=\"\(SVG.number(x + 14))\" y=\"\(SVG.number(y))\" font-size=\"\(SVG.number(ChartType.caption))\" fill=\"\(colors.muted)\">\(SVG.escape(stat.label))</text>"
            + "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(y + 20))\" font-size=\"\(SVG.number(ChartType.figure))\" font-weight=\"700\" fill=\"\(colors.text)\">"
            + "\(SVG.escape(stat.value))<tspan font-size=\"\(SVG.number(ChartType.caption))\" font-weight=\"400\" fill=\"\(colors.muted)\"> \(format.units.energy.symbol)</tspan></text>"
    }

    /// The status line, its last line's baseline at `bottom`.
    func footer(x: Double, bottom: Double) -> String {
        let lines = statusLines
        return lines.enumerated().map { index, line in
            let y = bottom - Double(lines.count - 1 - index) * Self.lineHeight
            return "<text class=\"energy-widget-status\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" "
                + "font-size=\"\(SVG.number(ChartType.caption))\" fill=\"\(colors.muted)\">\(SVG.escape(line))</text>"
        }.joined()
    }

    func chart(x: Double, y: Double, width: Double, height: Double) -> String {
        let chart = EnergyChart(trend: trend, markerLabel: markerLabel, width: width, height: height,
                                textColor: colors.muted, gridColor: colors.grid, format: format, words: words)
        return "<g transform=\"translate(\(SVG.number(x)) \(SVG.number(y)))\">" + chart.body + "</g>"
    }

    var noData: String {
        let (w, h) = size.dimensions
        return "<text x=\"\(SVG.number(w / 2))\" y=\"\(SVG.number(h / 2 - 6))\" text-anchor=\"middle\" font-size=\"\(SVG.number(ChartType.emphasis))\" font-weight=\"700\" fill=\"\(colors.text)\">\(SVG.escape(words[.healthDataRequired]))</text>"
            + "<text x=\"\(SVG.number(w / 2))\" y=\"\(SVG.number(h / 2 + 18))\" text-anchor=\"middle\" font-size=\"\(SVG.number(ChartType.caption))\" fill=\"\(colors.muted)\">sitegen import health export.zip</text>"
    }
}
