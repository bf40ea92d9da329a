/// The `[habits]` table: how habit weeks are laid out.
public struct HabitSettings: Sendable, Equatable {
    /// The day a habit week starts on (`first_weekday`).
    public var firstWeekday = FirstWeekday.monday

    /// The defaults.
    public init() {}
}
