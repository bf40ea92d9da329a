/// Runs of consecutive periods (days or weeks) that hold at least one visit.
///
/// Seed GymStreak: "Future: optional **Consecutive Streak** metric in addition to total count."
/// The current run is still alive while the present period has no visit yet: it then ends
/// with the period before.
public struct ConsecutiveStreak: Sendable, Equatable, Codable {
    /// The run that ends with the present period or the one before; 0 when neither has a visit.
    public let current: Int
    /// The longest run ever.
    public let longest: Int

    /// The streaks of `periods` (period numbers with a visit, any order) as seen from period `present`.
    public init(periods: Set<Int>, present: Int) {
        let sorted = periods.filter { $0 <= present }.sorted()
        var longest = 0, run = 0, previous: Int?
        for period in sorted {
            run = previous.map { $0 + 1 == period } == true ? run + 1 : 1
            longest = max(longest, run)
            previous = period
        }
        self.longest = longest
        let end = sorted.last.map { $0 >= present - 1 } == true ? run : 0
        self.current = end
    }

    /// Consecutive days with a visit, seen from `today`.
    public static func days(_ visits: [LocalDay], today: LocalDay) -> ConsecutiveStreak {
        ConsecutiveStreak(periods: Set(visits.map(\.dayNumber)), present: today.dayNumber)
    }

    /// Consecutive weeks (Monday to Sunday) with at least one visit, seen from `today`.
    public static func weeks(_ visits: [LocalDay], today: LocalDay) -> ConsecutiveStreak {
        ConsecutiveStreak(periods: Set(visits.map(weekNumber)), present: weekNumber(today))
    }

    /// The number of the Monday-to-Sunday week holding `day` (1970-01-05 was a Monday).
    static func weekNumber(_ day: LocalDay) -> Int {
        let offset = day.dayNumber - 4
        return offset >= 0 ? offset / 7 : (offset - 6) / 7
    }
}
