import Foundation

/// Maps instants to local days and back with a time zone's real rules.
///
/// Seed HelpMeTrain: "A day is defined as 00:00:00 to 23:59:59 local time". A DST day has
/// 23 or 25 hours; days are never computed from a fixed UTC offset.
public struct DayCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar
    /// The zone's offsets over the years a history holds, read from its rules once.
    private let offsets: ZoneOffsets

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        offsets = ZoneOffsets.of(timeZone)
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

    /// How far from a midnight no transition may lie for `plainStart` to work it out by arithmetic.
    private static let plainMargin: TimeInterval = 26 * 3600

    /// `start(of:)` by arithmetic where it is plain: the zone's offset at the local midnight is the offset
    /// of the whole 26 hours on either side (no transition there, of daylight saving time or of the
    /// standard offset), so midnight exists, once, at the wall time less that offset. `nil` near a
    /// transition, where `Calendar` decides (a midnight skipped, or passed twice). Many times cheaper than
    /// `Calendar`.
    private func plainStart(of day: LocalDay) -> Date? {
        let wall = Double(day.dayNumber) * 86_400
        if let offset = offsets.offset(at: wall) {
            let start = wall - Double(offset)
            guard let near = offsets.hasTransition(after: start - Self.plainMargin, upTo: start + Self.plainMargin) else { return foundationStart(wall) }
            return near ? nil : Date(timeIntervalSince1970: start)
        }
        return foundationStart(wall)
    }

    /// `plainStart` as the zone's rules give it, outside the years `offsets` covers.
    private func foundationStart(_ wall: Double) -> Date? {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        let start = Date(timeIntervalSince1970: wall - Double(offset))
        guard timeZone.secondsFromGMT(for: start) == offset else { return nil }
        if let next = timeZone.nextDaylightSavingTimeTransition(after: start.addingTimeInterval(-Self.plainMargin)),
           next <= start.addingTimeInterval(Self.plainMargin) { return nil }
        return start
    }

    /// `instant` as seconds since 1970-01-01 00:00 on the local wall clock.
    private func wallSeconds(_ instant: Date) -> Double {
        let seconds = instant.timeIntervalSince1970
        return seconds + Double(offsets.offset(at: seconds) ?? timeZone.secondsFromGMT(for: instant))
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


/// A time zone's offset from GMT at each instant from `first` to `last`, as the zone's rules give it
/// (`TimeZone.secondsFromGMT(for:)`), and its transitions (`nextDaylightSavingTimeTransition(after:)`), read
/// once: a build asks for the days and hours of hundreds of thousands of instants, and each question to
/// the zone's rules is a search of its own. Outside those instants `offset` and `hasTransition` give nil,
/// and the caller asks the zone.
final class ZoneOffsets: Sendable {
    /// 1990-01-01 and 2060-01-01 UTC: the years a history is kept for, with room on either side.
    static let firstCovered: Double = 631_152_000
    static let lastCovered: Double = 2_840_140_800

    let first: Double
    let last: Double
    /// Every transition after `first` up to `last`, in order.
    let transitions: [Double]
    /// `offsets[0]` from `first`, `offsets[i + 1]` from `transitions[i]` on.
    let offsets: [Int]

    init(_ zone: TimeZone, from first: Double, to last: Double) {
        self.first = first
        self.last = last
        var transitions: [Double] = [], offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: first))]
        var cursor = Date(timeIntervalSince1970: first)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 <= last, next > cursor {
            transitions.append(next.timeIntervalSince1970)
            offsets.append(zone.secondsFromGMT(for: next))
            cursor = next
        }
        self.transitions = transitions
        self.offsets = offsets
    }

    /// The offsets of `zone` over the covered years, read once in a process: a command makes a calendar in
    /// several places, and `sitegen serve` makes them again for every rebuild.
    static func of(_ zone: TimeZone) -> ZoneOffsets { known.offsets(of: zone) }

    private static let known = Known()

    /// The offsets read so far, by zone.
    private final class Known: @unchecked Sendable {
        private let lock = NSLock()
        private var byZone: [TimeZone: ZoneOffsets] = [:]

        func offsets(of zone: TimeZone) -> ZoneOffsets {
            lock.lock()
            defer { lock.unlock() }
            if let known = byZone[zone] { return known }
            let read = ZoneOffsets(zone, from: ZoneOffsets.firstCovered, to: ZoneOffsets.lastCovered)
            byZone[zone] = read
            return read
        }
    }

    /// How many transitions come at or before `seconds`.
    private func passed(_ seconds: Double) -> Int {
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset at `seconds` since 1970; nil outside `first ..< last`.
    func offset(at seconds: Double) -> Int? {
        guard first <= seconds, seconds < last else { return nil }
        return offsets[passed(seconds)]
    }

    /// Whether a transition comes after `start` and at or before `end`; nil unless both lie in `first ..< last`.
    func hasTransition(after start: Double, upTo end: Double) -> Bool? {
        guard first <= start, end < last else { return nil }
        let next = passed(start)
        return next < transitions.count && transitions[next] <= end
    }
}
