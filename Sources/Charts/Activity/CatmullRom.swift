import Foundation

/// A point of a chart, in SVG user units.
public struct ChartPoint: Sendable, Equatable {
    public let x: Double
    public let y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A centripetal Catmull-Rom spline (α = 0.5) as cubic Bézier segments, as d3-shape's
/// `curveCatmullRom` defines it: one-sided end segments, and a control point falls back to
/// its end point when two points coincide.
public enum CatmullRom {
    /// A cubic Bézier segment from the previous end point.
    public struct Segment: Sendable, Equatable {
        public let control1: ChartPoint
        public let control2: ChartPoint
        public let end: ChartPoint
    }

    static let epsilon = 1e-12

    /// The segments through `points` (none for fewer than 2 points; a straight one for 2).
    public static func segments(through points: [ChartPoint], alpha: Double = 0.5) -> [Segment] {
        guard points.count > 1 else { return [] }
        return (0..<points.count - 1).map { i in
            let p0 = i > 0 ? points[i - 1] : nil
            let p3 = i + 2 < points.count ? points[i + 2] : nil
            return segment(p0, points[i], points[i + 1], p3, alpha)
        }
    }

    private static func segment(_ p0: ChartPoint?, _ p1: ChartPoint, _ p2: ChartPoint, _ p3: ChartPoint?,
                                _ alpha: Double) -> Segment {
        let l12 = power(p1, p2, alpha)
        var c1 = p1, c2 = p2
        if let p0 {
            let l01 = power(p0, p1, alpha)
            if l01.a > epsilon {
                let a = 2 * l01.twoA + 3 * l01.a * l12.a + l12.twoA
                let n = 3 * l01.a * (l01.a + l12.a)
                c1 = ChartPoint(x: (p1.x * a - p0.x * l12.twoA + p2.x * l01.twoA) / n,
                                y: (p1.y * a - p0.y * l12.twoA + p2.y * l01.twoA) / n)
            }
        }
        if let p3 {
            let l23 = power(p2, p3, alpha)
            if l23.a > epsilon {
                let b = 2 * l23.twoA + 3 * l23.a * l12.a + l12.twoA
                let m = 3 * l23.a * (l23.a + l12.a)
                c2 = ChartPoint(x: (p2.x * b + p1.x * l23.twoA - p3.x * l12.twoA) / m,
                                y: (p2.y * b + p1.y * l23.twoA - p3.y * l12.twoA) / m)
            }
        }
        return Segment(control1: c1, control2: c2, end: p2)
    }

    /// |pq|^α and |pq|^2α.
    private static func power(_ p: ChartPoint, _ q: ChartPoint, _ alpha: Double) -> (a: Double, twoA: Double) {
        let squared = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)
        let twoA = pow(squared, alpha)
        return (twoA.squareRoot(), twoA)
    }

    /// The SVG path data `M… C…` through `points`, with every control point's y clamped to
    /// `yRange` so the curve (inside its control points' hull) never leaves the frame.
    public static func path(through points: [ChartPoint], clampY yRange: ClosedRange<Double>) -> String {
        guard let first = points.first else { return "" }
        let clamp = { (p: ChartPoint) in ChartPoint(x: p.x, y: min(yRange.upperBound, max(yRange.lowerBound, p.y))) }
        return segments(through: points).reduce("M\(SVG.number(first.x)),\(SVG.number(first.y))") { path, s in
            let c1 = clamp(s.control1), c2 = clamp(s.control2)
            return path + "C\(SVG.number(c1.x)),\(SVG.number(c1.y)) \(SVG.number(c2.x)),\(SVG.number(c2.y)) "
                + "\(SVG.number(s.end.x)),\(SVG.number(s.end.y))"
        }
    }
}
