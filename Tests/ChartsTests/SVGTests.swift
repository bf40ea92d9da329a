import Testing
import Metrics
@testable import Charts

@Suite("SVG text")
struct SVGTests {
    @Test("escapes markup and drops forbidden control characters", arguments: [
        ("<b>&\"'", "&lt;b&gt;&amp;&quot;&#39;"),
        ("a\u{0}b\u{7}c", "abc"),
        ("tab\tok", "tab\tok"),
        ("emoji 🏃‍♀️ é", "emoji 🏃‍♀️ é"),
    ])
    func escape(input: String, output: String) {
        #expect(SVG.escape(input) == output)
    }

    @Test("numbers keep at most two decimals", arguments: [
        (0.0, "0"), (12.5, "12.5"), (12.504, "12.5"), (100.0, "100"), (-3.256, "-3.26"), (0.05, "0.05"), (-0.001, "0"),
    ])
    func number(value: Double, text: String) {
        #expect(SVG.number(value) == text)
    }
}

@Suite("The step dial SVG")
struct DialChartTests {
    let today = LocalDay("2026-11-21")!

    @Test("carries the three fields, the seed's colours and an accessible name")
    func fields() {
        let svg = DialChart.svg(StepDial(day: today, today: today, steps: 5_000, goal: 10_000), id: "dial")
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"dial-title\">Today: 5,000 steps</title>"))
        #expect(svg.contains(">Today</text>"))
        #expect(svg.contains(">5,000</text>"))
        #expect(svg.contains(">Of 10,000 steps</text>"))
        for colour in ["#59BEF7", "#FFFFFF", "#808083", "#212121"] { #expect(svg.contains(colour)) }
    }

    @Test("no progress arc at zero steps, a full one past the goal")
    func progressArc() {
        let empty = DialChart.svg(StepDial(day: today, today: today, steps: 0, goal: 10_000), id: "d")
        #expect(!empty.contains("dial-progress"))
        let full = DialChart.svg(StepDial(day: today, today: today, steps: 20_000, goal: 10_000), id: "d")
        #expect(full.contains("stroke-dasharray=\"628.32 628.32\""))
    }

    @Test("a past day shows its date")
    func pastDay() {
        let svg = DialChart.svg(StepDial(day: today.adding(days: -3), today: today, steps: 1, goal: 2), id: "d")
        #expect(svg.contains(">11/18/2026</text>"))
    }
}
