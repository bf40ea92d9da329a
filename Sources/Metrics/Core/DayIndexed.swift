/// Values by day, looked up by day number in an array instead of hashing the day.
///
/// A build asks for a day's value many times for each day of history: the steps of the 7 blocks of 7 days
/// of each Week page, a habit's check-in on each of its active days. The array holds, from the earliest day
/// on, where that day's value is (or -1). Days spread over more than `denseSpan` days (a stray value
/// centuries away) are found through a dictionary instead; the answers are the same.
struct DayIndexed<Value: Sendable>: Sendable {
    /// The earliest and latest day with a value (`nil`: none).
    let first: LocalDay?
    let last: LocalDay?
    /// Where the value of each day from the day numbered `low` on is in `values` (-1: none); empty when
    /// `sparse` is used.
    private let positions: [Int32]
    private let low: Int
    /// The same by day number, when the days are too far apart for `positions`.
    private let sparse: [Int: Int32]
    private let values: [Value]

    /// The widest span of days (about 270 years) kept in an array.
    static var denseSpan: Int { 100_000 }

    /// `entries` by day; of two on one day, the later in the sequence.
    init(_ entries: some Sequence<(day: LocalDay, value: Value)>) {
        var days: [Int] = [], values: [Value] = []
        days.reserveCapacity(entries.underestimatedCount)
        values.reserveCapacity(entries.underestimatedCount)
        var low = Int.max, high = Int.min
        for entry in entries {
            let number = entry.day.dayNumber
            days.append(number)
            values.append(entry.value)
            low = min(low, number)
            high = max(high, number)
        }
        self.values = values
        guard !days.isEmpty else {
            (first, last, positions, self.low, sparse) = (nil, nil, [], 0, [:])
            return
        }
        (first, last, self.low) = (LocalDay(dayNumber: low), LocalDay(dayNumber: high), low)
        guard high - low < Self.denseSpan else {
            var sparse: [Int: Int32] = [:]
            for (index, number) in days.enumerated() { sparse[number] = Int32(index) }
            (positions, self.sparse) = ([], sparse)
            return
        }
        var positions = [Int32](repeating: -1, count: high - low + 1)
        for (index, number) in days.enumerated() { positions[number - low] = Int32(index) }
        (self.positions, sparse) = (positions, [:])
    }

    /// The value of the day numbered `dayNumber` (`LocalDay.dayNumber`), if any.
    subscript(dayNumber dayNumber: Int) -> Value? {
        let index: Int32
        if positions.isEmpty {
            guard let found = sparse[dayNumber] else { return nil }
            index = found
        } else {
            let offset = dayNumber - low
            guard offset >= 0, offset < positions.count else { return nil }
            index = positions[offset]
        }
        return index < 0 ? nil : values[Int(index)]
    }

    /// The value of `day`, if any.
    subscript(day: LocalDay) -> Value? { self[dayNumber: day.dayNumber] }
}

extension DayIndexed {
    /// `values` by their day (a dictionary's order: each day once).
    init(_ values: [LocalDay: Value]) {
        self.init(values.lazy.map { (day: $0.key, value: $0.value) })
    }
}
