import Charts
import Foundation
import Metrics
import Strings
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
        let trend = model.trend, words = model.context.words
        hasData = trend.state != .noData
        stateText = model.freshness
        let format = model.context.format
        comparisonText = Self.comparison(trend, format: format, words)
        goalOutlookText = model.moveGoalOutlook?.sentence(at: model.markerLabel, format: format, words: words.table)
        let unit = format.units.energy.symbol
        statistics = [Statistic(label: words[.today], value: model.kcal(trend.today), indicator: "today", unit: unit),
                      Statistic(label: words[.energyAverage], value: model.kcal(trend.average), indicator: "average", unit: unit),
                      Statistic(label: words[.energyTotal], value: model.kcal(trend.total), indicator: "total", unit: unit)]
        chartSVG = hasData ? Self.chart(model) : nil
        goalText = trend.moveGoal == nil ? words[.noMoveGoalLine] : nil
        comparedWith = trend.comparisonDays.isEmpty ? nil
            : words(.comparedWith, ["count": "\(trend.comparisonDays.count)", "weekday": format.weekdayName(trend.day),
                                    "days": trend.comparisonDays.map(format.numericDate).joined(separator: ", ")])
        widgets = EnergyWidget.Size.allCases.map { size in
            let (w, h) = size.dimensions
            let src = Self.path.link(to: Routes.energyWidget(size))
            return Widget(title: words[Self.titleKey[size] ?? .widgetMedium], src: src, width: Int(w), height: Int(h),
                          snippet: "<a href=\"\(Routes.energy.file)\"><img src=\"\(Routes.energyWidget(size))\" width=\"\(Int(w))\" "
                            + "height=\"\(Int(h))\" alt=\"\(Words.escaped(words[.activeEnergyAgainstTypical]))\"></a>")
        }
    }

    /// Sizes the chart is laid out for: a phone-wide one and a desktop one, the page's CSS showing the one
    /// that fits, each at its own size, so its text is on screen at the type scale's sizes.
    static let chartSizes: [(name: String, width: Double, height: Double)] = [("narrow", 340, 240), ("wide", 640, 280)]

    /// The chart at each of `chartSizes`.
    static func chart(_ model: EnergyModel) -> String {
        let format = model.context.format
        let title = model.context.words(.energyChartTitle, ["weekday": format.weekdayName(model.trend.day)])
        return chartSizes.map { size in
            EnergyChart(trend: model.trend, markerLabel: model.markerLabel, width: size.width, height: size.height, format: format,
                        words: model.context.words.table)
                .svg(id: "energy-chart-\(size.name)", title: title, className: "energy-chart chart-\(size.name)")
        }.joined()
    }

    /// "40 kcal ahead of a typical Saturday at 15:00."
    static func comparison(_ trend: EnergyTrend, format: SiteFormat = .standard, _ words: Words = .english) -> String? {
        guard let difference = trend.difference else { return nil }
        let amount = format.energyWithUnit(kcal: abs(difference)), weekday = format.weekdayName(trend.day)
        if ActivityRules.kilocalories(difference) == 0 { return words(.onThePace, ["weekday": weekday]) }
        return words(difference > 0 ? .kcalAhead : .kcalBehind, ["amount": amount, "weekday": weekday])
    }

    /// Each widget size's title on the page.
    static let titleKey: [EnergyWidget.Size: StringKey] = [.medium: .widgetMedium, .large: .widgetLarge, .extraLarge: .widgetExtraLarge]

    /// Renders the page, the three widget cards and `data/energy.json` into `site`.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let energy = model.energy
        try site.add(path.file, page: try templates.page(path, title: model.words[.energy], section: .energy, view: EnergyPage(energy),
                                                         template: "energy", model: model))
        for size in EnergyWidget.Size.allCases { try site.add(Routes.energyWidget(size), text: energy.widget(size)) }
        try site.add(Routes.data(.energy), try DataFiles.encode(EnergyFigures(energy)))
    }
}

/// The page, its statistics and widget cards: listed, not reflected.
extension EnergyPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("hasData", hasData); f("stateText", stateText); f("comparisonText", comparisonText); f("goalOutlookText", goalOutlookText)
        f("statistics", statistics); f("chartSVG", chartSVG); f("goalText", goalText); f("comparedWith", comparedWith)
        f("widgets", widgets)
    }
}

extension EnergyPage.Statistic: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("value", value); f("indicator", indicator); f("unit", unit) }
}

extension EnergyPage.Widget: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("title", title); f("src", src); f("width", width); f("height", height); f("snippet", snippet)
    }
}
