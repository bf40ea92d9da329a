import Foundation
import Metrics

/// Per-day, per-hour-slot totals of one quantity from raw samples, sources de-duplicated.
///
/// A sample is spread over the hour slots it covers in proportion to the time in each. Hour
/// slot k of a day covers [local midnight + k hours, min(midnight + k + 1 hours, the next
/// midnight)): a day has as many slots as it has started hours, whatever its length (23, 25,
/// 22 or 26 hours at DST changes, 23.5 or 24.5 where the shift is 30 minutes).
/// The de-duplication rule: when several sources (an iPhone and an Apple Watch) count the
/// same hour slot, the slot's total is the largest single source's, never their sum; a day's
/// total is the sum of its slots.
///
/// Bounds: a day whose total would exceed `dayBound` (e.g. `Bounds.stepsPerDay`) is clamped:
/// its slots are scaled down together so that their sum is the bound (the hourly shape and
/// "a day is the sum of its slots" both hold); `clampedDays` counts such days.
public struct HourlyTotals {
    let calendar: DayCalendar
    let dayBound: Bound?
    private var days: [LocalDay: DaySlots] = [:]
    private var cached: (day: LocalDay, interval: DateInterval)?
    /// Days whose total was scaled down to `dayBound`.
    public private(set) var clampedDays: [LocalDay] = []

    struct DaySlots {
        var interval: DateInterval
        var bySource: [String: [Double]] = [:]
    }

    public init(calendar: DayCalendar, dayBound: Bound? = nil) {
        self.calendar = calendar
        self.dayBound = dayBound
    }

    /// The totals of `quantity`, clamped to its per-day bound.
    public init(calendar: DayCalendar, quantity: Quantity) {
        self.init(calendar: calendar, dayBound: Self.dayBound(quantity))
    }

    /// The plausible most of `quantity` in one day.
    public static func dayBound(_ quantity: Quantity) -> Bound {
        switch quantity {
        case .steps: Bounds.stepsPerDay
        case .distance: Bounds.distancePerDay
        case .activeEnergy: Bounds.energyPerDay
        }
    }

    /// Slots of a day `duration` seconds long: one per started hour.
    static func slotCount(_ duration: TimeInterval) -> Int { max(1, Int((duration / 3600).rounded(.up))) }

    /// Adds one sample, spread over the slots (and days) it covers.
    public mutating func add(_ sample: SampleSpan) {
        let duration = sample.end.timeIntervalSince(sample.start)
        guard duration > 0 else { return add(sample.value, at: sample.start, source: sample.sourceName) }
        var instant = sample.start
        while instant < sample.end {
            let (_, interval) = dayInterval(containing: instant)
            let slot = (instant.timeIntervalSince(interval.start) / 3600).rounded(.down)
            let slotEnd = min(interval.start.addingTimeInterval((slot + 1) * 3600), interval.end, sample.end)
            add(sample.value * slotEnd.timeIntervalSince(instant) / duration, at: instant, source: sample.sourceName)
            instant = slotEnd
        }
    }

    /// Removes and returns the days that end at or before `instant`: samples ordered by start
    /// that start from `instant` on cannot change them.
    public mutating func takeDays(endingBy instant: Date) -> [(LocalDay, [Double])] {
        let done = days.filter { $0.value.interval.end <= instant }.keys
        return done.sorted().map { day in (day, resolve(day, days.removeValue(forKey: day)!)) }
    }

    /// Removes and returns every day left.
    public mutating func takeAll() -> [(LocalDay, [Double])] { takeDays(endingBy: .distantFuture) }

    private mutating func add(_ value: Double, at instant: Date, source: String) {
        let (day, interval) = dayInterval(containing: instant)
        let slot = min(Int(instant.timeIntervalSince(interval.start) / 3600), Self.slotCount(interval.duration) - 1)
        let count = Self.slotCount(interval.duration)
        days[day, default: DaySlots(interval: interval)].bySource[source, default: Array(repeating: 0, count: count)][slot] += value
    }

    private mutating func dayInterval(containing instant: Date) -> (LocalDay, DateInterval) {
        if let cached, cached.interval.start <= instant, instant < cached.interval.end { return cached }
        let day = calendar.day(containing: instant)
        let found = (day, calendar.interval(of: day))
        cached = found
        return found
    }

    /// Each slot's largest single-source total, the day clamped to `dayBound`.
    private mutating func resolve(_ day: LocalDay, _ slots: DaySlots) -> [Double] {
        var resolved = Self.resolve(slots)
        let total = resolved.reduce(0, +)
        if let limit = dayBound?.range.upperBound, total > limit {
            let scale = limit / total
            resolved = resolved.map { $0 * scale }
            clampedDays.append(day)
        }
        return resolved
    }

    /// Each slot's largest single-source total.
    static func resolve(_ day: DaySlots) -> [Double] {
        var slots = Array(repeating: 0.0, count: slotCount(day.interval.duration))
        for sourceSlots in day.bySource.values {
            for (index, value) in sourceSlots.enumerated() { slots[index] = max(slots[index], value) }
        }
        return slots
    }
}
