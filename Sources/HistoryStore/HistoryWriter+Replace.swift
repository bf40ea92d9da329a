import Foundation
import GRDB
import Metrics

/// Replacing writes for live feeds (Health Auto Export): a later file's sample or workout takes the place
/// of the one stored for the same metric, start and source, instead of being added beside it.
extension HistoryWriter {
    /// Stores `row` in place of any sample of its type, start and source; returns whether anything changed
    /// (the same sample again changes nothing).
    @discardableResult
    public func replaceSample(_ row: SampleRow) throws -> Bool {
        _ = try run("""
            DELETE FROM samples WHERE type_id = ? AND start_at = ? AND source_id = ? AND (end_at <> ? OR value <> ?)
            """, [try typeID(row.type), row.start.unixSeconds, try nameID(row.sourceName, in: .sources), row.end.unixSeconds, row.value])
        let removed = db.changesCount
        return try insertSample(row) || removed > 0
    }

    /// Stores `workout` in place of any workout of its type, start and source; returns whether it was new.
    @discardableResult
    public func replaceWorkout(_ workout: Workout) throws -> Bool {
        let existed = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workouts WHERE activity_type = ? AND start_at = ? AND source_name = ?",
                                       arguments: [workout.activityType, workout.start.unixSeconds, workout.sourceName]) ?? 0
        _ = try run("""
            INSERT OR REPLACE INTO workouts
              (activity_type, start_at, end_at, duration_s, energy_kcal, distance_m, source_name)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [workout.activityType, workout.start.unixSeconds, workout.end.unixSeconds, workout.durationSeconds,
             workout.energyKcal, workout.distanceMeters, workout.sourceName])
        return existed == 0
    }
}
