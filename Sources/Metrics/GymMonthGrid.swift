/// The month's visits as a grid of dots.
///
/// Seed GymStreak: "Grid shows up to 25 dots filled for **this month’s visits**." More visits
/// than dots show as every dot filled plus "+N".
public struct GymMonthGrid: Sendable, Equatable, Codable {
    /// How many dots the grid has (the `gym.dots_per_month` setting, 25 by default).
    public let dots: Int
    /// How many of them are filled: the month's visits, at most `dots`.
    public let filled: Int
    /// Visits beyond the last dot: the "+N".
    public let overflow: Int

    /// The grid for `visitsThisMonth` visits and `dots` dots (at least 1).
    public init(visitsThisMonth: Int, dots: Int = 25) {
        let dots = max(1, dots)
        self.dots = dots
        self.filled = min(max(0, visitsThisMonth), dots)
        self.overflow = max(0, visitsThisMonth - dots)
    }

    /// "+3" when three visits did not fit, `nil` otherwise.
    public var overflowText: String? { overflow > 0 ? "+\(overflow)" : nil }
}
