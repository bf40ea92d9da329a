import Foundation
import HistoryStore

extension HealthExportReader {
    /// A `Record`: accepted when its type is read, its dates, value and unit are valid.
    mutating func record(_ element: XMLElement) throws {
        guard let typeValue = element.attribute("type") else { return skip(.missingAttribute) }
        guard let type = HealthRecordType(typeValue.bytes) else {
            counts.otherTypes += 1
            return
        }
        guard let unit = element.attribute("unit"), let value = element.attribute("value"),
              let source = element.attribute("sourceName"), let startText = element.attribute("startDate"),
              let endText = element.attribute("endDate") else { return skip(.missingAttribute) }
        guard let start = HealthDate.parse(startText.bytes), let end = HealthDate.parse(endText.bytes) else {
            return skip(.badDate)
        }
        guard start <= end else { return skip(.startAfterEnd) }
        if let problem = dateProblem(start, end) { return skip(problem) }
        guard let number = HealthNumber.parse(value.bytes) else { return skip(.notANumber) }
        guard let factor = type.units.factor(unit.bytes) else { return skip(.unknownUnit) }
        guard number >= 0 else { return skip(.negative) }
        guard type.bound.contains(number * factor) else { return skip(.outOfRange) }
        var created: Date?
        if let text = element.attribute("creationDate") {
            guard let date = HealthDate.parse(text.bytes) else { return skip(.badDate) }
            created = date
        }
        guard let sourceName = try sources.text(source) else { return skip(.longText) }
        var version: String?, device: String?
        if let text = element.attribute("sourceVersion") {
            guard let clean = try versions.text(text) else { return skip(.longText) }
            version = clean
        }
        if let text = element.attribute("device") {
            guard let clean = try devices.text(text) else { return skip(.longText) }
            device = clean
        }
        let row = SampleRow(type: type.sampleType, start: start, end: end, value: number * factor,
                            unit: type.units.stored, sourceName: sourceName, sourceVersion: version,
                            device: device, created: created)
        try sink.add(row, type: type)
        counts.records[type, default: 0] += 1
        counts.cover(start, end)
    }
}
