import Foundation
import GRDB
import GRDBSQLite

/// The device descriptions already looked up in one transaction, by their bytes (`StoreSchema.createV6Devices`).
///
/// An export names a handful of devices over and over (two in a row is common: the phone's steps between
/// the watch's), so the last few are compared byte for byte before any text is made; the others are kept in
/// a dictionary of at most `limit` entries, emptied when full, so a file naming a new device on every row
/// cannot grow it without bound.
struct DeviceIDs {
    static let recentCount = 4
    static let limit = 4_096

    private var recent: [(bytes: [UInt8], id: Int64)] = []
    private var nextRecent = 0
    private var known: [[UInt8]: Int64] = [:]

    /// The id of the description with `bytes`, when this transaction has seen it.
    func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        for entry in recent where entry.bytes.count == bytes.count {
            if bytes.isEmpty || entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return entry.id
            }
        }
        return known[Array(bytes)]
    }

    /// Remembers `id` for `bytes` and puts it among the recent ones.
    mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>, id: Int64) {
        let key = Array(bytes)
        if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
        known[key] = id
        if recent.count < Self.recentCount {
            recent.append((key, id))
        } else {
            recent[nextRecent] = (key, id)
            nextRecent = (nextRecent + 1) % Self.recentCount
        }
    }
}

extension HistoryWriter {
    /// The id in `devices` of the description `bytes`, added when it is new.
    func deviceID(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Int64 {
        if let id = devices.id(bytes) { return id }
        let find = try statement(.findDevice)
        Self.bind(bytes, to: find)
        defer { sqlite3_bind_null(find, 1) }
        let code = sqlite3_step(find)
        let found = code == SQLITE_ROW ? sqlite3_column_int64(find, 0) : nil
        sqlite3_reset(find)
        guard code == SQLITE_ROW || code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: BulkStatement.findDevice.sql)
        }
        let id: Int64
        if let found {
            id = found
        } else {
            let add = try statement(.addDevice)
            Self.bind(bytes, to: add)
            defer { sqlite3_bind_null(add, 1) }
            try step(add, .addDevice)
            id = sqlite3_last_insert_rowid(db.sqliteConnection)
        }
        devices.remember(bytes, id: id)
        return id
    }

    /// Binds `bytes` as the text of parameter 1 of `statement`, without a copy (an empty one as "").
    private static func bind(_ bytes: UnsafeBufferPointer<UInt8>, to statement: OpaquePointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            sqlite3_bind_text(statement, 1, "", 0, nil)
            return
        }
        sqlite3_bind_text(statement, 1, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }

    /// The id in `devices` of the description `text`, added when it is new.
    func deviceID(_ text: String) throws -> Int64 {
        var text = text
        return try text.withUTF8 { try deviceID($0) }
    }
}
