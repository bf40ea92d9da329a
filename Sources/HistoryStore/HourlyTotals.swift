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
    /// The day last added to, so that a run of samples on one day looks nothing up.
    private var cached: (day: LocalDay, interval: DateInterval, slots: DaySlots)?
    /// Sources by number, in the order they first appear; `recentSources` the last few spellings looked up.
    private var sourceNumbers: [String: Int] = [:]
    private var recentSources: [(name: String, number: Int)] = []
    /// Days whose total was scaled down to `dayBound`.
    public private(set) var clampedDays: [LocalDay] = []
    /// The last sample of each source (by number) given to `addInStoreOrder`.
    private var lastBySource: [SampleSpan?] = []

    /// One day's slots, per source (by number).
    final class DaySlots {
        let interval: DateInterval
        let count: Int
        var sources: [Int] = []
        var bySource: [[Double]] = []

        init(interval: DateInterval) {
            self.interval = interval
            self.count = HourlyTotals.slotCount(interval.duration)
        }

        func add(_ value: Double, slot: Int, source: Int) {
            guard let index = sources.firstIndex(of: source) else {
                sources.append(source)
                bySource.append(Array(repeating: 0, count: count))
                bySource[bySource.count - 1][slot] += value
                return
            }
            bySource[index][slot] += value
        }
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
        add(sample, source: number(of: sample.sourceName))
    }

    private mutating func add(_ sample: SampleSpan, source: Int) {
        let duration = sample.end.timeIntervalSince(sample.start)
        guard duration > 0 else { return add(sample.value, at: sample.start, source: source) }
        var instant = sample.start
        while instant < sample.end {
            let (_, interval, _) = dayInterval(containing: instant)
            let slot = (instant.timeIntervalSince(interval.start) / 3600).rounded(.down)
            let slotEnd = min(interval.start.addingTimeInterval((slot + 1) * 3600), interval.end, sample.end)
            add(sample.value * slotEnd.timeIntervalSince(instant) / duration, at: instant, source: source)
            instant = slotEnd
        }
    }

    /// Adds `sample` when it comes after the previous one of its source in the order the store reads
    /// samples back (start, end, source name as bytes, value); returns false, adding nothing, otherwise.
    ///
    /// A source's slots are sums in the order its samples are added, so samples added in the store's
    /// order per source give the totals a read-back from the store gives (`TotalsRebuilder`).
    public mutating func addInStoreOrder(_ sample: SampleSpan) -> Bool {
        let source = number(of: sample.sourceName)
        if source < lastBySource.count, let last = lastBySource[source], !Self.precedes(last, sample) { return false }
        while lastBySource.count <= source { lastBySource.append(nil) }
        lastBySource[source] = sample
        add(sample, source: source)
        return true
    }

    /// `ORDER BY start_at, end_at, source_name, value`, strictly.
    static func precedes(_ a: SampleSpan, _ b: SampleSpan) -> Bool {
        if a.start != b.start { return a.start < b.start }
        if a.end != b.end { return a.end < b.end }
        if !a.sourceName.hasBytes(of: b.sourceName) {
            return a.sourceName.utf8.lexicographicallyPrecedes(b.sourceName.utf8)
        }
        return a.value < b.value
    }

    /// Removes and returns the days that end at or before `instant`: samples ordered by start
    /// that start from `instant` on cannot change them.
    public mutating func takeDays(endingBy instant: Date) -> [(LocalDay, [Double])] {
        let done = days.filter { $0.value.interval.end <= instant }.keys
        if let cached, done.contains(cached.day) { self.cached = nil }
        return done.sorted().map { day in (day, resolve(day, days.removeValue(forKey: day)!)) }
    }

    /// Removes and returns every day left.
    public mutating func takeAll() -> [(LocalDay, [Double])] { takeDays(endingBy: .distantFuture) }

    private mutating func add(_ value: Double, at instant: Date, source: Int) {
        let (_, interval, slots) = dayInterval(containing: instant)
        let slot = min(Int(instant.timeIntervalSince(interval.start) / 3600), slots.count - 1)
        slots.add(value, slot: slot, source: source)
    }

    /// The day holding `instant`, its interval and its slots (made when the day is new).
    private mutating func dayInterval(containing instant: Date) -> (LocalDay, DateInterval, DaySlots) {
        if let cached, cached.interval.start <= instant, instant < cached.interval.end { return cached }
        let day = calendar.day(containing: instant)
        let slots = days[day] ?? DaySlots(interval: calendar.interval(of: day))
        days[day] = slots
        let found = (day, slots.interval, slots)
        cached = found
        return found
    }

    /// The number of the source `name`: equal names, equal numbers.
    private mutating func number(of name: String) -> Int {
        // Equal bytes are equal names; other bytes may still be the same name (canonical equivalence),
        // which the dictionary knows.
        for recent in recentSources where recent.name.hasBytes(of: name) { return recent.number }
        let number = sourceNumbers[name] ?? sourceNumbers.count
        sourceNumbers[name] = number
        if recentSources.count == 8 { recentSources.removeFirst() }
        recentSources.append((name, number))
        return number
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
        var slots = Array(repeating: 0.0, count: day.count)
        for sourceSlots in day.bySource {
            for (index, value) in sourceSlots.enumerated() { slots[index] = max(slots[index], value) }
        }
        return slots
    }
}

extension String {
    /// Whether `other` is spelled with the same UTF-8 bytes (not only canonically equal).
    func hasBytes(of other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
