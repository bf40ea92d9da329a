import Foundation
import GRDB
import Metrics

/// Reads the whole store into a `History`, each table in a fixed order.
struct HistoryReader {
    let db: Database
    let path: String

    /// Everything in the store.
    func history() throws -> History {
        var history = History()
        history.daily = try dailyTotals()
        history.hourly = try hourlyTotals()
        history.heartRate = try timedValues(type: SampleType.heartRate)
        history.vo2Max = try timedValues(type: SampleType.vo2Max)
        history.newestSample = try newestSamples()
        history.workouts = try workouts()
        history.activitySummaries = try activitySummaries()
        history.goalChanges = try goalChanges()
        history.habitCategories = try habitCategories()
        history.habits = try habits()
        history.checkIns = try checkIns()
        try addHabitColumnsV2(to: &history)
        try addLoopRules(to: &history)
        history.gymVisits = try gymVisits()
        history.notes = try notes()
        history.moments = try moments()
        history.imports = try imports()
        return history
    }

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

    /// The day in column `index` of `row`, read from `table`.
    func day(_ row: Row, _ index: Int, _ table: String) throws -> LocalDay {
        let text = try row.decode(String.self, atIndex: index)
        guard let day = LocalDay(text) else {
            throw StoreError.invalidValue(path: path, detail: "\(table): '\(text)' is not a day YYYY-MM-DD")
        }
        return day
    }

    /// The optional day in column `index` of `row`.
    func optionalDay(_ row: Row, _ index: Int, _ table: String) throws -> LocalDay? {
        try row.decode(String?.self, atIndex: index) == nil ? nil : try day(row, index, table)
    }

    /// The quantity named in column `index` of `row`.
    func quantity(_ row: Row, _ index: Int, _ table: String) throws -> Quantity {
        let text = try row.decode(String.self, atIndex: index)
        guard let quantity = Quantity(rawValue: text) else {
            throw StoreError.invalidValue(path: path, detail: "\(table): unknown quantity '\(text)'")
        }
        return quantity
    }

    /// The instant (Unix seconds) in column `index` of `row`.
    func date(_ row: Row, _ index: Int) throws -> Date {
        Date(timeIntervalSince1970: try row.decode(Double.self, atIndex: index))
    }

    /// The optional instant (Unix seconds) in column `index` of `row`.
    func optionalDate(_ row: Row, _ index: Int) throws -> Date? {
        try row.decode(Double?.self, atIndex: index).map(Date.init(timeIntervalSince1970:))
    }
}

extension HistoryStore {
    /// Reads everything in the store into a `History` (deterministic order everywhere).
    public func loadHistory() throws(StoreError) -> History {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in try HistoryReader(db: db, path: path).history() }
        }
    }
}
