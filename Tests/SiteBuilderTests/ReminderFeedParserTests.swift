import Foundation
import Metrics
import Settings
import Testing
import TestSupport
@testable import SiteBuilder

/// Parses the feed with a real iCalendar parser: Python's `icalendar` (`.ci/run` installs it).
@Suite("training/reminders.ics read by Python's icalendar")
struct ReminderFeedParserTests {
    static let script = """
        import sys, icalendar
        from dateutil.rrule import rrulestr
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        events = list(cal.walk('VEVENT'))
        errors = [e for c in cal.walk() for e in getattr(c, 'errors', [])]
        e = events[0]
        rule = rrulestr(e['RRULE'].to_ical().decode(), dtstart=e['DTSTART'].dt)
        print(len(events), len(errors), str(e['UID']), str(e['SUMMARY']))
        print(' '.join(d.isoformat() for d in list(rule[:3])))
        print(len(list(e.walk('VALARM'))), e['DURATION'].dt, e['DTSTAMP'].dt.isoformat())
        """

    /// Whether `python3` can import `icalendar`.
    static let available: Bool = (try? run(["-c", "import icalendar, dateutil"]).status) == 0

    /// Runs `python3` with `arguments`.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ChildProcess.run("/usr/bin/env", ["python3"] + arguments)
    }

    @Test("parses with no errors; the recurrence gives a reminder every X days at the reminder time",
          .enabled(if: available, "Python's icalendar is not importable: run `pip install icalendar` (.ci/run does)"))
    func parses() throws {
        let settings = try SiteSettings.parse("title = \"A; b, c\"\n[training]\nreminders = true\nevery_days = 3\nreminder_time = \"07:30\"\n",
                                              file: "site.toml")
        let schedule = try #require(ReminderSchedule(everyDays: 3, lastSession: LocalDay("2026-11-17"), today: LocalDay("2026-11-21")!))
        let file = Fixtures.temporaryFolder() + "/reminders.ics"
        try Data(ReminderFeed.text(schedule, settings: settings, now: Fixtures.now).utf8).write(to: URL(fileURLWithPath: file))
        let (status, output) = try Self.run(["-c", Self.script, file])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(output)")
        guard lines.count == 3 else { return }
        #expect(lines[0] == "1 0 \(ReminderFeed.uid(settings)) Time for your N4x4 session. It’s been 3 days. Ready for your next workout?")
        // Nov 17 + 3 = Nov 20 is past on the build's day (Nov 21): the series starts at the next one, Nov 23.
        #expect(lines[1] == "2026-11-23T07:30:00 2026-11-26T07:30:00 2026-11-29T07:30:00")
        #expect(lines[2] == "1 0:40:00 2026-11-21T13:05:00+00:00")
    }
}
