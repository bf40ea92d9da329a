/// A habit of seed Skill Tracker.
///
/// `Codable` as the habit export writes it (`HabitExport.HabitRecord`): every field under its own name but
/// the frequency, which the record writes as three keys of its own (`frequency`, `timesPerWeek`, `weekdays`)
/// and sets after the rest (hence its default, which no habit keeps).
public struct Habit: Sendable, Equatable, Codable {
    public var id: Int64
    public var name: String
    public var category: String
    public var icon: String
    public var frequency: HabitFrequency = .daily
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
    /// Loop Habit Tracker's own rule for a habit imported from Loop (exact frequency, type, target, unit);
    /// `nil` for habits created in sitegen.
    public var loop: LoopRule?
    public init(id: Int64, name: String, category: String, icon: String, frequency: HabitFrequency,
                targetValue: Double? = nil, targetUnit: String? = nil, rollover: Bool = false,
                startDay: LocalDay? = nil, endDay: LocalDay? = nil, archived: Bool = false,
                position: Int = 0, created: LocalDay, morningRoutine: Bool = false, loop: LoopRule? = nil) {
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
        self.loop = loop
    }

    enum CodingKeys: String, CodingKey {
        case id, name, category, icon, targetValue, targetUnit, rollover, startDay, endDay, archived, position, created
        case morningRoutine, loop
    }
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
    /// When it was checked in, in minutes since local midnight by the wall clock (0 … 1439); `nil` when not
    /// known (a check-in for an earlier day, an import). What the time-of-day pattern reads.
    public var minute: Int?
    public init(habitID: Int64, day: LocalDay, level: CompletionLevel, count: Double? = nil, skipped: Bool = false, minute: Int? = nil) {
        self.habitID = habitID
        self.day = day
        self.level = level
        self.count = count
        self.skipped = skipped
        self.minute = minute
    }

    /// The order a history keeps check-ins in: by habit, then by day (the store's key, so no two are equal).
    public static func inKeyOrder(_ a: CheckIn, _ b: CheckIn) -> Bool { (a.habitID, a.day) < (b.habitID, b.day) }
}

extension CompletionLevel {
    /// The level of `count` done toward a daily `target` (seed Skill Tracker: "Light color for partial
    /// completion, dark color for full completion"): 0 is none, under 60 % partial, 60 % to under 100 %
    /// medium, the target or more full.
    public static func from(count: Double, target: Double) -> CompletionLevel {
        guard count > 0, target > 0 else { return .none }
        let share = count / target
        if share >= 1 { return .full }
        return share >= 0.6 ? .medium : .partial
    }

    /// Done at least partially: what streaks count.
    public var isDone: Bool { self > .none }

    /// The seed's colour intensity of the level: 0, 30, 60 or 100 %.
    public var intensityPercent: Int {
        switch self {
        case .none: 0
        case .partial: 30
        case .medium: 60
        case .full: 100
        }
    }

    /// "none", "partial", "medium", "full".
    public var name: String {
        switch self {
        case .none: "none"
        case .partial: "partial"
        case .medium: "medium"
        case .full: "full"
        }
    }

    /// The level named `name` ("none", "partial", "medium", "full"); `nil` for anything else.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = level
    }
}
