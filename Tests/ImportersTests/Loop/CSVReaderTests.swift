import Foundation
import Testing
@testable import Importers

@Suite("CSV reading (RFC 4180)")
struct CSVReaderTests {
    @Test("text in, fields out", arguments: [
        ("a,b,c", [["a", "b", "c"]]),
        ("a,b\r\nc,d\r\n", [["a", "b"], ["c", "d"]]),
        ("a,b\nc,d\n", [["a", "b"], ["c", "d"]]),
        ("a\rb\r", [["a"], ["b"]]),
        ("\u{FEFF}Date,Value\n", [["Date", "Value"]]),
        ("2024-05-01,YES_MANUAL,\n", [["2024-05-01", "YES_MANUAL", ""]]),
        ("\"Read, write\",1", [["Read, write", "1"]]),
        ("\"Say \"\"hi\"\"\",2", [["Say \"hi\"", "2"]]),
        ("\"two\nlines\",x\r\nnext", [["two\nlines", "x"], ["next"]]),
        ("\"\",,\"\"", [["", "", ""]]),
        ("a\n\n\nb", [["a"], ["b"]]),
        ("a\n\"\"\nb", [["a"], [""], ["b"]]),
        ("Read, \"deeply\",x", [["Read", " \"deeply\"", "x"]]),
        ("", []),
    ])
    func fields(text: String, expected: [[String]]) throws {
        #expect(try CSVReader.records(text).map(\.fields) == expected)
    }

    @Test("each record knows the line it starts on, also after a quoted line break")
    func lines() throws {
        let records = try CSVReader.records("a\n\"b\nb\",c\r\nd\n")
        #expect(records.map(\.line) == [1, 2, 4])
    }

    @Test("a trailing comma's empty field is dropped on request, and only one", arguments: [
        (["a", "b", ""], ["a", "b"]),
        (["a", "", ""], ["a", ""]),
        (["a", "b"], ["a", "b"]),
        ([""], [""]),
    ])
    func trailingComma(fields: [String], expected: [String]) {
        #expect(CSVRecord(line: 1, fields: fields).droppingTrailingEmpty.fields == expected)
    }

    @Test("broken quoting names the line and what was expected", arguments: [
        ("a,b\n\"open,c\nd", 2, "expected a closing quote for the field opened on this line, found the end of the file"),
        ("a\n\"closed\"x,y", 2, "expected a comma or the end of the line after a closing quote, found \"x\""),
    ])
    func errors(text: String, line: Int, problem: String) {
        #expect(throws: CSVError(line: line, problem: problem)) { try CSVReader.records(text) }
    }

    @Test("reads what Python's csv module writes, as Python's csv.reader reads it (400 records of quotes, commas, line breaks)",
          arguments: ["minimal-lf", "all-crlf"])
    func pythonCrossCheck(name: String) throws {
        let text = try String(contentsOfFile: TestExport.fixture("loop/csv-\(name).csv"), encoding: .utf8)
        let expected = try JSONDecoder().decode([[String]].self, from: Data(contentsOf: URL(fileURLWithPath: TestExport.fixture("loop/csv-\(name).json"))))
        let records = try CSVReader.records(text).map(\.fields)
        #expect(records.count == expected.count)
        for (index, pair) in zip(records, expected).enumerated() where pair.0 != pair.1 {
            Issue.record("record \(index): \(pair.0) != \(pair.1)")
            break
        }
    }

    @Test("a row of 10,000 quoted fields with commas and quotes reads in linear time")
    func wide() throws {
        let row = (1...10_000).map { "\"Habit \"\"\($0)\"\", daily\"" }.joined(separator: ",") + "\n"
        let start = Date()
        let records = try CSVReader.records(row + row)
        print("benchmark: 2 CSV rows of 10,000 quoted fields read in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
        #expect(records.count == 2 && records[1].fields[9_999] == "Habit \"10000\", daily")
    }
}
