import Charts
import Foundation
import Metrics
import Strings

/// The energy trend of a build with the words and labels every Energy view shares.
struct EnergyModel {
    let trend: EnergyTrend
    let context: BuildFacts

    init(_ build: BuildFacts) {
        self.context = build
        self.trend = EnergyTrend(history: build.history, now: build.now, calendar: build.calendar,
                                 comparisonCount: build.settings.energy.comparisonWeeks)
    }

    /// "15:00": the Data Time on today, else the build time.
    var markerLabel: String {
        let instant = (trend.state == .fresh || trend.state == .delayed) ? trend.dataTime ?? context.now : context.now
        return context.format.clockTime(instant, context.calendar)
    }

    /// How fresh the data is, in a sentence.
    var freshness: String {
        let calendar = context.calendar, words = context.words
        switch trend.state {
        case .fresh: return words(.dataFrom, ["time": markerLabel])
        case .delayed:
            let minutes = Int((context.now.timeIntervalSince(trend.dataTime ?? context.now) / 60).rounded())
            return words(.dataFromWaiting, ["time": markerLabel, "minutes": "\(minutes)"])
        case .stale:
            let format = context.format
            let latest = trend.dataTime.map {
                words(.dayAtTime, ["day": format.longDate(calendar.day(containing: $0)), "time": format.clockTime($0, calendar)])
            } ?? words[.anEarlierDay]
            return words(.noDataTodayLatest, ["latest": latest, "weekday": format.weekdayName(trend.day)])
        case .noData: return words[.healthDataRequiredSentence]
        }
    }

    /// The widgets' short status line: when the data is from, without a full stop.
    var widgetStatus: String {
        let calendar = context.calendar, words = context.words
        switch trend.state {
        case .fresh: return words(.markerFresh, ["time": markerLabel])
        case .delayed:
            let minutes = Int((context.now.timeIntervalSince(trend.dataTime ?? context.now) / 60).rounded())
            return words(.markerStale, ["time": markerLabel, "minutes": "\(minutes)"])
        case .stale:
            let latest = trend.dataTime.map { time in
                let day = calendar.day(containing: time)
                return "\(context.format.monthAndDay(day)), \(context.format.clockTime(time, calendar))"
            }
            return words[.markerNoData] + (latest.map { " · " + words(.markerLatest, ["time": $0]) } ?? "")
        case .noData: return words[.healthDataRequired]
        }
    }

    /// "Will I hit my move goal?" (seed HealthTrends), answered from the projection; `nil` without a goal or today's data.
    var moveGoalOutlook: MoveGoalOutlook? { MoveGoalOutlook(trend: trend) }

    /// Energy in the site's unit, without it: "1,234"; "--" without data.
    func kcal(_ value: Double?) -> String { value.map { context.format.energy(kcal: $0) } ?? "--" }

    /// The standalone card of `size`, in the site's theme.
    func widget(_ size: EnergyWidget.Size) -> String {
        let colors: EnergyWidget.Colors = context.settings.theme == .light ? .light : .dark
        let href = PagePath(Routes.energyWidget(size)).link(to: Routes.energy.file)
        return EnergyWidget(trend: trend, size: size, colors: colors, markerLabel: markerLabel, freshness: freshness,
                            status: widgetStatus, pageHref: href, format: context.format, words: context.words.table).svg
    }
}

/// The numbers of the Energy page in `data/energy.json`.
struct EnergyFigures: Encodable {
    struct HourPoint: Encodable {
        let seconds: Int
        let kcal: Double
    }

    let day: LocalDay
    let state: EnergyTrend.State
    let dataTime: String?
    let today: Int?
    let average: Int?
    let total: Int?
    let difference: Int?
    let moveGoal: Int?
    /// Seed HealthTrends: "Help users understand if they'll hit their move goal".
    let moveGoalOutlook: MoveGoalOutlook.Status?
    let moveGoalShortfall: Int?
    let projectedTotal: Int?
    let comparisonDays: [LocalDay]
    let todaySeries: [HourPoint]
    let averageSeries: [HourPoint]

    init(_ model: EnergyModel) {
        let trend = model.trend
        let round = { (value: Double?) in value.map(WholeNumber.rounded) }
        day = trend.day
        state = trend.state
        dataTime = trend.dataTime.map { ISO8601.local($0, timeZone: model.context.settings.timeZone) }
        today = round(trend.today)
        average = round(trend.average)
        total = round(trend.total)
        difference = round(trend.difference)
        moveGoal = round(trend.moveGoal)
        let outlook = model.moveGoalOutlook
        moveGoalOutlook = outlook?.status
        moveGoalShortfall = outlook?.shortfall
        projectedTotal = outlook?.projected
        comparisonDays = trend.comparisonDays
        let points = { (curve: CumulativeCurve?) in
            (curve?.points ?? []).map { HourPoint(seconds: Int($0.seconds.rounded()), kcal: ($0.value * 10).rounded() / 10) }
        }
        todaySeries = points(trend.todayCurve)
        averageSeries = points(trend.averageCurve)
    }
}

/// ISO 8601 date-times with the zone's offset, without the machine's locale.
enum ISO8601 {
    static func local(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
