import Foundation
import Testing
@testable import Charts
import Metrics

@Suite("Gym dots and the VO₂ max chart")
struct GymAndVO2ChartTests {
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test("the dot grid draws every dot, fills the month's visits, and adds +N", arguments: [(7, 7, false), (25, 25, false), (28, 25, true)])
    func dots(visits: Int, filled: Int, more: Bool) {
        let svg = GymDotGrid.svg(GymMonthGrid(visitsThisMonth: visits), monthText: "November 2026", id: "g")
        #expect(svg.components(separatedBy: "<circle").count - 1 == 25)
        #expect(svg.components(separatedBy: "gym-dot-filled").count - 1 == filled)
        #expect(svg.contains(">+3</text>") == more)
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"g-title\">Gym visits in November 2026</title>"))
    }

    @Test("no chart below two readings")
    func noChart() {
        let one = VO2MaxTrend(samples: [TimedValue(instant: Date(timeIntervalSince1970: 0), value: 40)], calendar: Self.calendar)
        #expect(VO2MaxChart.svg(one, id: "v") == nil)
    }

    @Test("the chart has a line, a point per reading and a description stating the numbers")
    func chart() throws {
        let samples = [(0, 38.2), (14, 39.0), (28, 41.8)].map {
            TimedValue(instant: Date(timeIntervalSince1970: Double($0.0) * 86_400), value: $0.1)
        }
        let svg = try #require(VO2MaxChart.svg(VO2MaxTrend(samples: samples, calendar: Self.calendar), id: "v"))
        #expect(svg.contains("<polyline class=\"vo2-line\""))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
        #expect(svg.contains("3 VO₂ max readings from Jan 1, 1970 to Jan 29, 1970, from 38.2 to 41.8 mL/min·kg, a change of +3.6."))
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
    }
}
