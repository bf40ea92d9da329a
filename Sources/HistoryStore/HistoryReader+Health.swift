import Foundation
import GRDB
import GRDBSQLite
import Metrics

extension HistoryReader {
    /// Each quantity's total of each day. Read in the table's storage order: the key is unique, so the order
    /// cannot change the result, and `ORDER BY quantity, day` (not the key's order) made SQLite sort.
    ///
    /// Read with SQLite's C API (`RawRows`): GRDB's decoding by column name cost far more, on the connection
    /// whose reads are the load phase's longest.
    func dailyTotals() throws -> [Quantity: [LocalDay: Double]] {
        var daily: [Quantity: [LocalDay: Double]] = [:]
        let statement = try db.makeStatement(sql: "SELECT day, quantity, value FROM daily_totals")
        try RawRows.forEach(statement, in: db) { raw in
            guard let quantity = RawRows.quantity(raw, 1) else {
                throw StoreError.invalidValue(path: path, detail: "daily_totals: unknown quantity '\(RawRows.shown(raw, 1))'")
            }
            guard let day = RawRows.day(raw, 0) else {
                throw StoreError.invalidValue(path: path, detail: "daily_totals: '\(RawRows.shown(raw, 0))' is not a day YYYY-MM-DD")
            }
            daily[quantity, default: [:]][day] = try RawRows.number(raw, 2, "daily_totals: value", path: path)
        }
        return daily
    }

    /// Each day's hour slots; a day's array runs to its highest stored slot, missing slots are 0.
    /// A slot is stored by its start in minutes since local midnight (slot k starts at k × 60).
    ///
    /// Read with SQLite's C API in the table's storage order: in key order SQLite walks the key's index and
    /// looks each row up, almost three times as long. A day and quantity
    /// are parsed once for the run of rows that share them (each value's storage class checked as GRDB's
    /// decoding would). The writer stores every slot at the start of its hour, so such rows never share a
    /// slot and their order does not matter; a row at another minute (a hand edit, `Bounds.slotMinute` allows
    /// it) is placed after all of them, by ascending minute, so that the latest minute of an hour wins, as
    /// it did when every row came in key order.
    ///
    /// A run of rows of one day and quantity (a day's slots are written together) is gathered first and
    /// put into the dictionaries once: a dictionary update for every row was most of the read's time.
    ///
    /// `scope`: only its rows are read. A site build asks for active energy's on today's weekday
    /// (`EnergyTrend.hourlyScope`), 12,500 rows at 10 years: the days are named, so SQLite finds them by
    /// the key instead of scanning the table.
    func hourlyTotals(in scope: HourlyScope = .all) throws -> [Quantity: [LocalDay: [Double]]] {
        var hourly: [Quantity: [LocalDay: [Double]]] = [:]
        guard !scope.quantities.isEmpty else { return hourly }
        var offHour: [(quantity: Quantity, day: LocalDay, minute: Int, value: Double)] = []
        let statement = try db.makeStatement(sql: "SELECT day, quantity, minute, value FROM hourly_totals" + (try hourlyCondition(scope)))
        var dayBytes: [UInt8] = [], quantityBytes: [UInt8] = []
        var day: LocalDay?, quantity: Quantity?
        // The run being gathered: its day and quantity, and its rows' (hour, value).
        var run: (quantity: Quantity, day: LocalDay)?, runSlots: [(hour: Int, value: Double)] = []
        func endRun() {
            guard let (runQuantity, runDay) = run else { return }
            // Rows on the hour never share a slot (the key), so their order within a day does not matter.
            var slots = hourly[runQuantity]?.removeValue(forKey: runDay) ?? []
            for (hour, value) in runSlots { place(value, at: hour, in: &slots) }
            hourly[runQuantity, default: [:]][runDay] = slots
            runSlots.removeAll(keepingCapacity: true)
        }
        try RawRows.forEach(statement, in: db) { raw in
            if !RawRows.same(raw, 0, as: dayBytes) {
                dayBytes = RawRows.bytes(raw, 0)
                guard sqlite3_column_type(raw, 0) == SQLITE_TEXT, let parsed = LocalDay(String(decoding: dayBytes, as: UTF8.self)) else {
                    throw StoreError.invalidValue(path: path, detail: "hourly_totals: '\(RawRows.shown(raw, 0))' is not a day YYYY-MM-DD")
                }
                day = parsed
            }
            if !RawRows.same(raw, 1, as: quantityBytes) {
                quantityBytes = RawRows.bytes(raw, 1)
                guard sqlite3_column_type(raw, 1) == SQLITE_TEXT, let parsed = Quantity(rawValue: String(decoding: quantityBytes, as: UTF8.self)) else {
                    throw StoreError.invalidValue(path: path, detail: "hourly_totals: unknown quantity '\(RawRows.shown(raw, 1))'")
                }
                quantity = parsed
            }
            let stored = try RawRows.integer(raw, 2, "hourly_totals: minute", path: path)
            // The audit refuses such a minute first; a slot before midnight would trap, one far after it fill memory.
            guard Bounds.slotMinute.range.contains(Double(stored)) else {
                throw StoreError.invalidValue(path: path, detail: "hourly_totals: minute \(stored) is outside the allowed range, \(Bounds.slotMinute.allowed)")
            }
            let minute = Int(stored)
            let value = try RawRows.number(raw, 3, "hourly_totals: value", path: path)
            if minute % 60 == 0 {
                if run?.quantity != quantity || run?.day != day {
                    endRun()
                    run = (quantity!, day!)
                }
                runSlots.append((minute / 60, value))
            } else {
                offHour.append((quantity!, day!, minute, value))
            }
        }
        endRun()
        for row in offHour.sorted(by: { $0.minute < $1.minute }) {
            place(row.value, at: row.minute / 60, in: &hourly[row.quantity, default: [:]][row.day, default: []])
        }
        // The days the condition could not name (it names only the weekday's, or, without a first and last day,
        // none) are left out here.
        return scope.weekday == nil ? hourly : scope.selecting(hourly)
    }

