import Foundation
import GRDB
import GRDBSQLite

/// Samples stored several to a statement (issue 19): one `INSERT OR IGNORE … VALUES (…), (…), …` for
/// `sampleChunk` rows costs SQLite much less than as many single-row statements, with the same rows,
/// in the same order, under the same ids.
extension HistoryWriter {
    /// Rows per multi-row insert.
    public static let sampleChunk = 16

    /// Stores `rows` (exactly `sampleChunk` of them) as `insertSample` would one after the other; returns
    /// for each whether it was new.
    ///
    /// When some were already stored, the rows just added (the last ones by id, ids being handed out in
    /// order) are read back and matched against `rows` in order: only the first of several equal rows
    /// can be the one added.
    public func insertSamples(_ rows: ArraySlice<SampleRow>) throws -> [Bool] {
        precondition(rows.count == Self.sampleChunk)
        let raw = try statement(.insertSamples)
        textArena.removeAll(keepingCapacity: true)
        textArena.append(0)
        var offsets: [(Int, Int)?] = []
        offsets.reserveCapacity(rows.count * 5)
        for row in rows {
            for text in [row.type, row.unit, row.sourceName, row.sourceVersion, row.device] {
                guard let text else { offsets.append(nil); continue }
                offsets.append((textArena.count, text.utf8.count))
                textArena.append(contentsOf: text.utf8)
            }
        }
        try textArena.withUnsafeBufferPointer { arena in
            let base = UnsafeRawPointer(arena.baseAddress!).assumingMemoryBound(to: CChar.self)
            for (index, row) in rows.enumerated() {
                let first = Int32(index * 9)
                SampleBinder.instant(raw, first + 2, row.start)
                SampleBinder.instant(raw, first + 3, row.end)
                sqlite3_bind_double(raw, first + 4, row.value)
                SampleBinder.instant(raw, first + 9, row.created)
                for (column, place) in zip([1, 5, 6, 7, 8] as [Int32], offsets[(index * 5)..<(index * 5 + 5)]) {
                    if let (offset, count) = place {
                        sqlite3_bind_text(raw, first + column, base + offset, Int32(count), nil)
                    } else {
                        sqlite3_bind_null(raw, first + column)
                    }
                }
            }
            defer { sqlite3_clear_bindings(raw) }
            try step(raw, .insertSamples)
        }
        let added = Int(sqlite3_changes(db.sqliteConnection))
        if added == rows.count { return Array(repeating: true, count: rows.count) }
        return try matchAdded(rows, count: added)
    }

    /// Which of `rows` are the `count` rows last added.
    private func matchAdded(_ rows: ArraySlice<SampleRow>, count: Int) throws -> [Bool] {
        var added: [(String, Double, Double, String, Double)] = []
        let statement = try db.makeStatement(sql: """
            SELECT type, start_at, end_at, source_name, value FROM samples ORDER BY id DESC LIMIT \(count)
            """)
        try RawRows.forEach(statement, in: db) { row in
            added.append((RawRows.text(row, 0) ?? "", sqlite3_column_double(row, 1), sqlite3_column_double(row, 2),
                          RawRows.text(row, 3) ?? "", sqlite3_column_double(row, 4)))
        }
        added.reverse()
        var next = 0
        return rows.map { row in
            guard next < added.count else { return false }
            let (type, start, end, source, value) = added[next]
            let same = type.hasBytes(of: row.type) && start == row.start.timeIntervalSince1970
                && end == row.end.timeIntervalSince1970 && source.hasBytes(of: row.sourceName) && value == row.value
            if same { next += 1 }
            return same
        }
    }
}
