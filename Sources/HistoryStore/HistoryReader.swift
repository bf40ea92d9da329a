import Foundation
import GRDB
import Metrics

/// Reads the whole store into a `History`, each table in a fixed order.
struct HistoryReader {
    let db: Database
    let path: String

    /// Everything in the store.
    func history() throws -> History { try history(Set(History.Part.allCases)) }

    /// The fields of `parts` (the others empty); without `checkIns`, the habits part leaves them out; with
    /// `checkInsOf`, it has those habits' check-ins only; without `sampleRows`, the samples part leaves out
    /// what is read from the `samples` table itself (`fromSamples`); `hourly`: the hour slots read (the
    /// others left out).
    func history(_ parts: Set<History.Part>, checkIns: Bool = true, checkInsOf: Set<Int64>? = nil, sampleRows: Bool = true,
                 hourly: HourlyScope = .all) throws -> History {
        var history = History()
        if parts.contains(.samples) {
            history.daily = try dailyTotals()
            history.hourly = try hourlyTotals(in: hourly)
            if sampleRows { try fromSamples(into: &history) }
            history.workouts = try workouts()
            history.activitySummaries = try activitySummaries()
        }
        if parts.contains(.goals) { history.goalChanges = try goalChanges() }
        if parts.contains(.habits) {
            history.habitCategories = try habitCategories()
            history.habits = try habits()
            if checkIns { history.checkIns = try self.checkIns(of: checkInsOf) }
            try addHabitColumnsV2(to: &history)
            try addLoopRules(to: &history)
        }
        if parts.contains(.gym) { history.gymVisits = try gymVisits() }
        if parts.contains(.notes) { history.notes = try notes() }
        if parts.contains(.moments) { history.moments = try moments() }
        if parts.contains(.samples) { history.imports = try imports() }
        return history
    }

    /// The fields of the samples part read from the `samples` table: heart rate, VO2 max, the newest sample
    /// of each quantity (`auditedHistory` reads them on the connection that audits that table).
    func fromSamples(into history: inout History) throws {
        history.heartRate = try timedValues(type: SampleType.heartRate)
        history.vo2Max = try timedValues(type: SampleType.vo2Max)
        history.newestSample = try newestSamples()
    }

    /// The tables each part is read from (the audit of a partial read checks these).
    static let tables: [History.Part: Set<String>] = [
        .samples: ["samples", "daily_totals", "hourly_totals", "workouts", "activity_summaries", "imports"],
        .goals: ["goal_changes"],
        .habits: ["habit_categories", "habits", "check_ins"],
        .gym: ["gym_visits"], .notes: ["notes"], .moments: ["moments"],
    ]

    /// Calls `body` with each row of `sql`.
    func forEachRow(_ sql: String, arguments: StatementArguments = [], _ body: (Row) throws -> Void) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            try body(row)
        }
    }

    /// The rows of `sql`, each turned into a value by `transform`.
    func fetch<T>(_ sql: String, _ transform: (Row) throws -> T) throws -> [T] {
        var values: [T] = []
        try forEachRow(sql) { values.append(try transform($0)) }
        return values
    }

    /// The day in `column` of `row`, read from `table`.
    func day(_ row: Row, _ column: String, _ table: String) throws -> LocalDay {
        let text = try row.value(column, String.self)
        guard let day = LocalDay(text) else {
            throw StoreError.invalidValue(path: path, detail: "\(table): '\(text)' is not a day YYYY-MM-DD")
        }
        return day
    }

    /// The optional day in `column` of `row`.
    func optionalDay(_ row: Row, _ column: String, _ table: String) throws -> LocalDay? {
        try row.value(column, String?.self) == nil ? nil : try day(row, column, table)
    }

    /// The quantity named in `column` of `row`.
    func quantity(_ row: Row, _ column: String, _ table: String) throws -> Quantity {
        let text = try row.value(column, String.self)
        guard let quantity = Quantity(rawValue: text) else {
            throw StoreError.invalidValue(path: path, detail: "\(table): unknown quantity '\(text)'")
        }
        return quantity
    }

    /// The instant (Unix seconds) in `column` of `row`.
    func date(_ row: Row, _ column: String) throws -> Date {
        Date(timeIntervalSince1970: try row.value(column, Double.self))
    }

    /// The optional instant (Unix seconds) in `column` of `row`.
    func optionalDate(_ row: Row, _ column: String) throws -> Date? {
        try row.value(column, Double?.self).map(Date.init(timeIntervalSince1970:))
    }
}

extension HistoryStore {
    /// Reads everything in the store into a `History` (deterministic order everywhere).
    public func loadHistory() throws(StoreError) -> History {
        try loadHistory(Set(History.Part.allCases))
    }

    /// Reads the fields of `parts` only (the others stay empty), as stored; `checkIns: false` leaves the
    /// habits' check-ins out (a task that only names a habit: 37,000 rows at 10 years).
    public func loadHistory(_ parts: Set<History.Part>, checkIns: Bool = true) throws(StoreError) -> History {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in try HistoryReader(db: db, path: path).history(parts, checkIns: checkIns) }
        }
    }
}

/// A column a store read asks for that its SELECT does not name.
struct MissingColumn: Error, CustomStringConvertible {
    let column: String
    let columns: [String]
    var description: String { "the query has no column '\(column)' (it has \(columns.joined(separator: ", ")))" }
}

extension Row {
    /// The value of `column`, by name: the store is read by column name, never by position, so a
    /// reordered SELECT or a table with more columns cannot shift values. Unlike GRDB's
    /// `decode(_:forColumn:)`, a column the query does not name is an error even for an optional
    /// value, so a misspelt name cannot read as NULL.
    func value<Value: DatabaseValueConvertible>(_ column: String, _ type: Value.Type) throws -> Value {
        guard hasColumn(column) else { throw MissingColumn(column: column, columns: Array(columnNames)) }
        return try decode(type, forColumn: column)
    }
}
