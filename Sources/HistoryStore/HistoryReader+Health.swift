import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func dailyTotals() throws -> [Quantity: [LocalDay: Double]] {
        var daily: [Quantity: [LocalDay: Double]] = [:]
        try forEachRow("SELECT day, quantity, value FROM daily_totals ORDER BY quantity, day") { row in
            let quantity = try quantity(row, 1, "daily_totals")
            daily[quantity, default: [:]][try day(row, 0, "daily_totals")] = try row.decode(Double.self, atIndex: 2)
        }
        return daily
    }

    /// Each day's hour slots; a day's array runs to its highest stored slot, missing slots are 0.
    /// A slot is stored by its start in minutes since local midnight (slot k starts at k × 60).
    func hourlyTotals() throws -> [Quantity: [LocalDay: [Double]]] {
        var hourly: [Quantity: [LocalDay: [Double]]] = [:]
        let sql = "SELECT day, quantity, minute, value FROM hourly_totals ORDER BY quantity, day, minute"
        try forEachRow(sql) { row in
            let quantity = try quantity(row, 1, "hourly_totals")
            let day = try day(row, 0, "hourly_totals")
            let hour = try row.decode(Int.self, atIndex: 2) / 60
            let value = try row.decode(Double.self, atIndex: 3)
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
            values.append(TimedValue(instant: try date(row, 0), value: try row.decode(Double.self, atIndex: 1)))
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
            Workout(activityType: try row.decode(String.self, atIndex: 0), start: try date(row, 1),
                    end: try date(row, 2), durationSeconds: try row.decode(Double.self, atIndex: 3),
                    energyKcal: try row.decode(Double?.self, atIndex: 4),
                    distanceMeters: try row.decode(Double?.self, atIndex: 5),
                    sourceName: try row.decode(String.self, atIndex: 6))
        }
    }

    func activitySummaries() throws -> [ActivitySummary] {
        let sql = """
            SELECT day, active_energy_kcal, move_goal_kcal, exercise_minutes, exercise_goal_minutes,
                   stand_hours, stand_goal_hours
            FROM activity_summaries ORDER BY day
            """
        return try fetch(sql) { row in
            ActivitySummary(day: try day(row, 0, "activity_summaries"),
                            activeEnergyKcal: try row.decode(Double.self, atIndex: 1),
                            moveGoalKcal: try row.decode(Double.self, atIndex: 2),
                            exerciseMinutes: try row.decode(Double?.self, atIndex: 3),
                            exerciseGoalMinutes: try row.decode(Double?.self, atIndex: 4),
                            standHours: try row.decode(Double?.self, atIndex: 5),
                            standGoalHours: try row.decode(Double?.self, atIndex: 6))
        }
    }

    func goalChanges() throws -> [GoalChange] {
        try fetch("SELECT effective, steps FROM goal_changes ORDER BY effective") { row in
            GoalChange(effective: try day(row, 0, "goal_changes"), steps: try row.decode(Int.self, atIndex: 1))
        }
    }
}
