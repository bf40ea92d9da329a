import Foundation
import GRDB
import GRDBSQLite

/// A table that names texts a sample repeats by ids: its device description (`StoreSchema.createV6Devices`),
/// its source and its type (`StoreSchema.createV8SampleIDs`).
enum NamedTable: Int, Hashable, CaseIterable {
    case devices, sources, sampleTypes

    var table: String {
        switch self {
        case .devices: "devices"
        case .sources: "sources"
        case .sampleTypes: "sample_types"
        }
    }

    var column: String { self == .devices ? "description" : "name" }
}

/// The texts of one `NamedTable` already looked up in one transaction, by their bytes.
///
/// An export names a handful of devices and sources over and over (two in a row is common: the phone's steps
/// between the watch's), so the last few are compared byte for byte before any text is made; the others are
/// kept in a dictionary of at most `limit` entries, emptied when full, so a file naming a new device on every
/// row cannot grow it without bound.
struct TextIDs {
    static let limit = 4_096

    private var recent = RecentTexts<(bytes: [UInt8], id: Int64)>()
    private var known: [[UInt8]: Int64] = [:]

    /// The id of the description with `bytes`, when this transaction has seen it.
    func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let found = recent.first { entry in
            entry.bytes.count == bytes.count
                && (bytes.isEmpty || entry.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 })
        }
        return found?.id ?? known[Array(bytes)]
    }

    /// Remembers `id` for `bytes` and puts it among the recent ones.
    mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>, id: Int64) {
        let key = Array(bytes)
        if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
        known[key] = id
        recent.add((key, id))
    }
}

/// The last `count` device descriptions (or source names) met, in any form, the oldest replaced by the next: an
/// export names a handful of devices over and over, so these are compared before anything costlier. The store
/// thread's `TextIDs` keeps them with their ids, the reading thread's `PackedSamples` with their place in its bytes.
struct RecentTexts<Element> {
    static var count: Int { 4 }

    private var items: [Element] = []
    private var next = 0

    func first(where matches: (Element) throws -> Bool) rethrows -> Element? { try items.first(where: matches) }

    /// Remembers `item`, in place of the oldest when `count` are kept.
    mutating func add(_ item: Element) {
        if items.count < Self.count {
            items.append(item)
        } else {
            items[next] = item
            next = (next + 1) % Self.count
        }
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        next = 0
    }
}

extension RecentTexts: Sendable where Element: Sendable {}

extension HistoryWriter {
    /// The id in `table` of the text `bytes`, added when it is new. A device description is looked up without
    /// its address (`HealthDevice`): one row per real device, whatever address each sample's text carries.
    func nameID(_ bytes: UnsafeBufferPointer<UInt8>, in table: NamedTable) throws -> Int64 {
        if let id = names[table.rawValue].id(bytes) { return id }
        let id: Int64
        if table == .devices, let address = HealthDevice.addressRange(in: bytes) {
            let bare = Array(bytes[..<address.lowerBound]) + Array(bytes[address.upperBound...])
            id = try bare.withUnsafeBufferPointer { try nameID($0, in: .devices) }
        } else if let found = try findName(bytes, in: table) {
            id = found
        } else {
            let add = try statement(.addName(table))
            Self.bind(bytes, to: add)
            if table == .devices { Self.bindFields(of: HealthDevice(String(decoding: bytes, as: UTF8.self)), to: add) }
            defer { sqlite3_clear_bindings(add) }
            try step(add, .addName(table))
            id = sqlite3_last_insert_rowid(db.sqliteConnection)
        }
        names[table.rawValue].remember(bytes, id: id)
        return id
    }

    /// The id of the row of `table` whose text is `bytes`, when there is one.
    private func findName(_ bytes: UnsafeBufferPointer<UInt8>, in table: NamedTable) throws -> Int64? {
        let find = try statement(.findName(table))
        Self.bind(bytes, to: find)
        defer { sqlite3_bind_null(find, 1) }
        let code = sqlite3_step(find)
        let found = code == SQLITE_ROW ? sqlite3_column_int64(find, 0) : nil
        sqlite3_reset(find)
        guard code == SQLITE_ROW || code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: BulkStatement.findName(table).sql)
        }
        return found
    }

    /// Binds a device's fields to parameters 2 to 6 of `BulkStatement.addName(.devices)` (copies: they are
    /// made here).
    private static func bindFields(of device: HealthDevice, to statement: OpaquePointer) {
        for (index, field) in [device.name, device.manufacturer, device.model, device.hardware, device.software].enumerated() {
            guard var field else { sqlite3_bind_null(statement, Int32(index + 2)); continue }
            _ = field.withUTF8 { utf8 in
                sqlite3_bind_text(statement, Int32(index + 2), UnsafeRawPointer(utf8.baseAddress!).assumingMemoryBound(to: CChar.self),
                                  Int32(utf8.count), SampleBinder.transient)
            }
        }
    }

    /// Binds `bytes` as the text of parameter 1 of `statement`, without a copy (an empty one as "").
    private static func bind(_ bytes: UnsafeBufferPointer<UInt8>, to statement: OpaquePointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            sqlite3_bind_text(statement, 1, "", 0, nil)
            return
        }
        sqlite3_bind_text(statement, 1, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }

    /// The id in `table` of `text`, added when it is new.
    func nameID(_ text: String, in table: NamedTable) throws -> Int64 {
        var text = text
        return try text.withUTF8 { try nameID($0, in: table) }
    }

    /// The id of the sample type `name`: its fixed one (`SampleType.id`), or the one `sample_types` hands out.
    func typeID(_ name: String) throws -> Int64 {
        try SampleType.id(name) ?? nameID(name, in: .sampleTypes)
    }
}
