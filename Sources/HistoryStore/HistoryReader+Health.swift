import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func dailyTotals() throws -> [Quantity: [LocalDay: Double]] {
        var daily: [Quantity: [LocalDay: Double]] = [:]
        try forEachRow("SELECT day, quantity, value FROM daily_totals ORDER BY quantity, day") { row in
            let quantity = try quantity(row, "quantity", "daily_totals")
            daily[quantity, default: [:]][try day(row, "day", "daily_totals")] = try row.value("value", Double.self)
        }
        return daily
    }

    /// Each day's hour slots; a day's array runs to its highest stored slot, missing slots are 0.
    /// A slot is stored by its start in minutes since local midnight (slot k starts at k × 60).
    func hourlyTotals() throws -> [Quantity: [LocalDay: [Double]]] {
        var hourly: [Quantity: [LocalDay: [Double]]] = [:]
        let sql = "SELECT day, quantity, minute, value FROM hourly_totals ORDER BY quantity, day, minute"
        try forEachRow(sql) { row in
            let quantity = try quantity(row, "quantity", "hourly_totals")
            let day = try day(row, "day", "hourly_totals")
            let hour = try row.value("minute", Int.self) / 60
            let value = try row.value("value", Double.self)
            place(value, at: hour, in: &hourly[quantity, default: [:]][day, default: []])
        }
        return hourly
    }

    private func place(_ value: Double, at hour: Int, in slots: inout [Double]) {
        if slots.count <= hour {
            slots.append(contentsOf: repeatElement(0, count: hour + 1 - slots.count))
        }
        slots[hour] = value
    }

    /// Samples of one type as (start, value), oldest first.
    func timedValues(type: String) throws -> [TimedValue] {
        var values: [TimedValue] = []
        let sql = "SELECT start_at, value FROM samples WHERE type = ? ORDER BY start_at, end_at, value, id"
        try forEachRow(sql, arguments: [type]) { row in
            values.append(TimedValue(instant: try date(row, "start_at"), value: try row.value("value", Double.self)))
        }
        return values
    }

    /// The latest sample end of each quantity that has samples.
    func newestSamples() throws -> [Quantity: Date] {
        var newest: [Quantity: Date] = [:]
        for quantity in Quantity.allCases {
            let sql = "SELECT max(end_at) FROM samples WHERE type = ?"
            if let seconds = try Double.fetchOne(db, sql: sql, arguments: [SampleType.of(quantity)]) {
                newest[quantity] = Date(timeIntervalSince1970: seconds)
            }
        }
        return newest
    }

    func workouts() throws -> [Workout] {
        let sql = """
            SELECT activity_type, start_at, end_at, duration_s, energy_kcal, distance_m, source_name
            FROM workouts ORDER BY start_at, activity_type, source_name
            """
        return try fetch(sql) { row in
            Workout(activityType: try row.value("activity_type", String.self), start: try date(row, "start_at"),
                    end: try date(row, "end_at"), durationSeconds: try row.value("duration_s", Double.self),
                    energyKcal: try row.value("energy_kcal", Double?.self),
                    distanceMeters: try row.value("distance_m", Double?.self),
                    sourceName: try row.value("source_name", String.self))
        }
    }

    func activitySummaries() throws -> [ActivitySummary] {
        let sql = """
            SELECT day, active_energy_kcal, move_goal_kcal, exercise_minutes, exercise_goal_minutes,
                   stand_hours, stand_goal_hours
            FROM activity_summaries ORDER BY day
            """
        return try fetch(sql) { row in
            ActivitySummary(day: try day(row, "day", "activity_summaries"),
                            activeEnergyKcal: try row.value("active_energy_kcal", Double.self),
                            moveGoalKcal: try row.value("move_goal_kcal", Double.self),
                            exerciseMinutes: try row.value("exercise_minutes", Double?.self),
                            exerciseGoalMinutes: try row.value("exercise_goal_minutes", Double?.self),
                            standHours: try row.value("stand_hours", Double?.self),
                            standGoalHours: try row.value("stand_goal_hours", Double?.self))
        }
    }

    func goalChanges() throws -> [GoalChange] {
        try fetch("SELECT effective, steps FROM goal_changes ORDER BY effective") { row in
            GoalChange(effective: try day(row, "effective", "goal_changes"), steps: try row.value("steps", Int.self))
        }
    }
}
