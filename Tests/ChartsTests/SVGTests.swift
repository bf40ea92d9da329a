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

    @Test("numbers: signs, tenths, hundredths, rounding up to a whole, infinities", arguments: [
        (-0.5, "-0.5"), (1.1, "1.1"), (1.01, "1.01"), (-0.07, "-0.07"), (-12.3, "-12.3"), (99.999, "100"), (0.995, "1"),
        (1_000_000_000.25, "1000000000.25"), (Double.infinity, "0"), (-Double.infinity, "0"), (Double.nan, "0"), (-0.004, "0"),
    ])
    func numberEdges(value: Double, text: String) {
        #expect(SVG.number(value) == text)
    }

    /// The string-based formatting `SVG.number` had before it worked on whole hundredths.
    static func earlierNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(Int((value * 100).rounded()).magnitude)
        while text.count < 3 { text = "0" + text }
        let whole = text.dropLast(2)
        var fraction = String(text.suffix(2))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = (value * 100).rounded() < 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    @Test("numbers are written as the earlier formatting wrote them, for 200,000 values of every size")
    func numberAsBefore() {
        var generator = SystemRandomNumberGenerator()
        var differing: [Double] = []
        for index in 0..<200_000 {
            let magnitude = [1.0, 10, 1_000, 1_000_000][index % 4]
            let value = Double.random(in: -magnitude...magnitude, using: &generator)
            let exact = (Double(Int.random(in: -100_000...100_000, using: &generator)) + [0, 0.5, 0.25, 0.125][index % 4]) / 100
            for candidate in [value, exact] where SVG.number(candidate) != Self.earlierNumber(candidate) { differing.append(candidate) }
        }
        #expect(differing.isEmpty, "first differing: \(differing.prefix(5))")
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
