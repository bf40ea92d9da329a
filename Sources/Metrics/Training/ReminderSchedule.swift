import Strings

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
    /// The next reminder on or after the build's day: `firstDay`, or a later day of the same series
    /// (`anchor` plus a multiple of X) when `firstDay` is past. Never a day in the past.
    public let nextDay: LocalDay

    /// The schedule for X = `everyDays`; `nil` outside 1–30.
    public init?(everyDays: Int, lastSession: LocalDay?, today: LocalDay) {
        guard Self.allowedDays.contains(everyDays) else { return nil }
        self.everyDays = everyDays
        self.anchor = lastSession ?? today
        self.fromLastSession = lastSession != nil
        self.firstDay = anchor.adding(days: everyDays)
        let late = max(0, firstDay.days(to: today))
        self.nextDay = firstDay.adding(days: (late + everyDays - 1) / everyDays * everyDays)
    }

    /// The schedule in words, the one wording of the Training page and the `.ics` feed's description:
    /// "Every 7 days at 18:00, next on Saturday, November 28, 2026 (counted from your last HIIT session, Nov 14, 2026)."
    /// `time` is the reminder's time of day ("18:00").
    /// `format` writes the dates ("Samstag, 28. November 2026" in German), `words` the rest.
    public func scheduleText(at time: String, format: SiteFormat = .standard, words: StringTable = .english) -> String {
        let every = everyDays == 1 ? words[.everyDay] : words(.everyDays, ["count": "\(everyDays)"])
        let from = words[fromLastSession ? .fromLastSession : .fromSiteBuild]
        return words(.reminderSchedule, ["every": every, "time": time, "next": format.longDate(nextDay), "from": from,
                                         "anchor": format.shortDate(anchor)])
    }

    /// Seed N4x4's reminder copy with X filled in: “Time for your N4x4 session. It’s been 7 days. Ready for your next workout?”
    public var message: String { message(.english) }

    /// `message` in `words`.
    public func message(_ words: StringTable) -> String {
        words(.reminderMessage, ["count": "\(everyDays)", "days": words[everyDays == 1 ? .dayWordOne : .dayWordOther]])
    }
}
