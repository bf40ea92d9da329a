import Metrics
import Strings

/// The month's gym visits as a grid of dots, five to a row; a "+N" follows when visits overflow.
///
/// Seed GymStreak: "Grid shows up to 25 dots filled for **this month’s visits**."
public enum GymDotGrid {
    static let columns = 5
    static let cell = 36.0
    static let radius = 12.0

    /// The grid as SVG; `id` must be unique within the page, `monthText` names the month ("November 2026").
    public static func svg(_ grid: GymMonthGrid, monthText: String, id: String, words: StringTable = .english) -> String {
        let rows = (grid.dots + columns - 1) / columns
        let width = Double(min(grid.dots, columns)) * cell + (grid.overflowText == nil ? 0 : cell * 1.5)
        let height = Double(rows) * cell
        return SVG.open(id: id, width: width, height: height, title: words(.gymVisitsIn, ["month": monthText]),
                        description: description(grid, words), className: "gym-dots")
            + (0..<grid.dots).map { dot($0, filled: $0 < grid.filled) }.joined()
            + overflow(grid, x: Double(min(grid.dots, columns)) * cell)
            + "</svg>"
    }

    static func description(_ grid: GymMonthGrid, _ words: StringTable = .english) -> String {
        let visits = grid.filled + grid.overflow
        let more = grid.overflow > 0 ? words(.gymDotsMore, ["count": "\(grid.overflow)"]) : ""
        return words(.gymDotsDescription, ["visits": words.count(visits, one: .visitOne, other: .visitOther),
                                           "filled": "\(grid.filled)", "dots": "\(grid.dots)"]) + more + "."
    }

    private static func dot(_ index: Int, filled: Bool) -> String {
        let cx = SVG.number(Double(index % columns) * cell + cell / 2)
        let cy = SVG.number(Double(index / columns) * cell + cell / 2)
        let style = filled ? "fill=\"#34C759\"" : "fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"2\""
        return "<circle class=\"\(filled ? "gym-dot-filled" : "gym-dot")\" cx=\"\(cx)\" cy=\"\(cy)\" "
            + "r=\"\(SVG.number(filled ? radius : radius - 1))\" \(style)/>"
    }

    private static func overflow(_ grid: GymMonthGrid, x: Double) -> String {
        guard let text = grid.overflowText else { return "" }
        let y = SVG.number(Double((grid.dots - 1) / columns) * cell + cell / 2 + 6)
        return "<text class=\"gym-dots-more\" x=\"\(SVG.number(x + 8))\" y=\"\(y)\" font-size=\"\(SVG.number(ChartType.emphasis))\" "
            + "font-weight=\"600\" fill=\"#34C759\">\(SVG.escape(text))</text>"
    }
}
