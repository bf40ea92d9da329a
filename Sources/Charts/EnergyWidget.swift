import Foundation
import Metrics

/// The HealthTrends widgets as standalone SVG cards: medium (statistics left, chart right),
/// large (statistics top, chart bottom) and extra large.
///
/// Each card is one self-contained file: no external CSS, fonts or images, so it can be
/// embedded anywhere. Each shows its Data Time so a reader sees how fresh it is.
public struct EnergyWidget: Sendable {
    /// The seed's three widget sizes.
    public enum Size: String, Sendable, CaseIterable {
        case medium, large, extraLarge = "extra-large"

        /// Width and height in CSS pixels, in the proportions of iOS's widget families.
        public var dimensions: (width: Double, height: Double) {
            switch self {
            case .medium: (364, 170)
            case .large: (364, 382)
            case .extraLarge: (768, 382)
            }
        }

        public var title: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .extraLarge: "extra large"
            }
        }
    }

    /// Card colours for a dark or light page.
    public struct Colors: Sendable {
        let background: String, text: String, muted: String, grid: String
        public static let dark = Colors(background: "#1C1C1E", text: "#FFFFFF", muted: "#A3ACAE", grid: "#3E3E40")
        public static let light = Colors(background: "#FFFFFF", text: "#1B1C1E", muted: "#5E5E63", grid: "#D5D9DE")
    }

    let trend: EnergyTrend
    let size: Size
    let colors: Colors
    /// "15:00", the Data Time (or the build time when stale).
    let markerLabel: String
    /// "Data from Saturday 15:00", "No data today yet (latest: Friday 23:00)", …
    let freshness: String

    public init(trend: EnergyTrend, size: Size, colors: Colors, markerLabel: String, freshness: String) {
        self.trend = trend
        self.size = size
        self.colors = colors
        self.markerLabel = markerLabel
        self.freshness = freshness
    }

    /// The card as a standalone SVG document.
    public var svg: String {
        let (w, h) = size.dimensions
        let open = SVG.open(id: "energy-\(size.rawValue)", width: w, height: h, title: "Active energy, \(trend.day.weekdayName)",
                            description: description, className: "energy-widget", standalone: true)
        let card = "<rect width=\"\(SVG.number(w))\" height=\"\(SVG.number(h))\" rx=\"22\" fill=\"\(colors.background)\"/>"
        return open + card + "<g font-family=\"-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\">"
            + (trend.state == .noData ? noData : content) + "</g></svg>\n"
    }

    var description: String {
        guard trend.state != .noData else { return "Health data required: no active energy has been imported." }
        return EnergyChart(trend: trend, markerLabel: markerLabel).description + " " + freshness + "."
    }
}
