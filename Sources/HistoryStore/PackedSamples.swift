import Foundation

/// Samples laid out for the bulk insert: plain numbers in one array and every text's bytes back
/// to back in another, no `String` per row. An import's reading thread packs them, the thread holding the
/// store's transaction only binds them (`HistoryWriter.insertSamples(_:from:)`): no reference counting,
/// copying or text encoding is left on the store's thread, which is the import's bottleneck.
public struct PackedSamples: Sendable {
    /// Where a text's bytes are in `bytes`; `count` -1 for NULL.
    struct Text {
        var offset: Int
        var count: Int32
    }

    /// One sample, as `SampleRow` holds it.
    struct Row {
        var start: Double
        var end: Double
        var value: Double
        /// `nan` when there is no creation date (`hasCreated` false).
        var created: Double
        var hasCreated: Bool
        /// The caller's number for the row (the importer's record type).
        var tag: UInt8
        /// The type's fixed id (`SampleType.id`), 0 when the store hands it out.
        var typeID: Int64
        var type: Text
        var unit: Text
        var sourceName: Text
        var sourceVersion: Text
        var device: Text
    }

    private(set) var rows: [Row] = []
    /// The texts; never empty, so that its base address is never nil (an empty text is bound as empty, not NULL).
    private(set) var bytes: [UInt8] = [0]
    /// The last few device descriptions appended, each kept once in `bytes`: a row naming one of them shares
    /// its `Text`. An export names a handful of devices over and over, each about 114 bytes, and the store's
    /// thread then finds a row's device id (and, with `recentSources`, its source's id) by comparing two
    /// integers instead of the texts (`HistoryWriter.insertSamples(_:from:)`); the comparing is done here,
    /// on the reading thread.
    private var recentDevices = RecentTexts<Text>()
    /// The same for the source names (an export names two or three, over and over).
    private var recentSources = RecentTexts<Text>()
    /// The same for the units (one per type) and the source versions.
    private var recentUnits = RecentTexts<Text>()
    private var recentVersions = RecentTexts<Text>()

    public init(capacity: Int = 0) {
        rows.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 160 + 1)
    }

    public var count: Int { rows.count }
    public var isEmpty: Bool { rows.isEmpty }

    /// The number given with row `index` when it was appended.
    public func tag(_ index: Int) -> UInt8 { rows[index].tag }

    /// The end of row `index` in Unix seconds.
    public func end(_ index: Int) -> Double { rows[index].end }

    public mutating func append(_ row: SampleRow, tag: UInt8) {
        // A type with a fixed id is bound by it: its name's bytes are not needed (`sample` gives it back).
        let typeID = SampleType.id(row.type) ?? 0
        rows.append(Row(start: row.start.timeIntervalSince1970, end: row.end.timeIntervalSince1970, value: row.value,
                        created: row.created?.timeIntervalSince1970 ?? .nan, hasCreated: row.created != nil, tag: tag,
                        typeID: typeID, type: typeID != 0 ? Text(offset: 0, count: -1) : text(row.type),
                        unit: Self.shared(row.unit, &bytes, &recentUnits),
                        sourceName: Self.shared(row.sourceName, &bytes, &recentSources), sourceVersion: Self.shared(row.sourceVersion, &bytes, &recentVersions),
                        device: Self.shared(row.device, &bytes, &recentDevices)))
    }

    public mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        bytes.append(0)
        recentDevices.removeAll()
        recentSources.removeAll()
        recentUnits.removeAll()
        recentVersions.removeAll()
    }

    /// Row `index` as a `SampleRow` again.
    public func sample(_ index: Int) -> SampleRow {
        let row = rows[index]
        let type = row.typeID != 0 ? SampleType.known[Int(row.typeID) - 1] : string(row.type) ?? ""
        return SampleRow(type: type, start: Date(timeIntervalSince1970: row.start),
                         end: Date(timeIntervalSince1970: row.end), value: row.value, unit: string(row.unit) ?? "",
                         sourceName: string(row.sourceName) ?? "", sourceVersion: string(row.sourceVersion),
                         device: string(row.device), created: row.hasCreated ? Date(timeIntervalSince1970: row.created) : nil)
    }

    private mutating func text(_ value: String?) -> Text { Self.text(value, &bytes) }

    private static func text(_ value: String?, _ bytes: inout [UInt8]) -> Text {
        guard let value else { return Text(offset: 0, count: -1) }
        let offset = bytes.count
        bytes.append(contentsOf: value.utf8)
        return Text(offset: offset, count: Int32(bytes.count - offset))
    }

    /// `value` as `text` stores it, or the `Text` of the same bytes appended for a recent row: one of `recent`
    /// (a source name among the recent sources, a device among the recent devices, and so on).
    private static func shared(_ value: String?, _ bytes: inout [UInt8], _ recent: inout RecentTexts<Text>) -> Text {
        guard var value else { return Text(offset: 0, count: -1) }
        let found = value.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { stored in
                recent.first { kept in
                    Int(kept.count) == utf8.count
                        && (utf8.isEmpty || memcmp(stored.baseAddress! + kept.offset, utf8.baseAddress!, utf8.count) == 0)
                }
            }
        }
        if let found { return found }
        let added = text(value, &bytes)
        recent.add(added)
        return added
    }

    private func string(_ text: Text) -> String? {
        guard text.count >= 0 else { return nil }
        let start = text.offset
        return String(decoding: bytes[start..<(start + Int(text.count))], as: UTF8.self)
    }
}
