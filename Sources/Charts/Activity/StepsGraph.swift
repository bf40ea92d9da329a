import Metrics
import Strings

/// The steps graph of seed HelpMeTrain: 7 points joined by a spline in a fixed frame.
///
/// "No horizontal lines; exactly 7 vertical guide lines; no axis labels or numeric scale;
/// the graph occupies exactly the same space at all times; if min != max map the displayed
/// range to the fixed vertical space; if all 7 values are identical render a straight
/// horizontal line in the middle." Line #77CDE9, points #FFFFFF, guides #3E3E40.
///
/// A value without data (a day before the history starts) keeps its guide line, drawn dashed, but
/// gets no point: the line runs through the values with data only, normalised among them.
public enum StepsGraph {
    /// One value of the graph with the words a screen reader says for it ("Nov 15: 8,421"); `nil` steps: no data.
    public struct Value: Sendable, Equatable {
        public let label: String
        public let steps: Int?
        public init(label: String, steps: Int?) { self.label = label; self.steps = steps }
    }

    public static let width = 350.0
    public static let height = 150.0
    static let inset = (x: 20.0, y: 14.0)

    /// The graph of `values` (7 of them); `id` must be unique within the page.
    public static func svg(_ values: [Value], title: String, id: String, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let all = positions(values.map { $0.steps ?? 0 }, known: values.map { $0.steps != nil })
        let points = zip(all, values).filter { $1.steps != nil }.map(\.0)
        let description = values.map { "\($0.label): " + ($0.steps.map { words(.stepsCount, ["count": format.grouped($0)]) } ?? words[.noData]) }
            .joined(separator: "; ") + "."
        return SVG.open(id: id, width: width, height: height, title: title, description: description, className: "steps-graph")
            + guides(zip(all, values).map { ($0, $1.steps != nil) })
            + "<path class=\"graph-line\" d=\"\(CatmullRom.path(through: points, clampY: inset.y...(height - inset.y)))\" "
            + "fill=\"none\" stroke=\"#77CDE9\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
            + points.map { "<circle class=\"graph-point\" cx=\"\(SVG.number($0.x))\" cy=\"\(SVG.number($0.y))\" r=\"4\" fill=\"#FFFFFF\"/>" }.joined()
            + "</svg>"
    }

    /// Where each value sits in the frame: equal spacing, heights normalised among the `known` values
    /// (all by default), the middle when flat.
    public static func positions(_ values: [Int], known: [Bool]? = nil) -> [ChartPoint] {
        let top = inset.y, bottom = height - inset.y
        let counted = zip(values, known ?? values.map { _ in true }).filter(\.1).map(\.0)
        let low = counted.min() ?? 0, high = counted.max() ?? 0
        let step = values.count > 1 ? (width - 2 * inset.x) / Double(values.count - 1) : 0
        return values.enumerated().map { index, value in
            let y = high == low ? height / 2 : bottom - Double(value - low) / Double(high - low) * (bottom - top)
            return ChartPoint(x: inset.x + Double(index) * step, y: y)
        }
    }

    private static func guides(_ points: [(ChartPoint, Bool)]) -> String {
        points.map { point, hasData in
            let x = SVG.number(point.x)
            let dashed = hasData ? "" : " graph-guide-no-data\" stroke-dasharray=\"3 5"
            return "<line class=\"graph-guide\(dashed)\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"\(SVG.number(height))\" "
                + "stroke=\"#3E3E40\" stroke-width=\"1\"/>"
        }.joined()
    }
}
