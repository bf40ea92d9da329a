#!/usr/bin/env bash
# Loop's CSV files through CSV.swift 2.5.2 (yaslab) and SwiftCSV 0.10.0, on the cases the Loop reader's
# tests cover (Tests/ImportersTests/Loop/CSVReaderTests.swift): RFC 4180 quotes, CRLF / LF / CR line
# ends, a BOM, blank lines, the Python-written fixtures, broken quoting, and the time to read rows of
# 10,000 / 20,000 / 40,000 quoted columns (linear time doubles with the width):
#   bash Benchmarks/csv-readers.sh
# The readers run in a throwaway package in .build-csvbench/ (ignored by git), release build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bench="$root/.build-csvbench"
mkdir -p "$bench/Sources/csvcheck" "$bench/Sources/loopcsv"
cp "$root/Sources/Importers/Loop/CSVReader.swift" "$root/Sources/Importers/Loop/CSVRecord.swift" "$bench/Sources/loopcsv/"
cat > "$bench/Sources/loopcsv/main.swift" <<'SWIFT'
import Foundation
// Ours (Sources/Importers/Loop/CSVReader.swift, compiled as it is), the same widths.
print("ours (Loop reader):")
for width in [10_000, 20_000, 40_000] {
    let row = (1...width).map { "\"Habit \"\"\($0)\"\", daily\"" }.joined(separator: ",") + "\n"
    let start = Date()
    let rows = try CSVReader.records(row + row)
    let ok = rows.count == 2 && rows[1].fields.count == width
    print(String(format: "  2 rows of %6d quoted columns: %.3f s%@", width, Date().timeIntervalSince(start), ok ? "" : " (WRONG FIELDS)"))
}
SWIFT
cat > "$bench/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "csvbench",
    dependencies: [
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", exact: "0.10.0"),
    ],
    targets: [
        .executableTarget(name: "loopcsv"),
        .executableTarget(name: "csvcheck", dependencies: [
            .product(name: "CSV", package: "CSV.swift"), .product(name: "SwiftCSV", package: "SwiftCSV"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT
cat > "$bench/Sources/csvcheck/main.swift" <<'SWIFT'
import CSV
import Foundation
import SwiftCSV

// The Loop reader's expectations (CSVReaderTests): text in, records out.
let cases: [(String, [[String]])] = [
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
]
let broken = ["a,b\n\"open,c\nd", "a\n\"closed\"x,y"]

func yaslab(_ text: String) throws -> [[String]] {
    let reader = try CSVReader(string: text, hasHeaderRow: false)
    var rows: [[String]] = []
    while let row = reader.next() { rows.append(row) }
    if let error = reader.error { throw error }
    return rows
}
func swiftcsv(_ text: String) throws -> [[String]] {
    let csv = try SwiftCSV.CSV<Enumerated>(string: text, delimiter: .comma, loadColumns: false)
    return [csv.header].filter { !$0.isEmpty } + csv.rows
}
let readers: [(String, (String) throws -> [[String]])] = [("CSV.swift 2.5.2", yaslab), ("SwiftCSV 0.10.0", swiftcsv)]
let fixtures = CommandLine.arguments.dropFirst().map { $0 }

for (name, read) in readers {
    var passed = 0, failures: [String] = []
    for (text, expected) in cases {
        let got = (try? read(text)).map { "\($0)" } ?? "error"
        if got == "\(expected)" { passed += 1 } else { failures.append("  \(text.debugDescription): got \(got), expected \(expected)") }
    }
    print("\(name): \(passed)/\(cases.count) cases as the Loop reader reads them")
    failures.forEach { print($0) }
    for text in broken {
        print("  broken quoting \(text.debugDescription): " + ((try? read(text)).map { "accepted as \($0)" } ?? "refused"))
    }
    for fixture in fixtures where fixture.hasSuffix(".csv") {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let expected = try JSONDecoder().decode([[String]].self, from: Data(contentsOf: URL(fileURLWithPath: String(fixture.dropLast(4)) + ".json")))
        let got = try? read(text)
        let firstBad = got.flatMap { rows in zip(rows, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset }
        print("  \((fixture as NSString).lastPathComponent) (Python's csv): " + (got == nil ? "error" : got! == expected ? "same \(expected.count) records"
            : "differs (\(got!.count) records vs \(expected.count); first difference at record \(firstBad.map(String.init) ?? "end"))"))
    }
    for width in [10_000, 20_000, 40_000] {
        let row = (1...width).map { "\"Habit \"\"\($0)\"\", daily\"" }.joined(separator: ",") + "\n"
        let start = Date()
        let rows = try read(row + row)
        let ok = rows.count == 2 && rows[1].count == width && rows[1][width - 1] == "Habit \"\(width)\", daily"
        print(String(format: "  2 rows of %6d quoted columns: %.3f s%@", width, Date().timeIntervalSince(start), ok ? "" : " (WRONG FIELDS)"))
    }
}
SWIFT
(cd "$bench" && swift build -c release >/dev/null)
"$(cd "$bench" && swift build -c release --show-bin-path)/loopcsv"
"$(cd "$bench" && swift build -c release --show-bin-path)/csvcheck" \
  "$root/Tests/ImportersTests/Fixtures/loop/csv-minimal-lf.csv" "$root/Tests/ImportersTests/Fixtures/loop/csv-all-crlf.csv"
