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

/// A measured quantity with a daily and hourly total.
public enum Quantity: String, Sendable, CaseIterable, Codable, Comparable {
    case steps, activeEnergy = "active_energy", distance
    /// The unit stored: count, kcal, m.
    public var unit: String {
        switch self {
        case .steps: "count"
        case .activeEnergy: "kcal"
        case .distance: "m"
        }
    }
    public static func < (a: Quantity, b: Quantity) -> Bool { a.rawValue < b.rawValue }
}

/// One sample at one instant.
public struct TimedValue: Sendable, Equatable {
    public var instant: Date
    public var value: Double
    public init(instant: Date, value: Double) { self.instant = instant; self.value = value }
}

/// A workout as recorded by Health.
public struct Workout: Sendable, Equatable {
    /// HealthKit's name, e.g. `HKWorkoutActivityTypeHighIntensityIntervalTraining`.
    public var activityType: String
    public var start: Date
    public var end: Date
    public var durationSeconds: Double
    public var energyKcal: Double?
    public var distanceMeters: Double?
    public var sourceName: String
    public init(activityType: String, start: Date, end: Date, durationSeconds: Double,
                energyKcal: Double? = nil, distanceMeters: Double? = nil, sourceName: String) {
        self.activityType = activityType
        self.start = start
        self.end = end
        self.durationSeconds = durationSeconds
        self.energyKcal = energyKcal
        self.distanceMeters = distanceMeters
        self.sourceName = sourceName
    }
    public static let hiitType = "HKWorkoutActivityTypeHighIntensityIntervalTraining"
}

/// One day's Apple Activity Summary: the rings and their goals.
public struct ActivitySummary: Sendable, Equatable {
    public var day: LocalDay
    public var activeEnergyKcal: Double
    /// The move goal in kcal.
    public var moveGoalKcal: Double
    public var exerciseMinutes: Double?
    public var exerciseGoalMinutes: Double?
    public var standHours: Double?
    public var standGoalHours: Double?
    public init(day: LocalDay, activeEnergyKcal: Double, moveGoalKcal: Double, exerciseMinutes: Double? = nil,
                exerciseGoalMinutes: Double? = nil, standHours: Double? = nil, standGoalHours: Double? = nil) {
        self.day = day
        self.activeEnergyKcal = activeEnergyKcal
        self.moveGoalKcal = moveGoalKcal
        self.exerciseMinutes = exerciseMinutes
        self.exerciseGoalMinutes = exerciseGoalMinutes
        self.standHours = standHours
        self.standGoalHours = standGoalHours
    }
}

/// A step goal in force from `effective` on, until the next change.
public struct GoalChange: Sendable, Equatable {
    public var effective: LocalDay
    public var steps: Int
    public init(effective: LocalDay, steps: Int) { self.effective = effective; self.steps = steps }
}

/// A habit category with its card gradient (CSS colours `#RRGGBB`).
public struct HabitCategory: Sendable, Equatable {
    public var name: String
    public var gradientFrom: String
    public var gradientTo: String
    /// The section header's icon (a built-in icon name); `nil` for the default.
    public var icon: String?
    public init(name: String, gradientFrom: String, gradientTo: String, icon: String? = nil) {
        self.name = name
        self.gradientFrom = gradientFrom
        self.gradientTo = gradientTo
        self.icon = icon
    }
}

/// How often a habit is due.
public enum HabitFrequency: Sendable, Equatable {
    case daily
    case timesPerWeek(Int)
    /// Weekdays numbered 1 = Sunday … 7 = Saturday.
    case weekdays(Set<Int>)
}

/// A habit of seed Skill Tracker.
public struct Habit: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var category: String
    public var icon: String
    public var frequency: HabitFrequency
    /// Daily target, e.g. 8 (cups); `nil` for a plain yes/no habit.
    public var targetValue: Double?
    public var targetUnit: String?
    public var rollover: Bool
    public var startDay: LocalDay?
    public var endDay: LocalDay?
    public var archived: Bool
    public var position: Int
    public var created: LocalDay
    /// Listed in the home page's morning routine section instead of its category's section.
    public var morningRoutine: Bool
    public init(id: Int64, name: String, category: String, icon: String, frequency: HabitFrequency,
                targetValue: Double? = nil, targetUnit: String? = nil, rollover: Bool = false,
                startDay: LocalDay? = nil, endDay: LocalDay? = nil, archived: Bool = false,
                position: Int = 0, created: LocalDay, morningRoutine: Bool = false) {
        self.id = id
        self.name = name
        self.category = category
        self.icon = icon
        self.frequency = frequency
        self.targetValue = targetValue
        self.targetUnit = targetUnit
        self.rollover = rollover
        self.startDay = startDay
        self.endDay = endDay
        self.archived = archived
        self.position = position
        self.created = created
        self.morningRoutine = morningRoutine
    }
}

/// Completion of a habit on a day: the seed's 0 / 30 / 60 / 100 % intensities.
public enum CompletionLevel: Int, Sendable, Comparable, CaseIterable, Codable {
    case none = 0, partial = 1, medium = 2, full = 3
    public static func < (a: CompletionLevel, b: CompletionLevel) -> Bool { a.rawValue < b.rawValue }
}

/// A habit's check-in for one day.
public struct CheckIn: Sendable, Equatable {
    public var habitID: Int64
    public var day: LocalDay
    public var level: CompletionLevel
    /// The amount done toward a target ("5" of 8 cups), when the habit has one.
    public var count: Double?
    /// Skipped: the habit was not due that day (Loop's SKIP); it neither extends nor breaks a streak.
    public var skipped: Bool
    public init(habitID: Int64, day: LocalDay, level: CompletionLevel, count: Double? = nil, skipped: Bool = false) {
        self.habitID = habitID
        self.day = day
        self.level = level
        self.count = count
        self.skipped = skipped
    }
}

/// A memorable moment: a dated Markdown entry.
public struct Moment: Sendable, Equatable {
    public var id: Int64
    public var day: LocalDay
    public var title: String
    public var category: String
    public var habitID: Int64?
    public var markdown: String
    public init(id: Int64, day: LocalDay, title: String, category: String, habitID: Int64? = nil, markdown: String) {
        self.id = id
        self.day = day
        self.title = title
        self.category = category
        self.habitID = habitID
        self.markdown = markdown
    }
}

/// One import of a Health export (or of the demo generator).
public struct ImportRecord: Sendable, Equatable {
    public var source: String
    public var exportDate: Date?
    public var importedAt: Date
    public var recordCount: Int
    public init(source: String, exportDate: Date?, importedAt: Date, recordCount: Int) {
        self.source = source
        self.exportDate = exportDate
        self.importedAt = importedAt
        self.recordCount = recordCount
    }
}
