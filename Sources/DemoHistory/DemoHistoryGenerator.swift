import Foundation
import HistoryStore
import Metrics

/// Generates a plausible, fully deterministic history (steps, energy, heart rate, workouts, habits,
/// gym visits, notes, moments) ending at `now`, for the demo site and for tests.
///
/// The same seed, `now`, time zone and length always give the same store content: randomness
/// comes from `SplitMix64` streams keyed by seed, topic and day, never from the system or the clock.
public struct DemoHistoryGenerator: Sendable {
    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 0x5EED_D3A0_2025_0001

    /// The seed of every random stream.
    public let seed: UInt64
    /// The end of the history: no sample is later.
    public let now: Date
    /// The time zone's days and hour slots.
    public let calendar: DayCalendar
    /// How many years (of 365 days) the history covers.
    public let years: Int
    /// Habits beyond the demo's own (for benchmarks): "Practice skill 1" … in turn in each category.
    public var extraHabits = 0
    /// `now`'s local day: the last day generated (only up to `now`).
    public let today: LocalDay
    /// The first day generated: `years` × 365 days before today.
    public let firstDay: LocalDay
    let clock: Calendar

    /// A generator for `years` years of history ending at `now` in `calendar`'s time zone.
    public init(seed: UInt64 = defaultSeed, now: Date, calendar: DayCalendar, years: Int = 2) {
        self.seed = seed
        self.now = now
        self.calendar = calendar
        self.years = max(1, years)
        self.today = calendar.day(containing: now)
        self.firstDay = today.adding(days: -365 * max(1, years))
        var clock = Calendar(identifier: .gregorian)
        clock.timeZone = calendar.timeZone
        self.clock = clock
    }

    /// Every generated day, oldest first, today included.
    public var days: [LocalDay] {
        (0...firstDay.days(to: today)).map { firstDay.adding(days: $0) }
    }

    /// Generates the whole history and writes it into `store` in one transaction.
    public func write(into store: HistoryStore) throws(StoreError) {
        let history = generate()
        try store.write { writer in try history.write(to: writer) }
    }

    /// How far `day` is through the history: 0 on the first day, 1 today.
    func progress(_ day: LocalDay) -> Double {
        Double(firstDay.days(to: day)) / Double(max(1, firstDay.days(to: today)))
    }

    /// The local clock hour (0 … 23) of `instant`.
    func clockHour(_ instant: Date) -> Int {
        clock.component(.hour, from: instant)
    }
}
