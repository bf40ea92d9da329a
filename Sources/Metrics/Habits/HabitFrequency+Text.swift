extension HabitFrequency {
    /// The card's frequency subtitle: "Every day", "3 times a week", "Mon, Wed, Fri".
    public var text: String {
        switch self {
        case .daily:
            return "Every day"
        case .timesPerWeek(let times):
            return times == 1 ? "Once a week" : "\(times) times a week"
        case .weekdays(let days):
            return days.sorted().map { String(LocalDay.weekdayNames[$0 - 1].prefix(3)) }.joined(separator: ", ")
        }
    }

    /// Streaks of N-times-a-week habits count weeks; the others count days.
    public var streakUnit: HabitStreakUnit {
        if case .timesPerWeek = self { return .weeks }
        return .days
    }
}

/// What a habit's streak counts.
public enum HabitStreakUnit: String, Sendable, Codable {
    case days, weeks

    /// "day"/"days", "week"/"weeks" for `count`.
    public func text(_ count: Int) -> String {
        let singular = self == .days ? "day" : "week"
        return count == 1 ? singular : singular + "s"
    }
}
