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

/// Which hour slots a read of the store puts in `History.hourly`.
public struct HourlyScope: Sendable, Hashable {
    /// The quantities whose slots are read.
    public let quantities: Set<Quantity>
    /// Only the days on this weekday (`LocalDay.weekday`); `nil`: every day.
    public let weekday: Int?

    public init(quantities: Set<Quantity>, weekday: Int? = nil) {
        self.quantities = quantities
        self.weekday = weekday
    }

    /// Every slot of every quantity.
    public static let all = HourlyScope(quantities: Set(Quantity.allCases))

    /// The slots of `hourly` in the scope.
    public func selecting(_ hourly: [Quantity: [LocalDay: [Double]]]) -> [Quantity: [LocalDay: [Double]]] {
        var selected: [Quantity: [LocalDay: [Double]]] = [:]
        for (quantity, days) in hourly where quantities.contains(quantity) {
            selected[quantity] = weekday == nil ? days : days.filter { $0.key.weekday == weekday }
        }
        return selected
    }
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

extension History {
    /// A group of the history's fields that one kind of change writes together: what `sitegen serve`
    /// reads again after a form changed the store (a check-in changes `.habits` only).
    public enum Part: String, Sendable, CaseIterable, Hashable {
        /// Health data: daily and hourly totals, heart rate, VO2 max, newest samples, workouts,
        /// Activity Summaries, imports.
        case samples
        /// The step-goal changes.
        case goals
        /// Habit categories, habits and check-ins.
        case habits
        case gym, notes, moments
    }

    /// `self` with the fields of `parts` taken from `other`; with `checkInsOf`, the habits part takes only
    /// those habits' check-ins from `other` (which holds theirs alone) and keeps the others' (serve after a
    /// form checked a habit in). The check-ins stay in order by habit and day.
    public func replacing(_ parts: Set<Part>, from other: History, checkInsOf: Set<Int64>? = nil) -> History {
        var history = self
        for part in parts {
            switch part {
            case .samples:
                history.daily = other.daily
                history.hourly = other.hourly
                history.heartRate = other.heartRate
                history.vo2Max = other.vo2Max
                history.newestSample = other.newestSample
                history.workouts = other.workouts
                history.activitySummaries = other.activitySummaries
                history.imports = other.imports
            case .goals: history.goalChanges = other.goalChanges
            case .habits:
                history.habitCategories = other.habitCategories
                history.habits = other.habits
                if let checkInsOf {
                    history.checkIns = Self.merged(checkIns.filter { !checkInsOf.contains($0.habitID) }, other.checkIns)
                } else {
                    history.checkIns = other.checkIns
                }
            case .gym: history.gymVisits = other.gymVisits
            case .notes: history.notes = other.notes
            case .moments: history.moments = other.moments
            }
        }
        return history
    }

    /// Two lists of check-ins, each in order by habit and day and with no habit and day in both, as one.
    private static func merged(_ a: [CheckIn], _ b: [CheckIn]) -> [CheckIn] {
        var all: [CheckIn] = [], i = 0, j = 0
        all.reserveCapacity(a.count + b.count)
        while i < a.count, j < b.count {
            if CheckIn.inKeyOrder(a[i], b[j]) { all.append(a[i]); i += 1 } else { all.append(b[j]); j += 1 }
        }
        return all + a[i...] + b[j...]
    }
}
