import Foundation

/// One record of a CSV file: its fields and the line it starts on (from 1).
public struct CSVRecord: Sendable, Equatable {
    /// The line the record starts on; a quoted field may carry it over several lines.
    public let line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The fields without the one empty field a trailing comma leaves (Loop ends its rows with one).
    public var droppingTrailingEmpty: CSVRecord {
        guard fields.count > 1, fields.last == "" else { return self }
        return CSVRecord(line: line, fields: Array(fields.dropLast()))
    }

    /// The field at `index`, trimmed of spaces; `""` past the end.
    public subscript(trimmed index: Int) -> String {
        index < fields.count ? fields[index].trimmingCharacters(in: .whitespaces) : ""
    }
}
