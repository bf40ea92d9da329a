/// A day's running total of a quantity: (seconds since local midnight, total so far) at each
/// hour boundary, linear in between.
public struct CumulativeCurve: Sendable, Equatable {
    /// One point of the curve.
    public struct Point: Sendable, Equatable {
        public let seconds: Double
        public let value: Double
        public init(seconds: Double, value: Double) { self.seconds = seconds; self.value = value }
    }

    public let points: [Point]

    /// The curve of a day's hourly totals (slot k covers hour k since midnight). With `dayLength`,
    /// no point lies past the day's end: on a 23.5-hour day the last slot ends at 23:30 elapsed.
    public init(hourly: [Double], dayLength: Double = .infinity) {
        var total = 0.0
        var points = [Point(seconds: 0, value: 0)]
        for (slot, value) in hourly.enumerated() {
            total += value
            let end = min(Double(slot + 1) * 3600, dayLength)
            if let last = points.last, end <= last.seconds {
                points[points.count - 1] = Point(seconds: last.seconds, value: total)
            } else {
                points.append(Point(seconds: end, value: total))
            }
        }
        self.points = points
    }

    public init(points: [Point]) { self.points = points }

    /// The total by `seconds` after midnight, interpolated linearly between hour boundaries.
    public func value(at seconds: Double) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        if seconds <= first.seconds { return first.value }
        if seconds >= last.seconds { return last.value }
        var low = 0, high = points.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if points[mid].seconds <= seconds { low = mid } else { high = mid }
        }
        let a = points[low], b = points[high]
        return a.value + (b.value - a.value) * (seconds - a.seconds) / (b.seconds - a.seconds)
    }

    /// The end-of-day total.
    public var total: Double { points.last?.value ?? 0 }
}
