import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// iOS 8 and 9's export.xml (2014–2016): no DTD, `source` instead of `sourceName`, compact dates
/// (`20151107171924+0100`), metadata as attributes (some with spaces in their names), heart rate as the
/// `average` of `recordCount` readings, `Me` in numeric codes. Read with today's daily-total rules.
@Suite("iOS 8 and 9 Apple Health exports")
struct OldExportTests {
    static let fixture = TestExport.fixture("ios9-export.xml")

    static func imported() throws -> (History, HealthImportSummary) {
        let store = try HistoryStore.inMemory()
        let summary = try HealthImporter(calendar: TestExport.berlin, now: TestExport.now).run(try ExportLocator.open(fixture), into: store)
        return (try store.loadHistory(), summary)
    }

    /// The fixture's step records, read apart from the importer: each line's attributes by a regular
    /// expression, dates by `DateFormatter`, hours and days by Foundation's `Calendar` in Berlin. Each record
    /// is spread over the clock hours it covers in proportion to time; an hour's total is its largest
    /// source's; a day's is the sum of its hours.
    static func independentDailySteps() throws -> [LocalDay: Double] {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMddHHmmssZ"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        func attribute(_ name: String, _ line: String) -> String? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        var hours: [Date: [String: Double]] = [:]
        for line in text.components(separatedBy: "\n") where line.contains("HKQuantityTypeIdentifierStepCount") {
            let startText = attribute("startDate", line) ?? "", endText = attribute("endDate", line) ?? ""
            let start = try #require(formatter.date(from: startText))
            let end = try #require(formatter.date(from: endText))
            let value = try #require(Double(attribute("value", line) ?? ""))
            let source = try #require(attribute("source", line))
            var hour = try #require(calendar.dateInterval(of: .hour, for: start))
            while hour.start < end {
                let overlap = min(end, hour.end).timeIntervalSince(max(start, hour.start))
                hours[hour.start, default: [:]][source, default: 0] += value * overlap / end.timeIntervalSince(start)
                hour = try #require(calendar.dateInterval(of: .hour, for: hour.end))
            }
        }
        var days: [LocalDay: Double] = [:]
        for (hour, sources) in hours {
            let parts = calendar.dateComponents([.year, .month, .day], from: hour)
            days[LocalDay(year: parts.year!, month: parts.month!, day: parts.day!)!, default: 0] += sources.values.max()!
        }
        return days
    }

    @Test("every record, workout and heart rate is read; day totals equal an independent computation and the hand-counted ones")
    func dayTotals() throws {
        let (history, summary) = try Self.imported()
        #expect(summary.counts.skipped.isEmpty, "\(summary.counts.skipped)")
        #expect(summary.counts.records[.stepCount] == 6)
        #expect(summary.counts.otherTypes == 1)
        #expect(summary.counts.exportDate == HealthDate.parse("2015-11-08 12:00:00 +0100"))
        let steps = try #require(history.daily[.steps])
        // By hand, Berlin days: 10-25 is the 25-hour day (02:30 CET after the clocks went back); 1,200 steps
        // written on 10-25 at -0500 fall on 10-26 in Berlin; on 11-07 the Watch's 900 outweigh the iPhone's 842
        // in the 17:00 hour, and the 400 steps from 23:50 to 00:10 are split 200 and 200.
        let byHand: [LocalDay: Double] = [LocalDay("2015-10-24")!: 500, LocalDay("2015-10-25")!: 300, LocalDay("2015-10-26")!: 1200,
                                          LocalDay("2015-11-07")!: 1100, LocalDay("2015-11-08")!: 200]
        let independent = try Self.independentDailySteps()
        #expect(independent == byHand)
        #expect(Set(steps.keys) == Set(independent.keys))
        for (day, value) in independent { #expect(abs((steps[day] ?? -1) - value) < 1e-9, "\(day)") }
        #expect(history.daily[.distance] == [LocalDay("2015-11-07")!: 610])
        #expect(history.daily[.activeEnergy] == [LocalDay("2015-11-07")!: 31.5])
        // Heart rate: the average of the readings each record sums up.
        #expect(history.heartRate.map(\.value).sorted() == [58, 104.5])
        let run = try #require(history.workouts.first)
        #expect(history.workouts.count == 1)
        #expect(run.sourceName == "Ada’s Apple Watch" && run.durationSeconds == 1830 && run.energyKcal == 310 && run.distanceMeters == 5100)
        #expect(run.start == HealthDate.parse("2015-11-07 08:00:00 +0100"))
    }

    @Test("compact dates are instants, like today's", arguments: [
        ("20151107171924+0100", "2015-11-07 17:19:24 +0100"), ("20151025233000-0500", "2015-10-25 23:30:00 -0500"),
        ("20160229000000+0000", "2016-02-29 00:00:00 +0000"), ("20140917083000+1345", "2014-09-17 08:30:00 +1345"),
    ])
    func compactDates(compact: String, today: String) {
        #expect(HealthDate.parse(compact) != nil)
        #expect(HealthDate.parse(compact) == HealthDate.parse(today))
        var reader = HealthDateReader()
        var text = compact
        #expect(text.withUTF8 { reader.parse($0) } == HealthDate.parse(today))
    }

    @Test("bad compact dates are refused", arguments: [
        "20150229120000+0100", "20151307120000+0100", "20151107240000+0100", "2015110712000+01000", "20151107120000 0100",
        "20151107120000+1500", "201511071200000+100", "20151107120000+01:0",
    ])
    func badCompactDates(text: String) {
        #expect(HealthDate.parse(text) == nil)
    }

    @Test("heart rate without value or average is a missing attribute; an amount (steps) never takes its average")
    func averageOnlyForRates() throws {
        var reader = HealthExportReader(sink: RecordingSink())
        let xml = TestExport.xml("""
             <Record type="HKQuantityTypeIdentifierHeartRate" source="W" unit="count/min" startDate="20151107172000+0100" endDate="20151107172000+0100" recordCount="3" min="60" max="70"/>
             <Record type="HKQuantityTypeIdentifierStepCount" source="W" unit="count" startDate="20151107172000+0100" endDate="20151107173000+0100" average="70"/>
             <Record type="HKQuantityTypeIdentifierHeartRate" source="W" unit="count/min" startDate="20151107172000+0100" endDate="20151107172000+0100" value="65" average="99"/>
            """)
        try XMLScanner(source: MemorySource(xml)).run(&reader)
        #expect(reader.counts.skipped == [.missingAttribute: 2])
        #expect(reader.sink.samples.map(\.value) == [65])
    }

    @Test("attribute names with spaces, as iOS 8 wrote metadata keys, are read whole and left alone")
    func namesWithSpaces() throws {
        let events = try EventRecorder.scan("<a Health Mate App Version=\"2.6.0\" x=\"1\" Modified  Date =\"d\"/>", chunk: 3, buffer: 16)
        #expect(events == ["+a Health Mate App Version=2.6.0 x=1 Modified  Date=d", "-"])
        #expect(throws: XMLError.self) { try EventRecorder.scan("<a x y/>") }
    }
}
