import Foundation
import GRDB
import Metrics

extension HistoryWriter {
    /// Adds a habit category with its card gradient (`#RRGGBB` colours); its name must be new.
    public func addHabitCategory(_ category: HabitCategory) throws {
        try run("INSERT INTO habit_categories (name, gradient_from, gradient_to, position) VALUES (?, ?, ?, \(Self.nextCategoryPosition))",
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
        try run("INSERT OR REPLACE INTO check_ins (habit_id, day, level, count, minute) VALUES (?, ?, ?, ?, ?)",
                [checkIn.habitID, checkIn.day.description, checkIn.level.rawValue, checkIn.count, checkIn.minute])
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

extension HistoryWriter {
    /// Replaces every column of the habit with id `habit.id` (name, category, frequency, target, rollover,
    /// time frame, archived, position, morning routine, Loop rule); returns whether a habit had that id.
    @discardableResult
    public func updateHabit(_ habit: Habit) throws -> Bool {
        let frequency = StoredFrequency(habit.frequency)
        let updated = try run("""
            UPDATE habits SET name = ?, category = ?, icon = ?, frequency_kind = ?, frequency_count = ?,
              frequency_weekdays = ?, target_value = ?, target_unit = ?, rollover = ?, start_day = ?, end_day = ?,
              archived = ?, position = ?, created = ?, morning_routine = ?
            WHERE id = ?
            """,
            [habit.name, habit.category, habit.icon, frequency.kind, frequency.count, frequency.weekdays,
             habit.targetValue, habit.targetUnit, habit.rollover, habit.startDay?.description,
             habit.endDay?.description, habit.archived, habit.position, habit.created.description,
             habit.morningRoutine, habit.id])
        try setLoopRule(habit.loop, habitID: habit.id)
        return updated
    }

    /// Adds a habit with every column, the morning-routine flag included; returns its new id.
    public func addFullHabit(_ habit: Habit) throws -> Int64 {
        var stored = habit
        stored.id = try addHabit(habit)
        try updateHabit(stored)
        return stored.id
    }

    /// Removes the habit with `id` and its check-ins; returns whether it existed.
    @discardableResult
    public func removeHabit(id: Int64) throws -> Bool {
        try run("DELETE FROM habits WHERE id = ?", [id])
    }

    /// Sets a habit's check-in for a day with its skipped flag, replacing any previous.
    public func setFullCheckIn(_ checkIn: CheckIn) throws {
        try run("INSERT OR REPLACE INTO check_ins (habit_id, day, level, count, skipped, minute) VALUES (?, ?, ?, ?, ?, ?)",
                [checkIn.habitID, checkIn.day.description, checkIn.level.rawValue, checkIn.count, checkIn.skipped, checkIn.minute])
    }

    /// Adds a check-in unless the habit already has one that day; returns whether it was added.
    @discardableResult
    public func addCheckInIfMissing(_ checkIn: CheckIn) throws -> Bool {
        try run("INSERT OR IGNORE INTO check_ins (habit_id, day, level, count, skipped) VALUES (?, ?, ?, ?, ?)",
                [checkIn.habitID, checkIn.day.description, checkIn.level.rawValue, checkIn.count, checkIn.skipped])
    }

    /// Removes a habit's check-in of a day; returns whether there was one.
    @discardableResult
    public func removeCheckIn(habitID: Int64, day: LocalDay) throws -> Bool {
        try run("DELETE FROM check_ins WHERE habit_id = ? AND day = ?", [habitID, day.description])
    }

    /// Adds a category with its gradient and section icon; its name must be new.
    public func addFullHabitCategory(_ category: HabitCategory) throws {
        try run("INSERT INTO habit_categories (name, gradient_from, gradient_to, icon, position) VALUES (?, ?, ?, ?, \(Self.nextCategoryPosition))",
                [category.name, category.gradientFrom, category.gradientTo, category.icon])
    }

    /// A new category goes last: after the highest position (0 in a store without categories).
    static let nextCategoryPosition = "(SELECT COALESCE(MAX(position) + 1, 0) FROM habit_categories)"

    /// Sets the habits' order: the habit `ids[i]` gets position `i` (`sitegen habit move`).
    public func setHabitOrder(_ ids: [Int64]) throws {
        for (position, id) in ids.enumerated() {
            try run("UPDATE habits SET position = ? WHERE id = ?", [position, id])
        }
    }

    /// Sets the stored categories' order: the category `names[i]` gets position `i`.
    public func setCategoryOrder(_ names: [String]) throws {
        for (position, name) in names.enumerated() {
            try run("UPDATE habit_categories SET position = ? WHERE name = ?", [position, name])
        }
    }
}
