import Foundation
import HistoryStore
import Metrics
import Strings
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("A site in its locale and units: dates, names, numbers and the clock through Foundation", .serialized)
struct LocaleSiteTests {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    /// Sunday 2026-03-01 to Wednesday 2026-03-04.
    let first = LocalDay("2026-03-01")!
    var today: LocalDay { first.adding(days: 3) }

    /// A site folder with `settings`, four days of steps, distance (308,625 m a day: 1,234.5 km in the week)
    /// and energy, and a habit checked in on the last day; built at 20:00 of the last day.
    func build(_ settings: String) throws -> [String: String] {
        let site = Fixtures.temporaryFolder()
        try ("demo = false\ntime_zone = \"Europe/Berlin\"\n" + settings).write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        let now = calendar.instant(on: today, hour: 20)
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: 1_500, targetUnit: "pages"),
                               siteDirectory: site, now: now)
        _ = try HabitTasks.check(name: "Read", date: today, mark: .count(1_234.5), siteDirectory: site, now: now)
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readWrite)
        try store.write { writer in
            for offset in 0..<4 {
                let day = first.adding(days: offset)
                try writer.setDailyTotal(day: day, quantity: .steps, value: 12_345)
                try writer.setDailyTotal(day: day, quantity: .distance, value: 308_625)
                try writer.setDailyTotal(day: day, quantity: .activeEnergy, value: 600)
            }
        }
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
        var pages: [String: String] = [:]
        for (path, data) in try Fixtures.snapshot(site + "/_site") where path.hasSuffix(".html") {
            pages[path] = Self.text(String(decoding: data, as: UTF8.self))
        }
        return pages
    }

    /// A page's text: tags dropped, so `<span>1.234,5</span> <span>km</span>` reads "1.234,5 km".
    static func text(_ html: String) -> String {
        var out = "", inTag = false
        for char in html {
            if char == "<" { inTag = true } else if char == ">" { inTag = false } else if !inTag { out.append(char) }
        }
        return out
    }

    @Test("de-DE with km: the week's distance reads 1.234,5 km; German names, day-first dates, 24-hour clock")
    func german() throws {
        let pages = try build("locale = \"de-DE\"\n[units]\ndistance = \"km\"\n")
        let week = try #require(pages[Routes.week(today).file])
        #expect(week.contains("1.234,5 km"))
        #expect(week.contains("26. Feb. – 4. März 2026"))
        #expect(week.contains("49.380"))  // the week's steps, grouped with a point
        let day = try #require(pages[Routes.day(today).file])
        #expect(day.contains("Mittwoch, 4. März 2026"))
        #expect(day.contains("bis 04.03.2026"))
        #expect(day.contains("308,6"))
        #expect(day.contains("12.345"))
        let month = try #require(pages[Routes.month(today).file])
        #expect(month.contains("März 2026"))
        #expect(!month.contains("March"))
        let german = SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kcal))
        #expect(month.contains((2...7).map { german.shortWeekdayName(weekday: $0) }.joined() + german.shortWeekdayName(weekday: 1)))
        let report = try #require(pages[Routes.reportMonth(today).file])
        #expect(report.contains("März 2026"))
        #expect(report.contains(german.shortDate(today)))
        #expect(report.contains(german.shortWeekdayAndDay(today)))
        let weekReport = try #require(pages.first { $0.key.hasPrefix("reports/week/2026-03-02") }?.value)
        #expect(weekReport.contains("Mittwoch, 4. März"))
        #expect(weekReport.contains("1.234,5 von 1.500 pages"))
        let overview = try #require(pages[Routes.overview.file])
        #expect(overview.contains("4. März 2026 um 20:00"))
        for (path, text) in pages where path.hasPrefix("day/") || path.hasPrefix("week/") || path.hasPrefix("month/") {
            for english in ["Monday", "Wednesday", "March", "miles"] { #expect(!text.contains(english), "\(path): \(english)") }
        }
    }

    static let germanFormat = SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kcal))
    static let germanWords = Words(StringTable(language: "de", texts: StringTable.builtIn("de") ?? [:]))

    /// The card of a habit on Wednesday 2026-03-04, a week after it was made, with no check-in.
    func card(_ frequency: HabitFrequency, loop: LoopRule? = nil) throws -> HabitsDay.Card {
        let habit = Habit(id: 1, name: "Lesen", category: "Lernen", icon: "book", frequency: frequency,
                          created: today.adding(days: -7), loop: loop)
        let timeline = HabitTimeline(habit: habit, checkIns: [], today: today, week: HabitWeek(firstWeekday: 2))
        return try #require(HabitsDay.Card(habit: habit, streakUnit: timeline.streakUnit, entry: timeline.day(today),
                                           before: timeline.day(today.adding(days: -1)), day: today))
    }

    @Test("de-DE: a habit's weekdays on its card and its report card are the locale's short names; en-US keeps Mon, Wed, Fri")
    func germanWeekdays() throws {
        let (format, words) = (Self.germanFormat, Self.germanWords)
        let card = try card(.weekdays([6, 2, 4]))
        #expect(HabitCardView.subtitle(card, format: format, words) == "Mo, Mi, Fr")
        #expect(ReportCard.goal(card.habit, format: format, words) == "Mo, Mi, Fr")
        #expect(HabitCardView.subtitle(card) == "Mon, Wed, Fri")
        #expect(ReportCard.goal(card.habit) == "Mon, Wed, Fri")
        let weekly = try self.card(.timesPerWeek(3))
        #expect(HabitCardView.subtitle(weekly, format: format, words) == "3-mal pro Woche · 0 von 3 diese Woche")
    }

    @Test("de-DE: a Loop habit's rule on its card, report card and statistics page is German; en-US as it always read")
    func germanLoopRule() throws {
        let (format, words) = (Self.germanFormat, Self.germanWords)
        let rule = LoopRule(numerator: 2, denominator: 3, numerical: true, targetValue: 2.5, unit: "km")
        let card = try card(.daily, loop: rule)
        #expect(HabitCardView.subtitle(card, format: format, words) == "2-mal in 3 Tagen · Mindestens 2,5 km in 3 Tagen")
        #expect(HabitCardView.subtitle(card) == "2 times in 3 days · At least 2.5 km in 3 days")
        #expect(ReportCard.goal(card.habit, format: format, words) == "Mindestens 2,5 km in 3 Tagen")
        #expect(ReportCard.goal(card.habit) == "At least 2.5 km in 3 days")
        let tiles = HabitDetailPage.loopTiles(rule, format: format, words).map(\.value)
        #expect(tiles == ["Messbar (mindestens)", "2-mal in 3 Tagen", "Mindestens 2,5 km in 3 Tagen"])
        #expect(HabitDetailPage.loopTiles(rule).map(\.value) == ["Numerical (at least)", "2 times in 3 days", "At least 2.5 km in 3 days"])
    }

    @Test("en-US written: the 12-hour clock and Sunday weeks; without the key: 24-hour, Monday, as before")
    func englishClock() throws {
        let written = try build("locale = \"en-US\"\n")
        let overview = try #require(written[Routes.overview.file])
        #expect(overview.contains("March 4, 2026 at 8:00\u{202F}PM") || overview.contains("March 4, 2026 at 8:00 PM"))
        let month = try #require(written[Routes.month(today).file])
        #expect(month.contains("SunMonTueWedThuFriSat"))
        #expect(try #require(written[Routes.week(today).file]).contains("767.08 miles"))
        let unset = try build("")
        #expect(try #require(unset[Routes.overview.file]).contains("March 4, 2026 at 20:00"))
        let unsetMonth = try #require(unset[Routes.month(today).file])
        #expect(unsetMonth.contains("MonTueWedThuFriSatSun"))
    }

    @Test("kJ: every energy figure converted from the whole kcal, with its unit")
    func kilojoules() throws {
        let pages = try build("[units]\nenergy = \"kJ\"\n")
        let day = try #require(pages[Routes.day(today).file])
        #expect(day.contains("2,510 kJ"))  // 600 kcal × 4.184 = 2,510.4
        #expect(!day.contains("kcal"))
        let week = try #require(pages[Routes.week(today).file])
        #expect(week.contains("10,042 kJ"))  // 2,400 kcal × 4.184 = 10,041.6
        #expect(try #require(pages[Routes.energy.file]).contains("kJ"))
    }
}
