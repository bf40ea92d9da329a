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
}
