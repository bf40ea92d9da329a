/// When the workout reminder recurs.
///
/// Seed N4x4: "If enabled, app schedules recurring reminder notification every X days." On the
/// web: a calendar event every X days, starting X days after the last HIIT session (or after
/// the build's day when there is none).
public struct ReminderSchedule: Sendable, Equatable, Codable {
    /// The seed's range for X: "`Every X day(s)` stepper (1–30)".
    public static let allowedDays = 1...30

    /// X.
    public let everyDays: Int
    /// The day the recurrence starts from: the last HIIT session, or the build's day.
    public let anchor: LocalDay
    /// Whether `anchor` is the last HIIT session (rather than the build's day).
    public let fromLastSession: Bool
    /// The first reminder: `anchor` plus X days.
    public let firstDay: LocalDay

    /// The schedule for X = `everyDays`; `nil` outside 1–30.
    public init?(everyDays: Int, lastSession: LocalDay?, today: LocalDay) {
        guard Self.allowedDays.contains(everyDays) else { return nil }
        self.everyDays = everyDays
        self.anchor = lastSession ?? today
        self.fromLastSession = lastSession != nil
        self.firstDay = anchor.adding(days: everyDays)
    }

    /// Seed N4x4's reminder copy with X filled in: “Time for your N4x4 session. It’s been 7 days. Ready for your next workout?”
    public var message: String {
        "Time for your N4x4 session. It’s been \(everyDays) \(everyDays == 1 ? "day" : "days"). Ready for your next workout?"
    }
}
