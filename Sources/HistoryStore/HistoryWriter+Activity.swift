import Foundation
import GRDB
import Metrics

extension HistoryWriter {
    /// Adds a workout unless one of the same type, start and source is already stored.
    @discardableResult
    public func addWorkout(_ workout: Workout) throws -> Bool {
        try run("""
            INSERT OR IGNORE INTO workouts
              (activity_type, start_at, end_at, duration_s, energy_kcal, distance_m, source_name)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [workout.activityType, workout.start.unixSeconds, workout.end.unixSeconds, workout.durationSeconds,
             workout.energyKcal, workout.distanceMeters, workout.sourceName])
    }

    /// Sets the activity summary of its day, replacing any previous one.
    public func setActivitySummary(_ summary: ActivitySummary) throws {
        try run("""
            INSERT OR REPLACE INTO activity_summaries
              (day, active_energy_kcal, move_goal_kcal, exercise_minutes, exercise_goal_minutes,
               stand_hours, stand_goal_hours)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [summary.day.description, summary.activeEnergyKcal, summary.moveGoalKcal, summary.exerciseMinutes,
             summary.exerciseGoalMinutes, summary.standHours, summary.standGoalHours])
    }

    /// Sets the step goal in force from `effective` on (replacing a change on that same day).
    ///
    /// Seed HelpMeTrain: the past keeps the goal it had; a change only applies from its day.
    public func setGoal(effective: LocalDay, steps: Int, recordedAt: Date) throws {
        try run("""
            INSERT INTO goal_changes (effective, steps, recorded_at) VALUES (?, ?, ?)
            ON CONFLICT (effective) DO UPDATE SET steps = excluded.steps, recorded_at = excluded.recorded_at
            """,
            [effective.description, steps, recordedAt.unixSeconds])
    }
}
