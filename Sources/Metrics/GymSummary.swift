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