    /// The WHERE clause choosing `scope`'s rows of `hourly_totals` (empty for all of them: a row naming an
    /// unknown quantity is then an error). The days on the scope's weekday are listed from the first stored
    /// day to the last; when the first or the last is no day (the audit does not look at the form), every
    /// day is read, and the malformed one is the read's error, as in a read of every slot.
    private func hourlyCondition(_ scope: HourlyScope) throws -> String {
        var terms: [String] = []
        if scope.quantities.count < Quantity.allCases.count {
            terms.append("quantity IN (\(scope.quantities.map { "'\($0.rawValue)'" }.sorted().joined(separator: ", ")))")
        }
        if let weekday = scope.weekday {
            let first = try String.fetchOne(db, sql: "SELECT min(day) FROM hourly_totals").flatMap { LocalDay($0) }
            let last = try String.fetchOne(db, sql: "SELECT max(day) FROM hourly_totals").flatMap { LocalDay($0) }
            if let first, let last, first <= last {
                let start = first.adding(days: ((weekday - first.weekday) % 7 + 7) % 7)
                let days = stride(from: start.dayNumber, through: last.dayNumber, by: 7).map { "'\(LocalDay(dayNumber: $0))'" }
                terms.append("day IN (\(days.isEmpty ? "NULL" : days.joined(separator: ", ")))")
            }
        }
        return terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
    }

    private func place(_ value: Double, at hour: Int, in slots: inout [Double]) {
        if slots.count <= hour {
            slots.append(contentsOf: repeatElement(0, count: hour + 1 - slots.count))
        }
        slots[hour] = value
    }

    /// Samples of one type as (start, value), in the order start, end, value (read with SQLite's C API). The
    /// store's unique index gives them by start and end (its next column is the source's name, so
    /// `ORDER BY start_at, end_at, value` made SQLite sort, twice as slow): only the
    /// rare samples that share a start and an end are put in order of value here.
    func timedValues(type: String) throws -> [TimedValue] {
        var values: [TimedValue] = []
        guard let type = try SampleCursor.typeID(db, type) else { return values }
        let statement = try db.makeStatement(sql: "SELECT start_at, end_at, value FROM samples WHERE type_id = ? ORDER BY start_at, end_at")
        try statement.setArguments([type])
        // Samples that share a start and an end (the runs) are put in value order afterwards; there are few. The
        // loop keeps to local values: ten years of heart rate are a large share of a build's read.
        var runs: [Range<Int>] = []
        var runFirst = 0, runStart = -Double.infinity, runEnd = -Double.infinity
        try RawRows.forEach(statement, in: db) { raw in
            let start = try RawRows.number(raw, 0, "samples: start_at", path: path)
            let end = try RawRows.number(raw, 1, "samples: end_at", path: path)
            let value = try RawRows.number(raw, 2, "samples: value", path: path)
            if start != runStart || end != runEnd {
                if values.count - runFirst > 1 { runs.append(runFirst..<values.count) }
                (runFirst, runStart, runEnd) = (values.count, start, end)
            }
            values.append(TimedValue(instant: Date(timeIntervalSince1970: start), value: value))
        }
        if values.count - runFirst > 1 { runs.append(runFirst..<values.count) }
        for run in runs { values[run].sort { $0.value < $1.value } }
        return values
    }

