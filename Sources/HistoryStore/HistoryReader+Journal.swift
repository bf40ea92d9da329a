import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func gymVisits() throws -> [LocalDay] {
        try fetch("SELECT day FROM gym_visits ORDER BY day") { try day($0, 0, "gym_visits") }
    }

    func notes() throws -> [LocalDay: String] {
        var notes: [LocalDay: String] = [:]
        try forEachRow("SELECT day, markdown FROM notes ORDER BY day") { row in
            notes[try day(row, 0, "notes")] = try row.decode(String.self, atIndex: 1)
        }
        return notes
    }

    func moments() throws -> [Moment] {
        let sql = "SELECT id, day, title, category, habit_id, markdown FROM moments ORDER BY day, id"
        return try fetch(sql) { row in
            Moment(id: try row.decode(Int64.self, atIndex: 0), day: try day(row, 1, "moments"),
                   title: try row.decode(String.self, atIndex: 2), category: try row.decode(String.self, atIndex: 3),
                   habitID: try row.decode(Int64?.self, atIndex: 4), markdown: try row.decode(String.self, atIndex: 5))
        }
    }

    func imports() throws -> [ImportRecord] {
        let sql = "SELECT source, export_date, imported_at, record_count FROM imports ORDER BY imported_at, id"
        return try fetch(sql) { row in
            ImportRecord(source: try row.decode(String.self, atIndex: 0), exportDate: try optionalDate(row, 1),
                         importedAt: try date(row, 2), recordCount: try row.decode(Int.self, atIndex: 3))
        }
    }
}
