/// Habit weeks: seven days from the `habits.first_weekday` setting.
public struct HabitWeek: Sendable, Equatable {
    /// 1 = Sunday or 2 = Monday.
    public let firstWeekday: Int

    public init(firstWeekday: Int) { self.firstWeekday = firstWeekday == 1 ? 1 : 2 }

    /// The first day of the week containing `day`.
    public func start(of day: LocalDay) -> LocalDay {
        day.adding(days: -((day.weekday - firstWeekday + 7) % 7))
    }

    /// The seven days of the week containing `day`, first weekday first.
    public func days(of day: LocalDay) -> [LocalDay] {
        let first = start(of: day)
        return (0..<7).map { first.adding(days: $0) }
    }
}
