import Foundation
import GRDB
import GRDBSQLite
import Metrics

extension HistoryWriter {
    /// The time zone the stored totals were computed for; `nil` when not recorded (a store older than v3).
    public func totalsTimeZone() throws -> String? {
        try TotalsZone.read(db)
    }

    /// Records that the stored totals are computed for the zone `identifier`.
    public func setTotalsTimeZone(_ identifier: String) throws {
        try run("INSERT OR REPLACE INTO totals_time_zone (id, time_zone) VALUES (1, ?)", [identifier])
    }

    /// Deletes every daily and hourly total of `quantity` (before a recomputation from the samples).
    public func deleteTotals(of quantity: Quantity) throws {
        try run("DELETE FROM hourly_totals WHERE quantity = ?", [quantity.rawValue])
        try run("DELETE FROM daily_totals WHERE quantity = ?", [quantity.rawValue])
    }

    /// Whether the store holds any sample.
    public func hasSamples() throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM samples)") ?? false
    }

    /// Whether the store holds any sample of `type`.
    public func hasSamples(type: String) throws -> Bool {
        guard let id = try SampleCursor.typeID(db, type) else { return false }
        return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM samples WHERE type_id = ?)", arguments: [id]) ?? false
    }

    /// The first and last start of the stored samples of `type`; `nil` without samples.
    public func sampleRange(type: String) throws -> ClosedRange<Date>? {
        try SampleCursor.range(db, type: type)
    }
}

/// The `totals_time_zone` row.
enum TotalsZone {
    static func read(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT time_zone FROM totals_time_zone WHERE id = 1")
    }
}

/// Stored samples in the fixed order the totals are computed in.
enum SampleCursor {
    /// The id of the sample type `name` in this store (`SampleType.id`, or `sample_types` for another name);
    /// `nil` when no sample can have it.
    static func typeID(_ db: Database, _ name: String) throws -> Int64? {
        try SampleType.id(name) ?? Int64.fetchOne(db, sql: "SELECT id FROM sample_types WHERE name = ?", arguments: [name])
    }

    /// Calls `body` with every sample of `type` starting in `[from, before)`, ordered by start, end,
    /// source name (its bytes) and value (so sums come out the same every time).
    ///
    /// Stepped with the C API, columns by their place in the SELECT (GRDB's row decoding by name was
    /// most of the totals' time). The unique index gives the samples by start, end, source id and value;
    /// only the few that share a start and an end are put in order of their source's name here.
    static func forEach(_ db: Database, type: String, from: Date, before: Date, _ body: (SampleSpan) throws -> Void) throws {
        guard let type = try typeID(db, type) else { return }
        let names = try sourceNames(db)
        let statement = try db.makeStatement(sql: """
            SELECT start_at, end_at, value, source_id FROM samples
            WHERE type_id = ? AND start_at >= ? AND start_at < ?
            ORDER BY start_at, end_at, source_id, value
            """)
        let raw = statement.sqliteStatement
        sqlite3_bind_int64(raw, 1, type)
        sqlite3_bind_double(raw, 2, from.timeIntervalSince1970)
        sqlite3_bind_double(raw, 3, before.timeIntervalSince1970)
        // The samples sharing the last one's start and end.
        var run: [SampleSpan] = []
        func flush() throws {
            if run.count > 1 { run.sort(by: HourlyTotals.precedes) }
            for sample in run { try body(sample) }
            run.removeAll(keepingCapacity: true)
        }
        try RawRows.forEach(statement, in: db) { raw in
            // A source id no row of `sources` names (a hand edit) is a source of its own.
            let id = sqlite3_column_int64(raw, 3)
            let name = sqlite3_column_type(raw, 3) == SQLITE_INTEGER ? names[id] ?? "source \(id)"
                : "source " + (sqlite3_column_text(raw, 3).map { String(cString: $0) } ?? "")
            let sample = SampleSpan(start: Date(timeIntervalSince1970: sqlite3_column_double(raw, 0)),
                                    end: Date(timeIntervalSince1970: sqlite3_column_double(raw, 1)),
                                    value: sqlite3_column_double(raw, 2), sourceName: name)
            if let last = run.last, last.start != sample.start || last.end != sample.end { try flush() }
            run.append(sample)
        }
        try flush()
    }

    /// Every source's name by its id.
    static func sourceNames(_ db: Database) throws -> [Int64: String] {
        var names: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM sources") {
            // A name edited by hand into a number or a blob reads as the text it has.
            let id: Int64 = row["id"], name: DatabaseValue = row["name"]
            names[id] = String.fromDatabaseValue(name) ?? "\(name)"
        }
        return names
    }

    /// The earliest start and the latest end of the samples of `type`.
    static func range(_ db: Database, type: String) throws -> ClosedRange<Date>? {
        guard let type = try typeID(db, type) else { return nil }
        let sql = "SELECT min(start_at) AS first_start, max(end_at) AS last_end FROM samples WHERE type_id = ?"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [type]),
              let first = try row.value("first_start", Double?.self), let last = try row.value("last_end", Double?.self) else { return nil }
        return Date(timeIntervalSince1970: first)...Date(timeIntervalSince1970: max(first, last))
    }
}

extension HistoryWriter {
    /// The latest `ExportDate` of the imports recorded so far.
    public func newestExportDate() throws -> Date? {
        try Double.fetchOne(db, sql: "SELECT max(export_date) FROM imports").map(Date.init(timeIntervalSince1970:))
    }

    /// Deletes the samples and workouts ending after `instant` and the activity summaries after
    /// `lastDay`: records no export could hold yet (an earlier sitegen stored them); returns how many.
    ///
    /// `samples`: false when the caller knows no stored sample ends after `instant` (the samples' table is
    /// then not scanned: it has no index on `end_at`).
    public func deleteHealthRecords(after instant: Date, lastDay: LocalDay, samples: Bool = true) throws -> Int {
        var removed = 0
        let tables = samples ? ["samples", "workouts"] : ["workouts"]
        for sql in tables.map({ "DELETE FROM \($0) WHERE end_at > ?" }) {
            try run(sql, [instant.timeIntervalSince1970])
            removed += db.changesCount
        }
        try run("DELETE FROM activity_summaries WHERE day > ?", [lastDay.description])
        return removed + db.changesCount
    }
}

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
