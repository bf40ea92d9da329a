import Foundation
import Metrics
import Settings
import Testing
@testable import SiteBuilder

@Suite("training/reminders.ics: the workout reminder feed")
struct ReminderFeedTests {
    static func settings(_ toml: String = "") throws -> SiteSettings {
        try SiteSettings.parse("title = \"Ada's, dashboard\"\ntime_zone = \"Europe/Berlin\"\n[training]\nreminders = true\n" + toml, file: "site.toml")
    }

    static func feed(everyDays: Int = 3, last: String? = "2026-11-17", toml: String = "") throws -> String {
        let schedule = try #require(ReminderSchedule(everyDays: everyDays, lastSession: last.flatMap(LocalDay.init),
                                                     today: LocalDay("2026-11-21")!))
        return ReminderFeed.text(schedule, settings: try settings(toml), now: Fixtures.now)
    }

    /// The unfolded content lines.
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test("one recurring event every X days from X days after the last HIIT session, with the seed's text")
    func content() throws {
        let lines = Self.lines(try Self.feed(toml: "reminder_time = \"07:30\"\n"))
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(lines.contains("VERSION:2.0"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(lines.contains("DTSTART:20261123T073000")) // Nov 17 + 3 = Nov 20 is past on Nov 21: the next one, Nov 23
        #expect(lines.contains("RRULE:FREQ=DAILY;INTERVAL=3"))
        #expect(lines.contains("DTSTAMP:20261121T130500Z"))
        #expect(lines.contains("SUMMARY:Time for your N4x4 session. It’s been 3 days. Ready for your next workout?"))
        #expect(lines.contains("X-WR-CALNAME:Ada's\\, dashboard: N4x4 workout reminders"))
        #expect(lines.contains("ACTION:DISPLAY"))
    }

    @Test("without a HIIT session the reminder starts X days after the build's day")
    func noSession() throws {
        #expect(Self.lines(try Self.feed(everyDays: 7, last: nil)).contains("DTSTART:20261128T180000"))
    }

    @Test("the interval follows every_days", arguments: [1, 7, 30])
    func interval(days: Int) throws {
        #expect(Self.lines(try Self.feed(everyDays: days)).contains("RRULE:FREQ=DAILY;INTERVAL=\(days)"))
    }

    @Test("the UID is stable from build to build, whatever the history and the time")
    func stableUID() throws {
        let uid = { (text: String) in Self.lines(text).first { $0.hasPrefix("UID:") } }
        let first = uid(try Self.feed(everyDays: 3, last: "2026-11-17"))
        let second = uid(try Self.feed(everyDays: 9, last: nil))
        #expect(first != nil)
        #expect(first == second)
        #expect(first == "UID:" + ReminderFeed.uid(try Self.settings()))
    }

    @Test("the whole text uses CRLF and lines of at most 75 octets")
    func format() throws {
        let text = try Self.feed()
        #expect(text.hasSuffix("\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test("the feed is published only when reminders are on", arguments: [(true, true), (false, false)])
    func published(on: Bool, exists: Bool) throws {
        var settings = try Self.settings()
        settings.training.reminders = on
        let model = SiteModel(settings: settings, history: .empty, now: Fixtures.now, historySource: "test")
        let site = try Fixtures.renderer().render(model)
        #expect((site.files[Routes.reminderFeed] != nil) == exists)
        let page = String(decoding: try #require(site.files["training/index.html"]), as: UTF8.self)
        #expect(page.contains("href=\"reminders.ics\"") == exists)
    }

    @Test("the page and the feed say the schedule in the same words, and never a past day", arguments: [
        ("2026-11-17", 3, "2026-11-23"), ("2026-11-14", 7, "2026-11-21"), ("2026-11-20", 7, "2026-11-27"), ("2026-10-01", 30, "2026-11-30"),
    ])
    func oneWording(last: String, every: Int, next: String) throws {
        let schedule = try #require(ReminderSchedule(everyDays: every, lastSession: LocalDay(last), today: LocalDay("2026-11-21")!))
        #expect(schedule.nextDay == LocalDay(next))
        let settings = try Self.settings("every_days = \(every)\n")
        let text = ReminderFeed.text(schedule, settings: settings, now: Fixtures.now)
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        let page = TrainingPage.RemindersPart(schedule, settings: settings.training, path: Routes.training)
        let wording = try #require(page.scheduleText)
        #expect(wording.contains("next on \(LocalDay(next)!.longText)"))
        #expect(unfolded.contains("DESCRIPTION:" + ICalendar.escape(schedule.message + "\n" + wording)))
    }
}
