/// How often a habit is due.
public enum HabitFrequency: Sendable, Equatable {
    case daily
    case timesPerWeek(Int)
    /// Weekdays numbered 1 = Sunday … 7 = Saturday.
    case weekdays(Set<Int>)
}
