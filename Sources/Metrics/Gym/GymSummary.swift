/// Every figure of the Gym page, for the build's day.
///
/// Seed GymStreak: "`totalWorkouts` = number of unique visit dates", "never resets if days are
/// missed"; "`visitsThisMonth` = count of visit dates within the current calendar month".
public struct GymSummary: Sendable, Equatable, Codable {
    public let today: LocalDay
    /// Unique visit days up to today, oldest first (the seed's `visitsJSON`).
    public let visits: [LocalDay]
    public let totalWorkouts: Int
    public let visitsThisMonth: Int
    /// Seed GymStreak: "Allow **only one log per calendar day**; disable the button after logging."
    public let loggedToday: Bool
    public let lastVisit: LocalDay?
    public let grid: GymMonthGrid
    /// The four milestones, each with the day it was reached.
    public let milestones: [GymMilestone]
    /// The way to the next milestone; `nil` once 100 is reached.
    public let nextMilestone: GymMilestoneProgress?
    /// Consecutive days with a visit.
    public let dayStreak: ConsecutiveStreak
    /// Consecutive Monday-to-Sunday weeks with at least one visit.
    public let weekStreak: ConsecutiveStreak

    /// Summarises the visit days `visits` (any order, duplicates allowed) as of `today`;
    /// visits after `today` are not counted. `dots` is the size of the month grid.
    public init(visits: [LocalDay], today: LocalDay, dots: Int = 25) {
        let unique = Set(visits).filter { $0 <= today }.sorted()
        self.today = today
        self.visits = unique
        self.totalWorkouts = unique.count
        let thisMonth = unique.filter { $0.year == today.year && $0.month == today.month }.count
        self.visitsThisMonth = thisMonth
        self.loggedToday = unique.last == today
        self.lastVisit = unique.last
        self.grid = GymMonthGrid(visitsThisMonth: thisMonth, dots: dots)
        self.milestones = GymMilestone.all(visits: unique)
        self.nextMilestone = GymMilestoneProgress(total: unique.count)
        self.dayStreak = .days(unique, today: today)
        self.weekStreak = .weeks(unique, today: today)
    }
}

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
