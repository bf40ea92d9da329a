import Foundation
import Metrics
import Testing
@testable import Charts

@Suite("The energy chart and its widgets")
struct EnergyChartTests {
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let day = LocalDay("2026-11-21")!

    func trend(dataHour: Int, nowHour: Int, goal: Double? = 900, days: Int = 3) -> EnergyTrend {
        var hourly: [LocalDay: [Double]] = [:], daily: [LocalDay: Double] = [:]
        for back in 0...days {
            let d = day.adding(days: -7 * back)
            hourly[d] = Array(repeating: back == 0 ? 30 : 40, count: 24)
            daily[d] = back == 0 ? 30 * 24 : 40 * 24
        }
        let summaries = goal.map { [ActivitySummary(day: day.adding(days: -7), activeEnergyKcal: 900, moveGoalKcal: $0)] } ?? []
        let history = History(daily: [.activeEnergy: daily], hourly: [.activeEnergy: hourly],
                              newestSample: [.activeEnergy: berlin.instant(on: day, hour: dataHour)], activitySummaries: summaries)
        return EnergyTrend(history: history, now: berlin.instant(on: day, hour: nowHour), calendar: berlin, comparisonCount: 10)
    }

    @Test("today's line, the average in two opacities, the dashed goal, the marker and its dots")
    func elements() {
        let svg = EnergyChart(trend: trend(dataHour: 15, nowHour: 15), markerLabel: "15:00").svg(id: "e", title: "Energy")
        #expect(svg.contains("class=\"energy-today\""))
        #expect(svg.contains("class=\"energy-average\""))
        #expect(svg.contains("class=\"energy-average-projected\"") && svg.contains("stroke-opacity=\"0.4\""))
        #expect(svg.contains("stroke-dasharray=\"6 4\""))
        #expect(svg.contains("class=\"energy-marker\""))
        #expect(svg.components(separatedBy: "<circle").count == 3)
        #expect(svg.contains(">00:00</text>") && svg.contains(">15:00</text>") && svg.contains(">24:00</text>"))
        #expect(svg.contains("Today 720 kcal by 15:00; average 600 kcal by 15:00; average full-day total 960 kcal; move goal 900 kcal"))
    }

    @Test("the y-axis fits the goal, today and the average's total", arguments: [(900.0, 1_100.0), (2_000.0, 2_200.0)])
    func yAxis(goal: Double, top: Double) {
        #expect(EnergyChart(trend: trend(dataHour: 15, nowHour: 15, goal: goal), markerLabel: "15:00").yMax == top)
    }

    @Test("stale data: no today line, no marker, labels only at midnight")
    func staleView() {
        let stale = trend(dataHour: 15, nowHour: 15)
        let later = EnergyTrend(history: History(daily: [.activeEnergy: [day.adding(days: -7): 900]],
                                                 hourly: [.activeEnergy: [day.adding(days: -7): Array(repeating: 37.5, count: 24)]],
                                                 newestSample: [.activeEnergy: berlin.instant(on: day.adding(days: -1), hour: 23)]),
                                now: berlin.instant(on: day, hour: 10), calendar: berlin, comparisonCount: 10)
        #expect(stale.state == .fresh)
        let svg = EnergyChart(trend: later, markerLabel: "10:00").svg(id: "e", title: "Energy")
        #expect(!svg.contains("energy-today"))
        #expect(!svg.contains("energy-marker"))
        #expect(!svg.contains(">10:00</text>"))
        #expect(svg.contains("no move goal"))
    }

