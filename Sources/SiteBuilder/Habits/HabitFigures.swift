import Metrics

/// `data/habits.json`: every habit with its level, due flag and streak per day, and the total streak per day.
struct HabitFigures: Encodable {
    struct HabitEntry: Encodable {
        let id: Int64
        let name: String
        let category: String
        let icon: String
        let frequency: String
        let targetValue: Double?
        let targetUnit: String?
        let rollover: Bool
        let morningRoutine: Bool
        let startDay: LocalDay?
        let endDay: LocalDay?
        let archived: Bool
        let streakUnit: HabitStreakUnit
        /// Loop Habit Tracker's rule of an imported habit; absent for sitegen's own habits.
        let loop: LoopEntry?
        let days: [DayEntry]
    }

    /// A Loop habit's rule as Loop has it: `numerator` times in `denominator` days, its type, target
    /// (per `denominator` days; 0 when the export gave none) and unit.
    struct LoopEntry: Encodable {
        let numerator: Int
        let denominator: Int
        let frequency: String
        let numerical: Bool
        let targetType: String?
        let targetValue: Double?
        let unit: String?
        let target: String?

        init(_ rule: LoopRule) {
            numerator = rule.numerator
            denominator = rule.denominator
            frequency = rule.frequencyText
            numerical = rule.numerical
            targetType = rule.numerical ? rule.targetType.rawValue : nil
            targetValue = rule.numerical ? rule.targetValue : nil
            unit = rule.numerical ? rule.unit : nil
            target = rule.targetText
        }
    }

    struct DayEntry: Encodable {
        let day: LocalDay
        let level: String
        let count: Double?
        let skipped: Bool
        let due: Bool
        let streak: Int
    }

    struct TotalEntry: Encodable {
        let day: LocalDay
        let totalStreak: Int
    }

    let habits: [HabitEntry]
    let days: [TotalEntry]

    init(book: HabitBook) {
        habits = book.timelines.map { t in
            let h = t.habit
            return HabitEntry(id: h.id, name: h.name, category: h.category, icon: h.icon, frequency: h.frequency.text,
                              targetValue: h.targetValue, targetUnit: h.targetUnit, rollover: h.rollover,
                              morningRoutine: h.morningRoutine, startDay: h.startDay, endDay: h.endDay, archived: h.archived,
                              streakUnit: t.streakUnit, loop: h.loop.map(LoopEntry.init), days: t.days.map {
                                  DayEntry(day: $0.day, level: $0.level.name, count: $0.count, skipped: $0.skipped,
                                           due: $0.due, streak: $0.streak)
                              })
        }
        days = book.totalStreaks.keys.sorted().map { TotalEntry(day: $0, totalStreak: book.totalStreaks[$0] ?? 0) }
    }
}

/// `data/habits.json` written by hand (`JSONOut`): the members in the order of their keys.
extension HabitFigures: Fields {
    func fields(_ f: inout some FieldVisitor) { f("days", days); f("habits", habits) }
}

extension HabitFigures.HabitEntry: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("archived", archived); f("category", category); f("days", days); f("endDay", endDay)
        f("frequency", frequency); f("icon", icon); f("id", id); f("loop", loop); f("morningRoutine", morningRoutine)
        f("name", name); f("rollover", rollover); f("startDay", startDay); f("streakUnit", streakUnit)
        f("targetUnit", targetUnit); f("targetValue", targetValue)
    }
}

extension HabitFigures.LoopEntry: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("denominator", denominator); f("frequency", frequency); f("numerator", numerator)
        f("numerical", numerical); f("target", target); f("targetType", targetType); f("targetValue", targetValue)
        f("unit", unit)
    }
}

extension HabitFigures.DayEntry: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("count", count); f("day", day); f("due", due); f("level", level); f("skipped", skipped)
        f("streak", streak)
    }
}

extension HabitFigures.TotalEntry: Fields {
    func fields(_ f: inout some FieldVisitor) { f("day", day); f("totalStreak", totalStreak) }
}
