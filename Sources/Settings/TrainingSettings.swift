/// The `[training]` table: the workout reminder published as a calendar feed.
public struct TrainingSettings: Sendable, Equatable {
    /// Seed N4x4: "`Reminder Notifications` toggle (off by default unless user enables)" (`reminders`).
    public var reminders = false
    /// Seed N4x4: "`Every X day(s)` stepper (1–30), default `7`" (`every_days`).
    public var everyDays = 7
    /// The local time of day the reminder event starts (`reminder_time`, "HH:MM").
    public var reminderTime = TimeOfDay(uncheckedHour: 18, minute: 0)

    /// The defaults.
    public init() {}
}
