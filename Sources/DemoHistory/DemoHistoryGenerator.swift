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

    /// Generates the whole history and writes it into `store` in one transaction, with the zone its hourly and
    /// daily totals belong to. Without it, the first `sitegen import health` into a demo store took the totals
    /// for another zone's and recomputed every day's from the samples: the demo's totals are in tenths, the
    /// recomputed ones came out a hair off a half on some days, and Day pages that the import never touched
    /// showed one kcal or one unit of distance more or less.
    public func write(into store: HistoryStore) throws(StoreError) {
        let history = generate()
        try store.write { writer in
            try history.write(to: writer)
            try writer.setTotalsTimeZone(calendar.timeZone.identifier)
        }
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

extension DemoHistoryGenerator {
    /// What a random stream is for: each topic draws from its own streams, so topics stay independent.
    enum Topic: UInt64 {
        case week = 1, steps, heart, vo2, workouts, gym, habits, checkIns, notes, skips
    }

    /// The random stream for `topic` and `key` (a day number, a week number, a habit …).
    func random(_ topic: Topic, _ key: Int, _ subkey: Int = 0) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (topic.rawValue &* 0x9E37_79B9_7F4A_7C15))
        let a = mixer.next() ^ (UInt64(bitPattern: Int64(key)) &* 0xD1B5_4A32_D192_ED03)
        var stream = SplitMix64(seed: a ^ (UInt64(bitPattern: Int64(subkey)) &* 0xA24B_AED4_963E_E407))
        _ = stream.next()
        return stream
    }

    /// The random stream for `topic` on `day`.
    func random(_ topic: Topic, _ day: LocalDay, _ subkey: Int = 0) -> SplitMix64 {
        random(topic, day.dayNumber, subkey)
    }

    /// Monday-based week number of `day` (week 0 starts on Monday 1970-01-05).
    func weekNumber(_ day: LocalDay) -> Int {
        let n = day.dayNumber - 4
        return n >= 0 ? n / 7 : (n - 6) / 7
    }
}

extension DemoHistoryGenerator {
    /// The whole demo history as plain values.
    func generate() -> DemoData {
        var data = DemoData()
        data.gymVisits = gymVisits()
        let gymDays = Set(data.gymVisits)
        for day in days {
            let workouts = workouts(on: day, gymDay: gymDays.contains(day))
            let activity = activity(on: day, workouts: workouts)
            data.activity.append(activity)
            data.workouts += workouts
            data.samples += heartRate(on: day, activity: activity, workouts: workouts) + vo2Max(on: day)
            data.summaries.append(summary(activity, workouts: workouts))
        }
        data.goals = stepGoals()
        data.categories = DemoCatalog.categories
        data.habits = habitLogs()
        data.notes = notes(dailySteps: data.dailySteps)
        data.moments = moments(data)
        data.importedAt = now
        return data
    }

    /// The day's Activity Summary: its active energy against the weekday move goal (weekdays 500,
    /// weekends 650 kcal; 550 / 700 from the middle of the history on), exercise and stand hours.
    func summary(_ activity: DemoDayActivity, workouts: [Workout]) -> ActivitySummary {
        let weekend = activity.day.weekday == 1 || activity.day.weekday == 7
        let raised = progress(activity.day) >= 0.5
        let moveGoal: Double = (weekend ? 650 : 500) + (raised ? 50 : 0)
        let workoutMinutes = workouts.reduce(0) { $0 + $1.durationSeconds / 60 }
        let brisk = (activity.total(.steps) / 350).rounded(.down)
        let standHours = activity.hourly[.steps]?.filter { $0 >= 150 }.count ?? 0
        return ActivitySummary(day: activity.day, activeEnergyKcal: tenths(activity.total(.activeEnergy)),
                               moveGoalKcal: moveGoal, exerciseMinutes: (workoutMinutes + brisk).rounded(),
                               exerciseGoalMinutes: 30, standHours: Double(min(standHours, 24)),
                               standGoalHours: 12)
    }

    /// 8 000 steps from the first day, 10 000 from a year ago.
    func stepGoals() -> [(effective: LocalDay, steps: Int, recordedAt: Date)] {
        let raised = today.adding(days: -365)
        var goals = [(effective: firstDay, steps: 8_000, recordedAt: calendar.instant(on: firstDay, hour: 8))]
        if raised > firstDay {
            goals.append((effective: raised, steps: 10_000, recordedAt: calendar.instant(on: raised, hour: 7, minute: 30)))
        }
        return goals.filter { $0.recordedAt <= now }
    }

    /// Gym visit days: about three a week (Monday, Wednesday, Friday, sometimes Thursday or
    /// Saturday), today once it is past 8 a.m., and at least one in the current month.
    func gymVisits() -> [LocalDay] {
        let chances: [Int: Double] = [2: 0.85, 4: 0.8, 5: 0.15, 6: 0.7, 7: 0.25]
        var visits = days.filter { day in
            var random = random(.gym, day)
            return random.chance(chances[day.weekday] ?? 0)
        }
        if visits.last == today, calendar.secondsSinceMidnight(now) < 8 * 3600 {
            visits.removeLast()
        }
        if !visits.contains(where: { $0 >= today.firstOfMonth }) {
            visits.append(today)
        }
        return visits
    }
}
