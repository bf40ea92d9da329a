import Foundation
import HistoryStore
import Metrics

/// Per-day, per-hour-slot totals of one quantity from raw samples, sources de-duplicated.
///
/// A sample is spread over the hour slots it covers in proportion to the time in each (hour
/// slot = elapsed hours since local midnight in the site's zone, so DST days have 23 or 25).
/// The de-duplication rule: when several sources (an iPhone and an Apple Watch) count the
/// same hour slot, the slot's total is the largest single source's, never their sum; a day's
/// total is the sum of its slots.
public struct HourlyTotals {
    let calendar: DayCalendar
    private var days: [LocalDay: DaySlots] = [:]
    private var cached: (day: LocalDay, interval: DateInterval)?

    struct DaySlots {
        var interval: DateInterval
        var bySource: [String: [Double]] = [:]
    }

    public init(calendar: DayCalendar) {
        self.calendar = calendar
    }

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
        return done.sorted().map { day in (day, Self.resolve(days.removeValue(forKey: day)!)) }
    }

    /// Removes and returns every day left.
    public mutating func takeAll() -> [(LocalDay, [Double])] { takeDays(endingBy: .distantFuture) }

    private mutating func add(_ value: Double, at instant: Date, source: String) {
        let (day, interval) = dayInterval(containing: instant)
        let slot = Int(instant.timeIntervalSince(interval.start) / 3600)
        let count = Int((interval.duration / 3600).rounded(.up))
        days[day, default: DaySlots(interval: interval)].bySource[source, default: Array(repeating: 0, count: count)][slot] += value
    }

    private mutating func dayInterval(containing instant: Date) -> (LocalDay, DateInterval) {
        if let cached, cached.interval.start <= instant, instant < cached.interval.end { return cached }
        let day = calendar.day(containing: instant)
        let found = (day, calendar.interval(of: day))
        cached = found
        return found
    }

    /// Each slot's largest single-source total.
    static func resolve(_ day: DaySlots) -> [Double] {
        let count = Int((day.interval.duration / 3600).rounded(.up))
        var slots = Array(repeating: 0.0, count: count)
        for sourceSlots in day.bySource.values {
            for (index, value) in sourceSlots.enumerated() { slots[index] = max(slots[index], value) }
        }
        return slots
    }
}