    /// The latest sample end of each quantity that has samples.
    ///
    /// No index gives `max(end_at)`: it scanned every sample of the three types, a large share of a next
    /// day's build. With the store's current audit index it is found among few rows. A sample that ends more
    /// than `AuditIndex.span` after its start is in that index. Any other ends at most `span` after its start,
    /// and the latest end is at least the latest start; so such a sample ending last starts at most `span`
    /// before the latest start: a range of the unique index. Without the index (an older store opened
    /// read-only, an index edited by hand) every sample of the type is scanned.
    func newestSamples() throws -> [Quantity: Date] {
        let index = try AuditIndex.tables.first { try $0.table == "samples" && AuditIndex.isCurrent($0, db) }
        var newest: [Quantity: Date] = [:]
        for quantity in Quantity.allCases {
            guard let type = SampleType.id(SampleType.of(quantity)) else { continue }
            // `nil` from the index (no sample, or no query solution): the scan, as quick when the type has none.
            let seconds = try index.flatMap { try newestEnd(type, $0) }
                ?? Double.fetchOne(db, sql: "SELECT max(end_at) FROM samples WHERE type_id = ?", arguments: [type])
            if let seconds { newest[quantity] = Date(timeIntervalSince1970: seconds) }
        }
        return newest
    }

    /// The latest end of a sample of `type` found with the audit index `index` (see `newestSamples`); `nil` when
    /// there is none, or SQLite cannot use the index for the query.
    private func newestEnd(_ type: Int64, _ index: AuditIndex.Table) throws -> Double? {
        do {
            let recent = try Double.fetchOne(db, sql: """
                SELECT max(end_at) FROM samples
                WHERE type_id = ?1 AND start_at >= (SELECT max(start_at) FROM samples WHERE type_id = ?1) - \(AuditIndex.span)
                """, arguments: [type])
            let long = try Double.fetchOne(db, sql: """
                SELECT max(end_at) FROM samples INDEXED BY \(index.name) WHERE type_id = ? AND (\(index.candidates))
                """, arguments: [type])
            return [recent, long].compactMap { $0 }.max()
        } catch let error as DatabaseError where error.message?.contains("no query solution") == true {
            return nil
        }
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
        // Read with SQLite's C API (`RawRows`): GRDB's decoding by column name cost far more.
        var summaries: [ActivitySummary] = []
        let statement = try db.makeStatement(sql: sql)
        try RawRows.forEach(statement, in: db) { raw in
            guard let day = RawRows.day(raw, 0) else {
                throw StoreError.invalidValue(path: path, detail: "activity_summaries: '\(RawRows.shown(raw, 0))' is not a day YYYY-MM-DD")
            }
            func optional(_ index: Int32, _ name: String) throws -> Double? {
                sqlite3_column_type(raw, index) == SQLITE_NULL ? nil : try RawRows.number(raw, index, "activity_summaries: \(name)", path: path)
            }
            summaries.append(ActivitySummary(
                day: day,
                activeEnergyKcal: try RawRows.number(raw, 1, "activity_summaries: active_energy_kcal", path: path),
                moveGoalKcal: try RawRows.number(raw, 2, "activity_summaries: move_goal_kcal", path: path),
                exerciseMinutes: try optional(3, "exercise_minutes"), exerciseGoalMinutes: try optional(4, "exercise_goal_minutes"),
                standHours: try optional(5, "stand_hours"), standGoalHours: try optional(6, "stand_goal_hours")))
        }
        return summaries
    }

    func goalChanges() throws -> [GoalChange] {
        try fetch("SELECT effective, steps FROM goal_changes ORDER BY effective") { row in
            GoalChange(effective: try day(row, "effective", "goal_changes"), steps: try row.value("steps", Int.self))
        }
    }
}
