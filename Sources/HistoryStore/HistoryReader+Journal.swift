import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func gymVisits() throws -> [LocalDay] {
        try fetch("SELECT day FROM gym_visits ORDER BY day") { try day($0, "day", "gym_visits") }
    }

    func notes() throws -> [LocalDay: String] {
        var notes: [LocalDay: String] = [:]
        try forEachRow("SELECT day, markdown FROM notes ORDER BY day") { row in
            notes[try day(row, "day", "notes")] = try row.value("markdown", String.self)
        }
        return notes
    }

    func moments() throws -> [Moment] {
        let sql = "SELECT id, day, title, category, habit_id, markdown FROM moments ORDER BY day, id"
        return try fetch(sql) { row in
            Moment(id: try row.value("id", Int64.self), day: try day(row, "day", "moments"),
                   title: try row.value("title", String.self), category: try row.value("category", String.self),
                   habitID: try row.value("habit_id", Int64?.self), markdown: try row.value("markdown", String.self))
        }
    }

    func imports() throws -> [ImportRecord] {
        let sql = "SELECT source, export_date, imported_at, record_count FROM imports ORDER BY imported_at, id"
        return try fetch(sql) { row in
            ImportRecord(source: try row.value("source", String.self), exportDate: try optionalDate(row, "export_date"),
                         importedAt: try date(row, "imported_at"), recordCount: try row.value("record_count", Int.self))
        }
    }
}
