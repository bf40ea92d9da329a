import Foundation
import HistoryStore

extension HealthExportReader {
    /// A `Record`: accepted when its type is read, its dates, value and unit are valid.
    ///
    /// A record of a type the import does not read is left as it is: its other values' references are not
    /// decoded (a malformed one there is not an error).
    mutating func record(_ element: XMLElement) throws {
        let attributes = RecordAttributes(element)
        guard let typeValue = attributes.type else { return skip(.missingAttribute) }
        let known = try typeValue.hasEntity ? typeValue.withDecoded { HealthRecordType($0) } : HealthRecordType(typeValue.bytes)
        guard let type = known else {
            counts.otherTypes += 1
            return
        }
        if attributes.references == 0 { return try record(attributes, type: type) }
        if let asWritten = try readsAsWritten(attributes, element) { return try record(attributes, type: type, deviceSlot: asWritten.deviceSlot) }
        try element.withReferencesDecoded { try record(RecordAttributes($0), type: type) }
    }

    /// Whether a record's values may be read as written although some hold references: only the texts the
    /// caches read as written hold them (the source's name, its version, the device: a real export writes every
    /// device's `<` and `>` as `&lt;` and `&gt;`, so decoding the whole element was most of a record's cost).
    /// Those a cache has not seen are decoded here first, in document order, so a malformed one is the
    /// error `withReferencesDecoded` would have made, before anything else is read.
    ///
    /// `nil` when they may not.
    private func readsAsWritten(_ attributes: RecordAttributes, _ element: XMLElement) throws -> AsWritten? {
        let source = attributes.sourceName ?? attributes.source, version = attributes.sourceVersion, device = attributes.device
        let cached = (source?.hasEntity == true ? 1 : 0) + (version?.hasEntity == true ? 1 : 0) + (device?.hasEntity == true ? 1 : 0)
        guard cached == attributes.references else { return nil }
        var found = AsWritten()
        for span in element.spans where span.hasEntity {
            let start = element.base + span.valueStart
            let known: Bool
            if start == device?.bytes.baseAddress {
                found.deviceSlot = devices.slot(of: device!)
                known = found.deviceSlot != nil
            } else if start == version?.bytes.baseAddress {
                known = versions.knows(version!)
            } else {
                known = sources.knows(source!)
            }
            if !known { _ = try element.decodedValue(span) }
        }
        return found
    }

    /// What `readsAsWritten` found: the device cache's slot of the record's device (`nil`: not known there, or no
    /// reference in it), for `DeviceCache.text`.
    struct AsWritten {
        var deviceSlot: Int?
    }

    /// A `Record` of a type the import reads, its values decoded. `deviceSlot`: where `readsAsWritten` found
    /// the device in `devices` (nothing is made in the cache between the two).
    private mutating func record(_ attributes: RecordAttributes, type: HealthRecordType, deviceSlot: Int? = nil) throws {
        // iOS 8 and 9 wrote a heart-rate record as the `average` of its `recordCount` readings, with no `value`:
        // for a rate (not an amount to add up) the average is the record's value.
        let value = attributes.value ?? (type.quantity == nil ? attributes.average : nil)
        guard let unit = attributes.unit, let value,
              let source = attributes.sourceName ?? attributes.source, let startText = attributes.startDate,
              let endText = attributes.endDate else { return skip(.missingAttribute) }
        guard let start = dates.parse(startText.bytes), let end = dates.parse(endText.bytes) else {
            return skip(.badDate)
        }
        guard start <= end else { return skip(.startAfterEnd) }
        if let problem = dateProblem(start, end) { return skip(problem) }
        guard let number = HealthNumber.parse(value.bytes) else { return skip(.notANumber) }
        guard let factor = type.units.factor(unit.bytes) else { return skip(.unknownUnit) }
        guard number >= 0 else { return skip(.negative) }
        guard type.bound.contains(number * factor) else { return skip(.outOfRange) }
        var created: Date?
        if let text = attributes.creationDate {
            guard let date = dates.parse(text.bytes) else { return skip(.badDate) }
            created = date
        }
        guard let sourceName = try sources.text(source) else { return skip(.longText) }
        var version: String?, device: String?
        if let text = attributes.sourceVersion {
            guard let clean = try versions.text(text) else { return skip(.longText) }
            version = clean
        }
        if let text = attributes.device {
            guard let clean = try devices.text(text, slot: deviceSlot) else { return skip(.longText) }
            device = clean
        }
        let row = SampleRow(type: type.sampleType, start: start, end: end, value: number * factor,
                            unit: type.units.stored, sourceName: sourceName, sourceVersion: version,
                            device: device, created: created)
        try sink.add(row, type: type)
        accepted[type.index] += 1
        counts.cover(start, end)
    }
}

/// The attributes a `Record` is read from, found in one pass over the element's attributes (the
/// first of a name counts, as `XMLElement.attribute` finds it); the others are left alone.
/// `source` and `average` are iOS 8 and 9's (`sourceName` and `value` came later).
struct RecordAttributes {
    var type: XMLValue?, unit: XMLValue?, value: XMLValue?, sourceName: XMLValue?, startDate: XMLValue?
    var endDate: XMLValue?, creationDate: XMLValue?, sourceVersion: XMLValue?, device: XMLValue?
    var source: XMLValue?, average: XMLValue?
    /// How many attributes of the element (read here or not) hold a reference to decode.
    var references = 0

    init(_ element: XMLElement) {
        for span in element.spans {
            if span.hasEntity { references += 1 }
            let name = UnsafeBufferPointer(start: element.base + span.nameStart, count: span.nameEnd - span.nameStart)
            let value = XMLValue(bytes: UnsafeBufferPointer(start: element.base + span.valueStart,
                                                            count: span.valueEnd - span.valueStart),
                                 hasEntity: span.hasEntity)
            switch name.count {
            case 4:
                if name.equals("type") { type = type ?? value } else if name.equals("unit") { unit = unit ?? value }
            case 5: if name.equals("value") { self.value = self.value ?? value }
            case 6:
                if name.equals("device") { device = device ?? value } else if name.equals("source") { source = source ?? value }
            case 7:
                if name.equals("endDate") { endDate = endDate ?? value } else if name.equals("average") { average = average ?? value }
            case 9: if name.equals("startDate") { startDate = startDate ?? value }
            case 10: if name.equals("sourceName") { sourceName = sourceName ?? value }
            case 12: if name.equals("creationDate") { creationDate = creationDate ?? value }
            case 13: if name.equals("sourceVersion") { sourceVersion = sourceVersion ?? value }
            default: break
            }
        }
    }
}
