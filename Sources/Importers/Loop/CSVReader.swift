/// Reads CSV text (RFC 4180) into records.
///
/// - Fields are separated by commas; a field in double quotes may hold commas, line breaks and
///   quotes written twice (`""`).
/// - Lines end in CRLF, LF or CR; a UTF-8 byte-order mark at the start is dropped; blank lines are skipped
///   (a line holding only `""` is a record of one empty field, as Python's csv module reads it).
/// - Linear time: one pass over the text's Unicode scalars.
/// - A trailing comma leaves an empty last field (`CSVRecord.droppingTrailingEmpty` removes it).
/// - Lenient where Loop is not strict: a quote inside an unquoted field is kept as it is (Loop writes
///   the names in the top-level `Checkmarks.csv` header without quoting them).
/// - Strict where the data would be lost: a quoted field that never closes, or text right after a
///   closing quote, is a `CSVError` naming the line.
public struct CSVReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// The records of `text`, in order.
    public static func records(_ text: String) throws(CSVError) -> [CSVRecord] {
        var reader = CSVReader(text)
        return try reader.readAll()
    }

    private init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
    }

    private mutating func readAll() throws(CSVError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        while index < scalars.count {
            let start = line
            let blank = scalars[index] == "\n" || scalars[index] == "\r"
            let fields = try readRecord()
            if !blank { records.append(CSVRecord(line: start, fields: fields)) }
        }
        return records
    }

    /// Reads fields up to the end of the line (or of the text) and the line break after them.
    private mutating func readRecord() throws(CSVError) -> [String] {
        var fields: [String] = []
        while true {
            fields.append(try peek == "\"" ? readQuoted() : readUnquoted())
            guard let next = peek else { return fields }
            index += 1
            if next == "," { continue }
            if next == "\r", peek == "\n" { index += 1 }
            line += 1
            return fields
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func readUnquoted() -> String {
        var field = String.UnicodeScalarView()
        while let scalar = peek, scalar != ",", scalar != "\n", scalar != "\r" {
            field.append(scalar)
            index += 1
        }
        return String(field)
    }

    /// Reads `"…"` with `""` for a quote; after the closing quote must come a comma or the line's end.
    private mutating func readQuoted() throws(CSVError) -> String {
        let opened = line
        var field = String.UnicodeScalarView()
        index += 1
        while true {
            guard let scalar = peek else {
                throw CSVError(line: opened, problem: "expected a closing quote for the field opened on this line, found the end of the file")
            }
            index += 1
            if scalar == "\"" {
                guard peek == "\"" else { break }
                index += 1
            } else if scalar == "\n" || (scalar == "\r" && peek != "\n") {
                line += 1
            }
            field.append(scalar)
        }
        if let next = peek, next != ",", next != "\n", next != "\r" {
            throw CSVError(line: line, problem: "expected a comma or the end of the line after a closing quote, found \"\(next)\"")
        }
        return String(field)
    }
}

/// A CSV file broke RFC 4180's quoting: the line and what was expected there.
public struct CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line (from 1) where the problem was found.
    public let line: Int
    /// What the reader expected, and what it found.
    public let problem: String

    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    public var description: String { "line \(line): \(problem)" }
}
