import Foundation
import GRDB
import GRDBSQLite

/// Samples stored several to a statement: one `INSERT OR IGNORE … VALUES (…), (…), …` for
/// `sampleChunk` rows costs SQLite much less than as many single-row statements, with the same rows,
/// in the same order, under the same ids.
extension HistoryWriter {
    /// Rows per multi-row insert.
    public static let sampleChunk = 64

    /// Stores `rows` (exactly `sampleChunk` of them) as `insertSample` would one after the other; returns
    /// for each whether it was new.
    ///
    /// When some were already stored, the rows just added (the last ones by id, ids being handed out in
    /// order) are read back and matched against `rows` in order: only the first of several equal rows
    /// can be the one added.
    public func insertSamples(_ rows: ArraySlice<SampleRow>) throws -> [Bool] {
        precondition(rows.count == Self.sampleChunk)
        var packed = PackedSamples(capacity: rows.count)
        for row in rows { packed.append(row, tag: 0) }
        return try insertSamples(packed, from: 0) ?? Array(repeating: true, count: rows.count)
    }
}

/// The packed bulk path: rows bound straight from `PackedSamples`, no `String` touched.
extension HistoryWriter {
    /// Stores rows `start..<start + sampleChunk` of `packed` as `insertSample` would one after the
    /// other; returns `nil` when every one was new, else for each whether it was.
    public func insertSamples(_ packed: PackedSamples, from start: Int) throws -> [Bool]? {
        let rows = start..<(start + Self.sampleChunk)
        precondition(rows.upperBound <= packed.count)
        let ids = try packed.bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
            return try packed.rows.withUnsafeBufferPointer { all in
                // The ids first: looking one up may run statements of its own.
                var ids = [RowIDs](repeating: RowIDs(), count: rows.count)
                var devices = RecentIDs(), sources = RecentIDs()
                for index in rows {
                    let row = all[index]
                    ids[index - start] = RowIDs(type: row.typeID != 0 ? row.typeID : try nameID(row.type, bytes, in: .sampleTypes),
                                                source: try sources.id(row.sourceName) { try nameID(row.sourceName, bytes, in: .sources) },
                                                device: try devices.id(row.device) { try nameID(row.device, bytes, in: .devices) })
                }
                let raw = try statement(.insertSamples)
                // Every parameter is bound before each step, so the bindings are not cleared after it: the texts
                // (bound without a copy) then point into a batch that is gone, but SQLite reads a binding only
                // while the statement runs, and clearing all 576 after each step was work done for nothing.
                for index in rows { Self.bind(all[index], ids[index - start], to: raw, first: Int32((index - start) * 9), base) }
                try step(raw, .insertSamples)
                return ids
            }
        }
        let added = Int(sqlite3_changes(db.sqliteConnection))
        if added == rows.count { return nil }
        return try matchAdded(packed, rows, ids, count: added)
    }

    /// Stores row `index` of `packed` as `insertSample` would; returns whether it was new.
    public func insertSample(_ packed: PackedSamples, at index: Int) throws -> Bool {
        try packed.bytes.withUnsafeBufferPointer { bytes in
            let row = packed.rows[index]
            let ids = RowIDs(type: row.typeID != 0 ? row.typeID : try nameID(row.type, bytes, in: .sampleTypes),
                             source: try nameID(row.sourceName, bytes, in: .sources), device: try nameID(row.device, bytes, in: .devices))
            let raw = try statement(.insertSample)
            Self.bind(row, ids, to: raw, first: 0, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self))
            defer { sqlite3_clear_bindings(raw) }
            try step(raw, .insertSample)
        }
        return sqlite3_changes(db.sqliteConnection) > 0
    }

    /// A row's type, source and device ids (device 0: none).
    struct RowIDs {
        var type: Int64 = 0
        var source: Int64 = 0
        var device: Int64 = 0
    }

    /// The ids of the last two texts looked up, by their place in a `PackedSamples`: a text repeated there is
    /// the same `Text` (`PackedSamples.shared`), so it is looked up once per chunk.
    struct RecentIDs {
        private var known: (offset: Int, count: Int32, id: Int64)? = nil
        private var other: (offset: Int, count: Int32, id: Int64)? = nil

        @inline(__always)
        mutating func id(_ text: PackedSamples.Text, _ lookUp: () throws -> Int64) rethrows -> Int64 {
            if let seen = known, seen.offset == text.offset, seen.count == text.count { return seen.id }
            if let seen = other, seen.offset == text.offset, seen.count == text.count {
                swap(&known, &other)
                return seen.id
            }
            let id = try lookUp()
            other = known
            known = (text.offset, text.count, id)
            return id
        }
    }

    /// The id in `table` of `text` (its bytes in `bytes`), 0 for none.
    @inline(__always)
    private func nameID(_ text: PackedSamples.Text, _ bytes: UnsafeBufferPointer<UInt8>, in table: NamedTable) throws -> Int64 {
        text.count < 0 ? 0 : try nameID(UnsafeBufferPointer(rebasing: bytes[text.offset..<(text.offset + Int(text.count))]), in: table)
    }

    /// Binds `row` to parameters `first + 1 … first + 9` of `raw` (the columns of `BulkStatement.insertSample`),
    /// its texts without a copy from `base`, its type, source and device as `ids` (device 0: NULL).
    @inline(__always)
    private static func bind(_ row: PackedSamples.Row, _ ids: RowIDs, to raw: OpaquePointer, first: Int32, _ base: UnsafePointer<CChar>) {
        sqlite3_bind_int64(raw, first + 1, ids.type)
        SampleBinder.seconds(raw, first + 2, row.start)
        SampleBinder.seconds(raw, first + 3, row.end)
        sqlite3_bind_double(raw, first + 4, row.value)
        bind(row.unit, raw, first + 5, base)
        sqlite3_bind_int64(raw, first + 6, ids.source)
        bind(row.sourceVersion, raw, first + 7, base)
        if ids.device == 0 { sqlite3_bind_null(raw, first + 8) } else { sqlite3_bind_int64(raw, first + 8, ids.device) }
        if row.hasCreated { SampleBinder.seconds(raw, first + 9, row.created) } else { sqlite3_bind_null(raw, first + 9) }
    }

    @inline(__always)
    private static func bind(_ text: PackedSamples.Text, _ raw: OpaquePointer, _ index: Int32, _ base: UnsafePointer<CChar>) {
        if text.count < 0 {
            sqlite3_bind_null(raw, index)
        } else {
            // With its byte length: a NUL inside must not cut the text short.
            sqlite3_bind_text(raw, index, base + text.offset, text.count, nil)
        }
    }

    /// Which of `rows` of `packed` (their ids `ids`) are the `count` rows last added: the rows just added (the
    /// last ones by id) are read back and matched in order.
    private func matchAdded(_ packed: PackedSamples, _ rows: Range<Int>, _ ids: [RowIDs], count: Int) throws -> [Bool] {
        var added: [(Int64, Double, Double, Int64, Double)] = []
        let statement = try db.makeStatement(sql: """
            SELECT type_id, start_at, end_at, source_id, value FROM samples ORDER BY id DESC LIMIT \(count)
            """)
        try RawRows.forEach(statement, in: db) { row in
            added.append((sqlite3_column_int64(row, 0), sqlite3_column_double(row, 1), sqlite3_column_double(row, 2),
                          sqlite3_column_int64(row, 3), sqlite3_column_double(row, 4)))
        }
        added.reverse()
        var next = 0
        return rows.map { index in
            guard next < added.count else { return false }
            let row = packed.rows[index], id = ids[index - rows.lowerBound]
            let (type, start, end, source, value) = added[next]
            let same = type == id.type && start == row.start && end == row.end && source == id.source && value == row.value
            if same { next += 1 }
            return same
        }
    }
}
