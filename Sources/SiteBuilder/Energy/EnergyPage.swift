import Charts
import Foundation
import Metrics
import Workspace

/// The Energy page (seed HealthTrends): "Am I ahead or behind my typical pace for this day of week?"
struct EnergyPage {
    struct Statistic {
        let label: String
        let value: String
        let indicator: String
        /// The energy unit after the value: "kcal" or "kJ" (`units.energy`).
        let unit: String
    }

    struct Widget {
        let title: String
        let src: String
        let width: Int
        let height: Int
        let snippet: String
    }

    let hasData: Bool
    let stateText: String
    let comparisonText: String?
    let goalOutlookText: String?
    let statistics: [Statistic]
    let chartSVG: String?
    let goalText: String?
    let comparedWith: String?
    let widgets: [Widget]

    static let path = Routes.energy

    init(_ model: EnergyModel) {
        let trend = model.trend
        hasData = trend.state != .noData
        stateText = model.freshness
        let format = model.context.format
        comparisonText = Self.comparison(trend, format: format)
        goalOutlookText = model.moveGoalOutlook?.sentence(at: model.markerLabel, format: format)
        let unit = format.units.energy.symbol
        statistics = [Statistic(label: "Today", value: model.kcal(trend.today), indicator: "today", unit: unit),
                      Statistic(label: "Average", value: model.kcal(trend.average), indicator: "average", unit: unit),
                      Statistic(label: "Total", value: model.kcal(trend.total), indicator: "total", unit: unit)]
        chartSVG = hasData ? Self.chart(model) : nil
        goalText = trend.moveGoal == nil ? "No Activity Summaries in the store, so there is no move goal line." : nil
        comparedWith = trend.comparisonDays.isEmpty ? nil
            : "Compared with the \(trend.comparisonDays.count) previous \(format.weekdayName(trend.day))s: "
            + trend.comparisonDays.map(format.numericDate).joined(separator: ", ") + "."
        widgets = EnergyWidget.Size.allCases.map { size in
            let (w, h) = size.dimensions
            let src = Self.path.link(to: Routes.energyWidget(size))
            return Widget(title: size.title.capitalized, src: src, width: Int(w), height: Int(h),
                          snippet: "<a href=\"\(Routes.energy.file)\"><img src=\"\(Routes.energyWidget(size))\" width=\"\(Int(w))\" "
                            + "height=\"\(Int(h))\" alt=\"Active energy today against the typical weekday\"></a>")
        }
    }

    /// Sizes the chart is laid out for: a phone-wide one and a desktop one, the page's CSS showing the one
    /// that fits, each at its own size, so its text is on screen at the type scale's sizes.
    static let chartSizes: [(name: String, width: Double, height: Double)] = [("narrow", 340, 240), ("wide", 640, 280)]

    /// The chart at each of `chartSizes`.
    static func chart(_ model: EnergyModel) -> String {
        let format = model.context.format
        let title = "Active energy today against the average \(format.weekdayName(model.trend.day))"
        return chartSizes.map { size in
            EnergyChart(trend: model.trend, markerLabel: model.markerLabel, width: size.width, height: size.height, format: format)
                .svg(id: "energy-chart-\(size.name)", title: title, className: "energy-chart chart-\(size.name)")
        }.joined()
    }

    /// "40 kcal ahead of a typical Saturday at 15:00."
    static func comparison(_ trend: EnergyTrend, format: SiteFormat = .standard) -> String? {
        guard let difference = trend.difference else { return nil }
        let amount = format.energyWithUnit(kcal: abs(difference))
        let typical = "a typical \(format.weekdayName(trend.day))"
        if ActivityRules.kilocalories(difference) == 0 { return "Right on the pace of \(typical)." }
        return difference > 0 ? "\(amount) ahead of \(typical)." : "\(amount) behind \(typical)."
    }

    /// Renders the page, the three widget cards and `data/energy.json` into `site`.
    static func render(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let model = context.energy
        try site.add(path.file, page: try templates.page(path, title: "Energy", section: .energy, view: EnergyPage(model),
                                                         template: "energy", context: context))
        for size in EnergyWidget.Size.allCases { try site.add(Routes.energyWidget(size), text: model.widget(size)) }
        try site.add(Routes.data(.energy), try DataFiles.encode(EnergyFigures(model)))
    }
}
