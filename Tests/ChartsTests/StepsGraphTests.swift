import Testing
@testable import Charts

@Suite("Catmull-Rom and the steps graph")
struct StepsGraphTests {
    func rounded(_ p: ChartPoint) -> [Double] { [(p.x * 1e4).rounded() / 1e4, (p.y * 1e4).rounded() / 1e4] }

    @Test("matches d3-shape curveCatmullRom (α = 0.5), one-sided ends")
    func matchesD3() {
        let points = [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 3), ChartPoint(x: 2, y: 1), ChartPoint(x: 4, y: 4)]
        let segments = CatmullRom.segments(through: points)
        // Reference values from d3-shape's catmullRom.js run on the same points.
        #expect(segments.map { rounded($0.control1) } == [[0, 0], [1.3091, 3.022], [2.5305, 0.967]])
        #expect(segments.map { rounded($0.control2) } == [[0.6324, 2.9739], [1.5822, 1.026], [4, 4]])
        #expect(segments.map(\.end) == Array(points.dropFirst()))
    }

    @Test("coincident points fall back to their end points")
    func coincident() {
        let segments = CatmullRom.segments(through: [ChartPoint(x: 1, y: 1), ChartPoint(x: 1, y: 1), ChartPoint(x: 2, y: 2)])
        #expect(segments[0].control1 == ChartPoint(x: 1, y: 1))
        #expect(segments.count == 2)
    }

    @Test("the same frame whatever the values, 7 vertical guides, no horizontal line", arguments: [
        [0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7], [0, 20_000, 0, 20_000, 20_000, 0, 20_000], [5, 5, 5, 5, 5, 5, 9],
    ])
    func frame(values: [Int]) throws {
        let svg = StepsGraph.svg(values.map { StepsGraph.Value(label: "d", steps: $0) }, title: "t", id: "g")
        #expect(svg.contains("viewBox=\"0 0 350 150\""))
        let lines = svg.components(separatedBy: "<line ").dropFirst()
        #expect(lines.count == 7)
        for line in lines {
            let x1 = try #require(attribute("x1", in: line)), x2 = try #require(attribute("x2", in: line))
            #expect(x1 == x2)
        }
        #expect(svg.components(separatedBy: "<circle ").count == 8)
        #expect(!svg.contains("NaN"))
    }

    @Test("equal values: a straight line through the middle")
    func flat() {
        #expect(StepsGraph.positions([3, 3, 3, 3, 3, 3, 3]).allSatisfy { $0.y == 75 })
        let svg = StepsGraph.svg((0..<7).map { _ in StepsGraph.Value(label: "d", steps: 3) }, title: "t", id: "g")
        #expect(svg.contains("d=\"M20,75C20,75 54.44,75 71.67,75C88.89,75"))
    }

    @Test("the curve never leaves the frame: every control point stays within it")
    func noOvershoot() {
        let points = StepsGraph.positions([0, 20_000, 0, 20_000, 20_000, 0, 20_000])
        let path = CatmullRom.path(through: points, clampY: 14...136)
        let numbers = path.split(whereSeparator: { "MC, ".contains($0) }).compactMap { Double($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(ys.allSatisfy { (14...136).contains($0) })
        #expect(ys.contains(14) && ys.contains(136))
    }

    @Test("the description states the numbers")
    func description() {
        let svg = StepsGraph.svg([StepsGraph.Value(label: "11/21/2026", steps: 8_421)], title: "Steps", id: "g")
        #expect(svg.contains("<desc id=\"g-desc\">11/21/2026: 8,421 steps.</desc>"))
    }

    @Test("bars carry their values above them")
    func bars() {
        let svg = BarChart.svg([BarChart.Bar(label: "Sat", spokenLabel: "Saturday", steps: 12_345),
                                BarChart.Bar(label: "Sun", spokenLabel: "Sunday", steps: 0)], title: "Week", id: "b")
        #expect(svg.contains(">12,345</text>"))
        #expect(svg.contains("y=\"30\" text-anchor=\"middle\" font-size=\"11\" fill=\"#EDEDED\">12,345"))
        #expect(svg.contains("height=\"0\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("Saturday: 12,345 steps; Sunday: 0 steps."))
    }

    @Test("a day with no data gets no bar and a dash, and is spoken as no data, never as 0 steps")
    func noDataBar() {
        let svg = BarChart.svg([BarChart.Bar(label: "Fri", spokenLabel: "Friday", steps: nil),
                                BarChart.Bar(label: "Sat", spokenLabel: "Saturday", steps: 8_000)], title: "Week", id: "b")
        #expect(svg.components(separatedBy: "<rect class=\"bar\"").count - 1 == 1)
        #expect(svg.contains("class=\"bar-value no-data\""))
        #expect(svg.contains(">–</text>"))
        #expect(svg.contains("Friday: no data; Saturday: 8,000 steps."))
        #expect(!svg.contains("Friday: 0 steps"))
    }

    func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: "\(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
