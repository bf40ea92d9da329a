/// Loop Habit Tracker's computed entry list of one habit (`EntryList.recomputeFrom`), in Loop's raw
/// values, from its first day to its horizon: what `LoopScore` and `LoopStreaks` both read.
///
/// Raw values are Loop's stored integers: YES_MANUAL 2, YES_AUTO 1, NO 0, UNKNOWN −1, SKIP 3, and a
/// numerical amount × 1000 (rounded). A yes/no habit has no amounts: one found counts as yes when above
/// zero. A numerical habit's `.yes` is Loop's stored 2 (what Loop exports as YES_MANUAL).
struct LoopDays {
    static let skip = 3, yesManual = 2, yesAuto = 1, no = 0, unknown = -1

    /// Loop's `Frequency`: equal numerator and denominator become 1/1; kept inside `Bounds` so nothing traps.
    let frequency: (numerator: Int, denominator: Int)
    /// Loop's first day: the oldest computed entry, or `through` when there is none.
    let first: LocalDay
    /// The build's today.
    let through: LocalDay
    /// Loop's `to`: `through` + 30.
    let last: LocalDay
    /// The computed entries (UNKNOWN days left out), raw.
    let computed: [LocalDay: Int]

    init(rule: LoopRule, entries: [LocalDay: LoopEntry], through: LocalDay) {
        let n = Self.bounded(rule.numerator, Bounds.frequencyNumerator)
        let d = Self.bounded(rule.denominator, Bounds.frequencyDenominator)
        frequency = n == d ? (1, 1) : (n, d)
        self.through = through
        last = through.adding(days: LoopScore.horizonDays)
        let raw = entries.mapValues { Self.raw($0, numerical: rule.numerical) }
        computed = rule.numerical ? raw : Self.filled(raw, frequency: frequency, last: last)
        let oldest = computed.keys.min() ?? through
        first = min(oldest, last)
    }

    /// The raw value of `day`; UNKNOWN when nothing is stored.
    func value(_ day: LocalDay) -> Int { computed[day] ?? Self.unknown }

    static func bounded(_ value: Int, _ bound: Bound) -> Int {
        Int(bound.clamped(Double(value)) ?? bound.range.lowerBound)
    }

    /// Loop's stored value of one entry.
    static func raw(_ entry: LoopEntry, numerical: Bool) -> Int {
        switch entry {
        case .yes: return yesManual
        case .no: return no
        case .skip: return skip
        case .amount(let amount):
            guard amount.isFinite else { return no }
            if !numerical { return amount > 0 ? yesManual : no }
            let thousandths = (amount * 1000).rounded()
            return Int(min(max(thousandths, Double(Int32.min)), Double(Int32.max)))
        }
    }

    /// A window of automatic days: from the oldest of `numerator` YES days (`begin`) through `end`;
    /// `center` is the newest of those YES days.
    struct Window { var begin: LocalDay, center: LocalDay, end: LocalDay }

    /// The yes/no list with YES_AUTO filled in (`buildIntervals`, `snapIntervalsTogether`,
    /// `buildEntriesFromInterval`), kept to `last`.
    static func filled(_ raw: [LocalDay: Int], frequency: (numerator: Int, denominator: Int), last: LocalDay) -> [LocalDay: Int] {
        var result = raw
        for window in snapped(windows(raw, frequency: frequency)) {
            var day = window.begin
            while day <= min(window.end, last) {
                if let entered = raw[day], entered == yesManual || entered == skip {
                    result[day] = entered
                } else {
                    result[day] = yesAuto
                }
                day = day.adding(days: 1)
            }
        }
        return result
    }

    /// One window for each `numerator` consecutive YES days that fit in one window's length, newest first.
    static func windows(_ raw: [LocalDay: Int], frequency: (numerator: Int, denominator: Int)) -> [Window] {
        let yes = raw.filter { $0.value == yesManual }.keys.sorted(by: >)
        let n = frequency.numerator
        guard yes.count >= n else { return [] }
        return (n - 1..<yes.count).compactMap { index in
            let begin = yes[index], center = yes[index - n + 1]
            let length = windowLength(frequency.denominator, from: begin)
            guard begin.days(to: center) < length else { return nil }
            return Window(begin: begin, center: center, end: begin.adding(days: length - 1))
        }
    }

    /// `denominator` days, or for 1/30 and 1/31 the days of `begin`'s month (of the next month when
    /// `begin` is a month's last day).
    static func windowLength(_ denominator: Int, from begin: LocalDay) -> Int {
        guard denominator == 30 || denominator == 31 else { return denominator }
        return begin.day == begin.daysInMonth ? begin.adding(days: 1).daysInMonth : begin.daysInMonth
    }

    /// Each older window slides back until it just touches the newer one, but never past its center.
    static func snapped(_ windows: [Window]) -> [Window] {
        var windows = windows
        for index in windows.indices.dropFirst() {
            let newer = windows[index - 1], older = windows[index]
            let overlap = newer.begin.days(to: older.end)
            guard overlap >= 0 else { continue }
            let shift = min(older.center.days(to: older.end), overlap + 1)
            windows[index].begin = older.begin.adding(days: -shift)
            windows[index].end = older.end.adding(days: -shift)
        }
        return windows
    }
}
