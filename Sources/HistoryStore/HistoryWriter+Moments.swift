import GRDB
import Metrics

extension HistoryWriter {
    /// Replaces the day, title, category, habit and body of the moment `moment.id`; returns whether it existed.
    @discardableResult
    public func updateMoment(_ moment: Moment) throws -> Bool {
        try run("UPDATE moments SET day = ?, title = ?, category = ?, habit_id = ?, markdown = ? WHERE id = ?",
                [moment.day.description, moment.title, moment.category, moment.habitID, moment.markdown, moment.id])
    }

    /// Removes the moment with `id`; returns whether it existed.
    @discardableResult
    public func removeMoment(id: Int64) throws -> Bool {
        try run("DELETE FROM moments WHERE id = ?", [id])
    }
}

extension HistoryWriter {
    /// Removes every habit category, habit, check-in and moment (what a habit backup holds); nothing else.
    public func removeHabitData() throws {
        for table in ["moments", "check_ins", "habits", "habit_categories"] {
            try db.execute(sql: "DELETE FROM \(table)")
        }
    }

    /// Adds a habit with its own id (a restore keeps the ids a backup names).
    public func insertHabitKeepingID(_ habit: Habit) throws {
        let frequency = StoredFrequency(habit.frequency)
        try run("""
            INSERT INTO habits
              (id, name, category, icon, frequency_kind, frequency_count, frequency_weekdays, target_value,
               target_unit, rollover, start_day, end_day, archived, position, created, morning_routine)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [habit.id, habit.name, habit.category, habit.icon, frequency.kind, frequency.count, frequency.weekdays,
             habit.targetValue, habit.targetUnit, habit.rollover, habit.startDay?.description,
             habit.endDay?.description, habit.archived, habit.position, habit.created.description, habit.morningRoutine])
        try setLoopRule(habit.loop, habitID: habit.id)
    }

    /// Adds a moment with its own id.
    public func insertMomentKeepingID(_ moment: Moment) throws {
        try run("INSERT INTO moments (id, day, title, category, habit_id, markdown) VALUES (?, ?, ?, ?, ?, ?)",
                [moment.id, moment.day.description, moment.title, moment.category, moment.habitID, moment.markdown])
    }
}
