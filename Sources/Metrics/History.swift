import Foundation

/// Everything the build reads from the history store, as plain values.
///
/// The store is the single source of truth; the build loads one `History` and every metric
/// is a pure function of it, the settings and the time of the build.
public struct History: Sendable, Equatable {
    /// Per-day totals, keyed by quantity then local day (steps as a count, energy in kcal, distance in metres).
    public var daily: [Quantity: [LocalDay: Double]]
    /// Per-hour totals of a day, keyed by quantity then local day; index = hour slot since local midnight
    /// (23, 24 or 25 slots, see `DayCalendar.hourIndex(of:)`).
    public var hourly: [Quantity: [LocalDay: [Double]]]
    /// Heart-rate samples (count/min), oldest first.
    public var heartRate: [TimedValue]
    /// VO2 max samples (mL/min·kg), oldest first.
    public var vo2Max: [TimedValue]
    /// The instant of the newest sample of each quantity (Data Time of seed HealthTrends).
    public var newestSample: [Quantity: Date]
    public var workouts: [Workout]
    public var activitySummaries: [ActivitySummary]
    /// Step-goal history, oldest first.
    public var goalChanges: [GoalChange]
    public var habitCategories: [HabitCategory]
    public var habits: [Habit]
    public var checkIns: [CheckIn]
    /// Unique gym visit days, oldest first.
    public var gymVisits: [LocalDay]
    /// A day's note, Markdown.
    public var notes: [LocalDay: String]
    public var moments: [Moment]
    /// Health exports imported so far, oldest first.
    public var imports: [ImportRecord]

    public init(daily: [Quantity: [LocalDay: Double]] = [:], hourly: [Quantity: [LocalDay: [Double]]] = [:],
                heartRate: [TimedValue] = [], vo2Max: [TimedValue] = [], newestSample: [Quantity: Date] = [:],
                workouts: [Workout] = [], activitySummaries: [ActivitySummary] = [], goalChanges: [GoalChange] = [],
                habitCategories: [HabitCategory] = [], habits: [Habit] = [], checkIns: [CheckIn] = [],
                gymVisits: [LocalDay] = [], notes: [LocalDay: String] = [:], moments: [Moment] = [],
                imports: [ImportRecord] = []) {
        self.daily = daily
        self.hourly = hourly
        self.heartRate = heartRate
        self.vo2Max = vo2Max
        self.newestSample = newestSample
        self.workouts = workouts
        self.activitySummaries = activitySummaries
        self.goalChanges = goalChanges
        self.habitCategories = habitCategories
        self.habits = habits
        self.checkIns = checkIns
        self.gymVisits = gymVisits
        self.notes = notes
        self.moments = moments
        self.imports = imports
    }

    /// An empty history: what a new store holds.
    public static let empty = History()
}
