import Metrics

/// The day a week starts on in habit week strips and reports and in the Activity month calendar.
public enum FirstWeekday: String, Sendable, CaseIterable {
    /// Weeks run Sunday to Saturday.
    case sunday
    /// Weeks run Monday to Sunday (the default).
    case monday

    /// The site's weeks laid out from this day: the one `HabitWeek` every page and command uses.
    public var week: HabitWeek { HabitWeek(firstWeekday: self == .sunday ? 1 : 2) }

    /// The setting that lays weeks out as `week` does.
    public init(_ week: HabitWeek) { self = week.firstWeekday == 1 ? .sunday : .monday }
}
