import Foundation

/// Maps instants to local days and back with a time zone's real rules.
///
/// Seed HelpMeTrain: "A day is defined as 00:00:00 to 23:59:59 local time". A DST day has
/// 23 or 25 hours; days are never computed from a fixed UTC offset.
public struct DayCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The local day that contains `instant`: the instant moved by the zone's offset at that instant, as
    /// days since 1970 (what `Calendar` computes, without its cost; `DayCalendarTests` compares the two
    /// around every transition of every zone).
    public func day(containing instant: Date) -> LocalDay {
        LocalDay(dayNumber: Int((wallSeconds(instant) / 86_400).rounded(.down)))
    }

    /// The first instant of `day` (local midnight, or the first existing instant after it).
    public func start(of day: LocalDay) -> Date {
        if let start = plainStart(of: day) { return start }
        let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
        return calendar.startOfDay(for: noon)
    }

    /// `start(of:)` by arithmetic where it is plain: the zone's offset at the local midnight is the offset
    /// of the whole 26 hours on either side (no transition there, of daylight saving time or of the
    /// standard offset), so midnight exists, once, at the wall time less that offset. `nil` near a
    /// transition, where `Calendar` decides (a midnight skipped, or passed twice). Many times cheaper than
    /// `Calendar`.
    private func plainStart(of day: LocalDay) -> Date? {
        let wall = Double(day.dayNumber) * 86_400
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        let start = Date(timeIntervalSince1970: wall - Double(offset))
        guard timeZone.secondsFromGMT(for: start) == offset else { return nil }
        let margin: TimeInterval = 26 * 3600
        if let next = timeZone.nextDaylightSavingTimeTransition(after: start.addingTimeInterval(-margin)),
           next <= start.addingTimeInterval(margin) { return nil }
        return start
    }

    /// `instant` as seconds since 1970-01-01 00:00 on the local wall clock.
    private func wallSeconds(_ instant: Date) -> Double {
        instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
    }

    /// `[start, end)` of `day`: from its local midnight to the next day's.
    public func interval(of day: LocalDay) -> DateInterval {
        DateInterval(start: start(of: day), end: start(of: day.adding(days: 1)))
    }

    /// Seconds in `day`: 86 400, or 82 800 / 90 000 on DST change days.
    public func length(of day: LocalDay) -> TimeInterval { interval(of: day).duration }

    /// Whole hours in `day`: 24, or 23 / 25 on DST change days.
    public func hours(in day: LocalDay) -> Int { Int((length(of: day) / 3600).rounded()) }

    /// Seconds from the local midnight of the day containing `instant` to `instant`.
    public func secondsSinceMidnight(_ instant: Date) -> TimeInterval {
        instant.timeIntervalSince(start(of: day(containing: instant)))
    }

    /// The hour slot of `instant` in its local day: elapsed whole hours since local midnight
    /// (0 … 22, 23 or 24), so a 25-hour day has 25 distinct slots.
    public func hourIndex(of instant: Date) -> Int { Int(secondsSinceMidnight(instant) / 3600) }

    /// The local wall-clock time `HH:MM` of `instant`.
    public func clockTime(_ instant: Date) -> String {
        let time = clock(instant)
        // Padded without `String(format:)`: its C varargs cost a runtime protocol lookup an argument.
        return pad(time.hour, 2) + ":" + pad(time.minute, 2)
    }

    /// The local wall-clock hour, minute and second of `instant` (as `Calendar` gives them: whole seconds
    /// rounded down).
    public func clock(_ instant: Date) -> (hour: Int, minute: Int, second: Int) {
        let wall = wallSeconds(instant)
        let second = Int((wall - (wall / 86_400).rounded(.down) * 86_400).rounded(.down))
        return (second / 3600, second / 60 % 60, second % 60)
    }

    /// The instant at local `hour:minute:second` on `day` (the next valid instant in a DST gap).
    public func instant(on day: LocalDay, hour: Int, minute: Int = 0, second: Int = 0) -> Date {
        let parts = DateComponents(year: day.year, month: day.month, day: day.day,
                                   hour: hour, minute: minute, second: second)
        return calendar.date(from: parts) ?? start(of: day).addingTimeInterval(TimeInterval(hour * 3600 + minute * 60 + second))
    }
}