    @Test("widgets are self-contained cards of the seed's three sizes", arguments: EnergyWidget.Size.allCases)
    func widget(size: EnergyWidget.Size) {
        let svg = EnergyWidget(trend: trend(dataHour: 15, nowHour: 15), size: size, colors: .dark, markerLabel: "15:00",
                               freshness: "Data from 15:00 today.").svg
        let (w, h) = size.dimensions
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("width=\"\(SVG.number(w))\" height=\"\(SVG.number(h))\""))
        #expect(!svg.contains("href") && !svg.contains("url(") && !svg.contains("@import") && !svg.contains("<style"))
        #expect(!svg.contains("font-size=\"10\""))
        #expect(svg.contains("Data from 15:00 today."))
        #expect(svg.contains(">Today</text>") && svg.contains(">Average</text>") && svg.contains(">Total</text>"))
    }

    @Test("without Health data a widget says so and draws no chart")
    func noDataWidget() {
        let empty = EnergyTrend(history: .empty, now: berlin.instant(on: day, hour: 9), calendar: berlin, comparisonCount: 10)
        let svg = EnergyWidget(trend: empty, size: .medium, colors: .light, markerLabel: "09:00", freshness: "Health data required.").svg
        #expect(svg.contains("Health data required"))
        #expect(svg.contains("sitegen import health export.zip"))
        #expect(!svg.contains("polyline"))
    }

    @Test("the widget's description ends each sentence with one full stop", arguments: ["Data from 15:00 today.", "Data from 15:00 today", "No data for today yet; the latest is from Friday. "])
    func oneFullStop(freshness: String) {
        let widget = EnergyWidget(trend: trend(dataHour: 15, nowHour: 15), size: .medium, colors: .dark, markerLabel: "15:00", freshness: freshness)
        #expect(!widget.description.contains(".."))
        #expect(widget.description.hasSuffix("today.") || widget.description.hasSuffix("Friday."))
        #expect(widget.description.contains("Saturdays. Data from") || widget.description.contains("Saturdays. No data"))
    }

    @Test("every widget size labels both midnights, whatever the Data Time", arguments: EnergyWidget.Size.allCases, [1, 12, 15, 22, 23])
    func midnightLabels(size: EnergyWidget.Size, hour: Int) {
        let svg = EnergyWidget(trend: trend(dataHour: hour, nowHour: hour), size: size, colors: .dark,
                               markerLabel: String(format: "%02d:00", hour), freshness: "Data.").svg
        #expect(svg.contains(">00:00</text>") && svg.contains(">24:00</text>"))
    }

    @Test("on the 12-hour clock both ends of the axis read midnight as the clock writes it; the Data Time label clears them")
    func twelveHourAxis() {
        let twelve = SiteFormat(locale: .enUS, units: .milesAndKilocalories, twentyFourHour: false)
        let midnight = twelve.time(hour: 0, minute: 0)
        #expect(midnight == "12:00\u{202F}AM")
        let chart = EnergyChart(trend: trend(dataHour: 15, nowHour: 15), markerLabel: twelve.time(hour: 15, minute: 0), format: twelve)
        #expect(chart.midnights.start == midnight && chart.midnights.end == midnight)
        let labels = chart.axisLabels
        #expect(labels.contains("text-anchor=\"start\" font-size=\"11\" fill=\"#A3ACAE\">\(midnight)</text>"))
        #expect(labels.contains("text-anchor=\"end\" font-size=\"11\" fill=\"#A3ACAE\">\(midnight)</text>"))
        #expect(labels.contains(">3:00\u{202F}PM</text>"))
        #expect(!labels.contains("00:00") && !labels.contains("24:00") && !labels.contains("12:00\u{202F}PM"))
        // Near an end, the Data Time label gives way to the wider midnight label sooner than to "00:00".
        let late = EnergyChart(trend: trend(dataHour: 21, nowHour: 21), markerLabel: twelve.time(hour: 21, minute: 0), format: twelve)
        #expect(!late.axisLabels.contains(">9:00\u{202F}PM</text>"))
        let lateStandard = EnergyChart(trend: trend(dataHour: 21, nowHour: 21), markerLabel: "21:00")
        #expect(lateStandard.axisLabels.contains(">21:00</text>"))
    }

    @Test("on the 24-hour clock the axis reads 00:00 and 24:00, in the standard format and in German")
    func twentyFourHourAxis() {
        let german = SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kcal))
        for format in [SiteFormat.standard, german] {
            let chart = EnergyChart(trend: trend(dataHour: 15, nowHour: 15), markerLabel: "15:00", format: format)
            #expect(chart.midnights.start == "00:00" && chart.midnights.end == "24:00")
        }
    }

    @Test("the Data Time marker never runs through the goal label", arguments: [300.0, 400, 500, 600, 640], Array(stride(from: 0, through: 23, by: 1)))
    func goalLabelClear(width: Double, hour: Int) {
        let chart = EnergyChart(trend: trend(dataHour: hour, nowHour: hour), markerLabel: "x", width: width, height: 200)
        let label = chart.goalLabel(900)
        let marker = chart.x(chart.trend.markerSeconds)
        #expect(!label.span.contains(marker), "marker at \(marker) inside the label \(label.span)")
        #expect(label.span.lowerBound >= chart.plot.left - 0.01 && label.span.upperBound <= chart.plot.right + 0.01)
    }

    @Test("a long status line wraps inside the card, two lines at most, never over the chart", arguments: EnergyWidget.Size.allCases)
    func longStatus(size: EnergyWidget.Size) {
        let status = "No data today yet · latest Wednesday, September 30, 2026 at 23:59 · a typical Wednesday with a very long name"
        let widget = EnergyWidget(trend: trend(dataHour: 15, nowHour: 15), size: size, colors: .dark, markerLabel: "15:00",
                                  freshness: "x.", status: status)
        let lines = widget.statusLines
        #expect(lines.count <= (size == .medium ? 1 : 2) && !lines.isEmpty)
        #expect(lines.allSatisfy { ChartType.width($0, size: ChartType.caption) <= size.dimensions.width - 32 })
        #expect(widget.svg.components(separatedBy: "class=\"energy-widget-status\"").count - 1 == lines.count)
    }

    @Test("a widget links to its full page when given one")
    func link() {
        let svg = EnergyWidget(trend: trend(dataHour: 15, nowHour: 15), size: .large, colors: .dark, markerLabel: "15:00",
                               freshness: "x.", pageHref: "../energy/index.html").svg
        #expect(svg.contains("<a href=\"../energy/index.html\">"))
        #expect(svg.contains("</a></svg>"))
    }
}

@Suite("The charts' type scale and text fitting")
struct ChartTypeTests {
    @Test("lines break at spaces, fit the width, and end with an ellipsis past the last line", arguments: [
        ("Data from 15:00 today", 300.0, 2, ["Data from 15:00 today"]),
        ("aaaa bbbb cccc", 40, 3, ["aaaa", "bbbb", "cccc"]),
        ("aaaa bbbb cccc", 40, 2, ["aaaa", "bbb…"]),
        ("", 100, 2, []),
    ])
    func lines(text: String, width: Double, maxLines: Int, expected: [String]) {
        let size = 10 / 0.58 // 10 units a character
        #expect(ChartType.lines(text, size: size, width: width, maxLines: maxLines) == expected)
    }

    @Test("no chart text below 11 px: the scale's smallest size is 11")
    func smallest() {
        #expect(ChartType.all.min() == 11)
        #expect(ChartType.all == ChartType.all.sorted())
    }
}
