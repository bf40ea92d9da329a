import Foundation
import GRDB
import GRDBSQLite

/// Samples stored several to a statement (issue 19): one `INSERT OR IGNORE … VALUES (…), (…), …` for
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

/// The packed bulk path (issue 19): rows bound straight from `PackedSamples`, no `String` touched.
extension HistoryWriter {
    /// Stores rows `start..<start + sampleChunk` of `packed` as `insertSample` would one after the
    /// other; returns `nil` when every one was new, else for each whether it was.
    public func insertSamples(_ packed: PackedSamples, from start: Int) throws -> [Bool]? {
        let rows = start..<(start + Self.sampleChunk)
        precondition(rows.upperBound <= packed.count)
        try packed.bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
            try packed.rows.withUnsafeBufferPointer { all in
                // The devices first: looking one up may run statements of its own.
                try withUnsafeTemporaryAllocation(of: Int64.self, capacity: rows.count) { ids in
                    // A device repeated in `packed` is the same `Text` (`PackedSamples.device`): looked up once here.
                    var known: (offset: Int, count: Int32, id: Int64)? = nil, other: (offset: Int, count: Int32, id: Int64)? = nil
                    for index in rows {
                        let device = all[index].device
                        if let seen = known, seen.offset == device.offset, seen.count == device.count {
                            ids[index - start] = seen.id
                        } else if let seen = other, seen.offset == device.offset, seen.count == device.count {
                            ids[index - start] = seen.id
                            swap(&known, &other)
                        } else {
                            let id = try deviceID(device, bytes)
                            ids[index - start] = id
                            other = known
                            known = (device.offset, device.count, id)
                        }
                    }
                    let raw = try statement(.insertSamples)
                    for index in rows { Self.bind(all[index], device: ids[index - start], to: raw, first: Int32((index - start) * 9), base) }
                    defer { sqlite3_clear_bindings(raw) }
                    try step(raw, .insertSamples)
                }
            }
        }
        let added = Int(sqlite3_changes(db.sqliteConnection))
        if added == rows.count { return nil }
        return try matchAdded(packed, rows, count: added)
    }

    /// Stores row `index` of `packed` as `insertSample` would; returns whether it was new.
    public func insertSample(_ packed: PackedSamples, at index: Int) throws -> Bool {
        try packed.bytes.withUnsafeBufferPointer { bytes in
            let device = try deviceID(packed.rows[index].device, bytes)
            let raw = try statement(.insertSample)
            Self.bind(packed.rows[index], device: device, to: raw, first: 0, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self))
            defer { sqlite3_clear_bindings(raw) }
            try step(raw, .insertSample)
        }
        return sqlite3_changes(db.sqliteConnection) > 0
    }

    /// The id of `device`'s description (its bytes in `bytes`), 0 for none.
    @inline(__always)
    private func deviceID(_ device: PackedSamples.Text, _ bytes: UnsafeBufferPointer<UInt8>) throws -> Int64 {
        device.count < 0 ? 0 : try deviceID(UnsafeBufferPointer(rebasing: bytes[device.offset..<(device.offset + Int(device.count))]))
    }

    /// Binds `row` to parameters `first + 1 … first + 9` of `raw` (the columns of `BulkStatement.insertSample`),
    /// its texts without a copy from `base`, its device as the id `device` (0: NULL).
    @inline(__always)
    private static func bind(_ row: PackedSamples.Row, device: Int64, to raw: OpaquePointer, first: Int32, _ base: UnsafePointer<CChar>) {
        SampleBinder.seconds(raw, first + 2, row.start)
        SampleBinder.seconds(raw, first + 3, row.end)
        sqlite3_bind_double(raw, first + 4, row.value)
        if row.hasCreated { SampleBinder.seconds(raw, first + 9, row.created) } else { sqlite3_bind_null(raw, first + 9) }
        bind(row.type, raw, first + 1, base)
        bind(row.unit, raw, first + 5, base)
        bind(row.sourceName, raw, first + 6, base)
        bind(row.sourceVersion, raw, first + 7, base)
        if device == 0 { sqlite3_bind_null(raw, first + 8) } else { sqlite3_bind_int64(raw, first + 8, device) }
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

    /// Which of `rows` of `packed` are the `count` rows last added: the rows just added (the last ones by
    /// id) are read back and matched in order.
    private func matchAdded(_ packed: PackedSamples, _ rows: Range<Int>, count: Int) throws -> [Bool] {
        var added: [([UInt8], Double, Double, [UInt8], Double)] = []
        let statement = try db.makeStatement(sql: """
            SELECT type, start_at, end_at, source_name, value FROM samples ORDER BY id DESC LIMIT \(count)
            """)
        let bytes = { (row: OpaquePointer, column: Int32) -> [UInt8] in
            guard let text = sqlite3_column_text(row, column) else { return [] }
            return Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(row, column))))
        }
        try RawRows.forEach(statement, in: db) { row in
            added.append((bytes(row, 0), sqlite3_column_double(row, 1), sqlite3_column_double(row, 2),
                          bytes(row, 3), sqlite3_column_double(row, 4)))
        }
        added.reverse()
        let text = { (text: PackedSamples.Text) -> ArraySlice<UInt8> in
            packed.bytes[text.offset..<(text.offset + max(0, Int(text.count)))]
        }
        var next = 0
        return rows.map { index in
            guard next < added.count else { return false }
            let row = packed.rows[index]
            let (type, start, end, source, value) = added[next]
            let same = type[...] == text(row.type) && start == row.start && end == row.end
                && source[...] == text(row.sourceName) && value == row.value
            if same { next += 1 }
            return same
        }
    }
}
