/// The `[training]` table: the workout reminder published as a calendar feed.
public struct TrainingSettings: Sendable, Equatable {
    /// "Reminder notifications every X days": X, 1–30 (`reminder_interval_days`).
    public var reminderIntervalDays = 7
    /// The local time of day the reminder event starts (`reminder_time`, "HH:MM").
    public var reminderTime = TimeOfDay(uncheckedHour: 18, minute: 0)

    /// The defaults.
    public init() {}
}
