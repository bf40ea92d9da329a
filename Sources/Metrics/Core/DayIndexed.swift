/// Values by day, looked up by day number in an array instead of hashing the day.
///
/// A build asks for a day's value many times for each day of history: the steps of the 7 blocks of 7 days
/// of each Week page, a habit's check-in on each of its active days. An array holds, from the earliest day
/// on, where that day's value is (or -1). Days spread over more than `denseSpan` days (a stray value
/// centuries away) are found through a dictionary instead; the answers are the same.
struct DayIndexed<Value: Sendable>: Sendable {
    /// The day numbers of the earliest and latest day with a value (`high < low`: none).
    private let low: Int, high: Int
    /// Where each day's value is in `values`.
    private let positions: Positions
    private let values: [Value]

    private enum Positions: Sendable {
        /// By the day's offset from `low` (-1: none).
        case dense([Int32])
        /// By day number, for days too far apart for `dense`.
        case sparse([Int: Int32])
    }

    /// The widest span of days (about 270 years) kept in an array.
    static var denseSpan: Int { 100_000 }

    /// `values`, each on the day `day` gives it; of two on one day, the later in the list. The array is
    /// kept as it is (shared, not copied).
    init(_ values: [Value], day: (Value) -> LocalDay) {
        self.init(values: values, numbers: values.map { day($0).dayNumber })
    }

    /// `values` by their day.
    init(_ values: [LocalDay: Value]) {
        // A dictionary's keys and values are listed in the same order.
        self.init(values: Array(values.values), numbers: values.keys.map(\.dayNumber))
    }

    /// `values[i]` on the day numbered `numbers[i]`.
    private init(values: [Value], numbers: [Int]) {
        let low = numbers.min() ?? 0, high = numbers.max() ?? -1
        (self.low, self.high, self.values) = (low, high, values)
        guard !numbers.isEmpty, high - low < Self.denseSpan else {
            var sparse: [Int: Int32] = [:]
            for (index, number) in numbers.enumerated() { sparse[number] = Int32(index) }
            positions = .sparse(sparse)
            return
        }
        var offsets = [Int32](repeating: -1, count: high - low + 1)
        for (index, number) in numbers.enumerated() { offsets[number - low] = Int32(index) }
        positions = .dense(offsets)
    }

    /// The earliest and latest day with a value (`nil`: none).
    var first: LocalDay? { high < low ? nil : LocalDay(dayNumber: low) }
    var last: LocalDay? { high < low ? nil : LocalDay(dayNumber: high) }

    /// The value of the day numbered `dayNumber` (`LocalDay.dayNumber`), if any.
    subscript(dayNumber dayNumber: Int) -> Value? {
        let index: Int32
        switch positions {
        case .dense(let offsets):
            let offset = dayNumber &- low
            guard offset >= 0, offset < offsets.count else { return nil }
            index = offsets[offset]
        case .sparse(let numbers):
            index = numbers[dayNumber] ?? -1
        }
        return index < 0 ? nil : values[Int(index)]
    }

    /// The value of `day`, if any.
    subscript(day: LocalDay) -> Value? { self[dayNumber: day.dayNumber] }
}
