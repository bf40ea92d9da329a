import Foundation
import Metrics

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
