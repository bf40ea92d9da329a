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
}
