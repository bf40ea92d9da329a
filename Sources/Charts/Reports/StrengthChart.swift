import Metrics
import Strings

/// A habit's strength score over time as a line, 0 to 100 %.
///
/// The spec: "its Loop-style strength score … shown as a line". At most the last 365 days are drawn.
public enum StrengthChart {
    /// Narrow enough to be shown at its own size on a 390 px phone (its text stays 11 px).
    static let width = 330.0
    static let height = 160.0
    static let left = 34.0
    static let pad = 8.0

    /// The SVG of `points` (oldest first); `name` is the habit's name.
    public static func svg(_ points: [HabitStrength.Point], name: String, id: String, format: SiteFormat = .standard,
                           words: StringTable = .english) -> String {
        let shown = Array(points.suffix(365))
        let today = Int(((shown.last?.score ?? 0) * 100).rounded())
        let span = shown.first.map { words(.strengthFromTo, ["first": format.shortDate($0.day), "last": format.shortDate(shown[shown.count - 1].day)]) }
            ?? words[.strengthNoDays]
        var out = SVG.open(id: id, width: width, height: height, title: words(.strengthTitle, ["name": name]),
                           description: words(.strengthDescription, ["span": span, "percent": "\(today)"]), className: "strength-chart", ownSize: true)
        for percent in [0, 50, 100] {
            let y = SVG.number(y(Double(percent) / 100))
            out += "<line class=\"chart-guide\" x1=\"\(SVG.number(left))\" x2=\"\(SVG.number(width))\" y1=\"\(y)\" y2=\"\(y)\"/>"
                + "<text class=\"hm-label\" x=\"0\" y=\"\(y)\" dominant-baseline=\"middle\">\(percent) %</text>"
        }
        if !shown.isEmpty {
            let step = (width - left) / Double(max(1, shown.count - 1))
            let path = shown.enumerated().map { index, point in
                "\(index == 0 ? "M" : "L")\(SVG.number(left + Double(index) * step)) \(SVG.number(y(point.score)))"
            }.joined()
            out += "<path class=\"strength-line\" d=\"\(path)\" fill=\"none\"/>"
        }
        return out + "</svg>"
    }

    static func y(_ score: Double) -> Double { height - pad - score * (height - 2 * pad) }
}
