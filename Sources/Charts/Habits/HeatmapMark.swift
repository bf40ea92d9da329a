import Metrics

/// The mark drawn over a heatmap square whose level needs more than a colour to be told apart.
///
/// Issue 14: "a skip is shown as a skip on every page". A skipped day's square (class `sk`) gets a
/// diagonal stroke across it, so it differs from "not due" and "missed" by shape as well as by colour
/// (and in forced colours); its `<title>` says "skipped" like every square's. Other levels get no mark.
enum HeatmapMark {
    /// The mark of `level` over the square at `x`, `y` of side `size`; empty for levels without one.
    static func svg(_ level: HeatmapLevel, x: Double, y: Double, size: Double) -> String {
        guard level == .skipped else { return "" }
        let inset = size * 0.25
        return "<path class=\"sk-mark\" d=\"M\(SVG.number(x + inset)) \(SVG.number(y + size - inset))"
            + "L\(SVG.number(x + size - inset)) \(SVG.number(y + inset))\" aria-hidden=\"true\"/>"
    }
}
