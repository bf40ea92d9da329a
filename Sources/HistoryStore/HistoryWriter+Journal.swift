import Foundation
import GRDB
import Metrics

extension HistoryWriter {
    /// Logs a gym visit on `day`; returns `false` when that day was already logged (one log per day).
    @discardableResult
    public func addGymVisit(_ day: LocalDay) throws -> Bool {
        try run("INSERT OR IGNORE INTO gym_visits (day) VALUES (?)", [day.description])
    }

    /// Sets the Markdown note of `day`, replacing any previous one.
    public func setNote(day: LocalDay, markdown: String) throws {
        try run("INSERT OR REPLACE INTO notes (day, markdown) VALUES (?, ?)", [day.description, markdown])
    }

    /// Adds a memorable moment and returns its id; `moment.id` is ignored.
    public func addMoment(_ moment: Moment) throws -> Int64 {
        try run("INSERT INTO moments (day, title, category, habit_id, markdown) VALUES (?, ?, ?, ?, ?)",
                [moment.day.description, moment.title, moment.category, moment.habitID, moment.markdown])
        return db.lastInsertedRowID
    }

    /// Records an import of a Health export (or of the demo generator).
    public func addImport(_ record: ImportRecord) throws {
        try run("INSERT INTO imports (source, export_date, imported_at, record_count) VALUES (?, ?, ?, ?)",
                [record.source, record.exportDate?.unixSeconds, record.importedAt.unixSeconds,
                 record.recordCount])
    }
}
