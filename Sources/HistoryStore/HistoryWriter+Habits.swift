import Foundation
import GRDB
import Metrics

extension HistoryWriter {
    /// Adds a habit category with its card gradient (`#RRGGBB` colours); its name must be new.
    public func addHabitCategory(_ category: HabitCategory) throws {
        try run("INSERT INTO habit_categories (name, gradient_from, gradient_to) VALUES (?, ?, ?)",
                [category.name, category.gradientFrom, category.gradientTo])
    }

    /// Adds a habit (its name must be new) and returns the id the store gave it; `habit.id` is ignored.
    public func addHabit(_ habit: Habit) throws -> Int64 {
        let frequency = StoredFrequency(habit.frequency)
        try run("""
            INSERT INTO habits
              (name, category, icon, frequency_kind, frequency_count, frequency_weekdays, target_value,
               target_unit, rollover, start_day, end_day, archived, position, created)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [habit.name, habit.category, habit.icon, frequency.kind, frequency.count, frequency.weekdays,
             habit.targetValue, habit.targetUnit, habit.rollover, habit.startDay?.description,
             habit.endDay?.description, habit.archived, habit.position, habit.created.description])
        return db.lastInsertedRowID
    }

    /// Sets a habit's check-in for a day (level and optional count toward its target), replacing any previous.
    public func setCheckIn(_ checkIn: CheckIn) throws {
        try run("INSERT OR REPLACE INTO check_ins (habit_id, day, level, count) VALUES (?, ?, ?, ?)",
                [checkIn.habitID, checkIn.day.description, checkIn.level.rawValue, checkIn.count])
    }
}

extension HistoryWriter {
    /// Sets (or, with `nil`, clears) the Loop rule of the habit with `habitID` ("v4_loop" columns);
    /// returns whether a habit had that id. `updateHabit` and `insertHabitKeepingID` call it, so every
    /// full write of a habit keeps its rule.
    @discardableResult
    public func setLoopRule(_ rule: LoopRule?, habitID: Int64) throws -> Bool {
        try run("""
            UPDATE habits SET loop_numerator = ?, loop_denominator = ?, loop_numerical = ?, loop_target_value = ?,
              loop_target_type = ?, loop_unit = ?
            WHERE id = ?
            """,
            [rule?.numerator, rule?.denominator, rule?.numerical, rule?.targetValue, rule?.targetType.rawValue,
             rule?.unit, habitID])
    }
}
