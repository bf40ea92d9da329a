import BuiltinSite
import Foundation
import Metrics
import Testing
@testable import SiteBuilder
@testable import Workspace

/// Pages made from an input alone (`InputPage`) are kept when their input's digest is unchanged, so an
/// input must digest every stored property, and two inputs that differ must digest differently. And
/// whatever the inputs: a page whose digest did not change from one build to the next has the same bytes.
@Suite("Page inputs: every field digested; an unchanged digest means an unchanged page")
struct PageInputTests {
    /// `value`'s digest lists every stored property reflection finds, once.
    func expectEveryField(_ value: some FieldValue, sourceLocation: SourceLocation = #_sourceLocation) {
        var digest = InputDigest(recordingNames: true)
        value.digest(into: &digest)
        let listed = digest.names ?? [], reflected = Mirror(reflecting: value).children.compactMap(\.label)
        #expect(listed.sorted() == reflected.sorted(), "\(type(of: value)): listed \(listed), reflected \(reflected)",
                sourceLocation: sourceLocation)
    }

    func digest(_ value: some FieldValue) -> Digest {
        var digest = InputDigest()
        value.digest(into: &digest)
        return digest.hasher.finish()
    }

    @Test("Day, Week, Month, Habits and report inputs and every type inside them list every stored property")
    func everyField() throws {
        let model = try TemplateFieldsTests.demo.get(), days = model.pageDays
        var moments = 0
        for index in stride(from: 0, to: days.count, by: 37) + [days.count - 1] {
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            let day = DayPage.Input(figures: model.activity.days[index], neighbours: neighbours, model: model)
            expectEveryField(day)
            expectEveryField(day.figures)
            expectEveryField(day.figures.day)
            let week = WeekPage.Input(figures: model.activity.weeks[index], neighbours: neighbours, model: model)
            expectEveryField(week)
            expectEveryField(week.figures)
            for block in week.figures.blocks { expectEveryField(block) }
        }
        for moment in model.moments.all.prefix(3) {
            let day = try #require(days.firstIndex(of: moment.day))
            let input = DayPage.Input(figures: model.activity.days[day], neighbours: (nil, nil), model: model)
            for item in input.moments { expectEveryField(item) }
            moments += input.moments.count
        }
        #expect(moments > 0, "a day with moments is checked")
        let months = model.pageMonths
        var cells = 0
        for index in [0, months.count / 2, months.count - 1] {
            let neighbours = (index > 0 ? months[index - 1] : nil, index + 1 < months.count ? months[index + 1] : nil)
            let month = MonthPage.Input(month: months[index], neighbours: neighbours, model: model)
            expectEveryField(month)
            expectEveryField(month.grid)
            for cell in month.grid.weeks.joined().compactMap({ $0 }) { expectEveryField(cell) }
            cells += month.grid.weeks.joined().compactMap { $0 }.count
        }
        #expect(cells >= 84, "three months' days are checked")

        let habits = model.habits, styles = Shared(habits.styles), digests = HabitDigests(habits.book)
        let listed = ListedHabits(habits.book)
        var finished = 0, cards = 0
        for day in habits.pages.days.enumerated().filter({ $0.offset % 41 == 0 }).map(\.element) + [model.today] {
            let path = try #require(habits.pages.path(for: day))
            let input = HabitsPage.Input(day: day, habits: listed, path: path, pages: habits.pages, styles: styles, model: model)
            expectEveryField(input)
            expectEveryField(input.day)
            expectEveryField(input.path)
            expectEveryField(input.week)
            for item in input.listed {
                expectEveryField(item)
                expectEveryField(item.habit.value)
                expectEveryField(item.habit.value.habit)
                if let entry = item.entry { expectEveryField(entry) }
                if let ended = item.habit.value.ended {
                    expectEveryField(ended)
                    expectEveryField(ended.result)
                }
                finished += item.habit.value.finished(on: day) == nil ? 0 : 1
            }
            cards += HabitsPage(input).groups.map(\.cards.count).reduce(0, +)
        }
        #expect(cards > 0 && finished > 0, "cards and finished habits are checked")
        expectEveryField(LoopRule(numerator: 2, denominator: 3, numerical: true, targetValue: 5, targetType: .atMost, unit: "cups"))

        let report = ReportSource(model)
        var kinds: Set<HabitPeriod.Kind> = [], entries = 0, rows = 0
        for kind in HabitPeriod.Kind.allCases {
            for period in report.pages.periods(kind).enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
                let path = try #require(report.pages.path(for: period))
                let input = ReportPage.Input(period: period, path: path, report: report, habits: digests)
                expectEveryField(input)
                expectEveryField(input.days)
                expectEveryField(input.days.squares.value)
                expectEveryField(input.days.period)
                expectEveryField(input.days.week)
                expectEveryField(input.navigation)
                for tab in input.navigation.tabs { expectEveryField(tab) }
                for row in input.categories { expectEveryField(row) }
                for card in input.cards {
                    expectEveryField(card)
                    expectEveryField(card.completion)
                    for entry in (card.entries ?? []).compactMap({ $0 }) { expectEveryField(entry) }
                    entries += (card.entries ?? []).compactMap { $0 }.count
                }
                rows += input.categories.count
                if !input.cards.isEmpty { kinds.insert(kind) }
            }
        }
        #expect(kinds == Set(HabitPeriod.Kind.allCases) && entries > 0 && rows > 0, "cards of every kind, week entries and category rows are checked")

        var automatic = 0, linked = 0
        for moment in report.moments.moments {
            let path = Routes.moment(moment.id)
            let input = MomentPage.Input(item: MomentItem(moment, path: path, report: report), markdown: moment.markdown,
                                         listHref: path.link(to: Routes.moments.file), automaticKey: model.moments.automaticKeys[moment.id])
            expectEveryField(input)
            expectEveryField(input.item)
            automatic += input.automaticKey == nil ? 0 : 1
            linked += input.item.habitName == nil ? 0 : 1
        }
        #expect(automatic > 0 && automatic < report.moments.moments.count && linked > 0,
                "stored and automatic moments, with and without a habit, are checked")

        var strength = 0, monthFigures = 0, timed = 0, yearCards = 0
        for (timeline, stats) in zip(report.book.timelines, model.reports.statistics) {
            let input = HabitDetailPage.Input(timeline, stats: stats, path: Routes.habit(timeline.habit.id), report: report)
            expectEveryField(input)
            expectEveryField(input.stats)
            expectEveryField(input.yearDays)
            for figure in input.stats.weekdays { expectEveryField(figure) }
            for figure in input.stats.months { expectEveryField(figure) }
            for point in input.stats.strength.suffix(3) { expectEveryField(point) }
            if let pattern = input.stats.timeOfDay { expectEveryField(pattern) }
            if let card = input.yearCard { expectEveryField(card) }
            strength += input.stats.strength.isEmpty ? 0 : 1
            monthFigures += input.stats.months.count
            timed += input.stats.timeOfDay == nil ? 0 : 1
            yearCards += input.yearCard == nil ? 0 : 1
        }
        #expect(strength > 0 && monthFigures > 0 && timed > 0 && yearCards > 0, "habit pages with every kind of figure are checked")

        let summary = model.training.figures
        let schedule = try #require(ReminderSchedule(everyDays: 7, lastSession: summary.hiitSessions.first?.day, today: summary.today))
        let training = TrainingPage.Input(summary: summary, schedule: schedule, model: model)
        expectEveryField(training)
        expectEveryField(training.summary)
        expectEveryField(training.summary.health)
        expectEveryField(training.summary.vo2Max)
        expectEveryField(try #require(training.summary.vo2Max.latest))
        expectEveryField(try #require(training.summary.hiitSessions.first))
        expectEveryField(schedule)
        expectEveryField(training.settings)
        expectEveryField(training.settings.reminderTime)
    }

    @Test("a past day's week, made once a week for its first day, is the week its own page would make; its strip selects the day")
    func sharedWeeks() throws {
        let model = try TemplateFieldsTests.demo.get(), pages = model.habits.pages, week = model.habitWeek
        var first: [LocalDay: HabitWeekStrip.Week] = [:], compared = 0
        for day in pages.days {
            let path = try #require(pages.path(for: day))
            guard path != Routes.habits else { continue }
            let own = HabitWeekStrip.Week(of: day, pages: pages, week: week)
            let start = week.start(of: day)
            guard let shared = first[start] else { first[start] = own; continue }
            #expect(digest(shared) == digest(own), "\(day)")
            let strip = HabitWeekStrip(shared, day: day, from: path)
            #expect(strip.bubbles.filter(\.selected).map(\.number) == [day.day])
            #expect(strip.bubbles.filter(\.selected).map(\.href) == ["index.html"], "a page links to itself as index.html")
            compared += 1
        }
        #expect(compared > 500 && first[week.start(of: model.today)] != nil)
        // Today's week: its bubble for today is "today"; a week before it does not name today, so a new day leaves it as it was.
        let today = HabitWeekStrip.Week(of: model.today, pages: pages, week: week)
        let marked = HabitWeekStrip(today, day: model.today, from: Routes.habits).bubbles.filter { $0.classes?.contains("today") == true }
        #expect(marked.map(\.number) == [model.today.day])
        let earlier = try #require(first.keys.filter { $0 < week.start(of: model.today) }.max())
        #expect(first[earlier]?.today == nil)
    }

    @Test("a report card digests the same with each habit's digest made once a build; a habit changed under its id is digested itself")
    func habitDigestsMadeOnce() throws {
        let model = try TemplateFieldsTests.demo.get(), book = model.habits.book
        let digests = HabitDigests(book), report = ReportSource(model)
        var cards = 0
        for kind in HabitPeriod.Kind.allCases {
            for period in report.pages.periods(kind).enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
                let path = try #require(report.pages.path(for: period))
                for card in ReportPage.Input(period: period, path: path, report: report, habits: digests).cards {
                    var once = InputDigest()
                    once.habits = digests
                    card.digest(into: &once)
                    #expect(once.hasher.finish() == digest(card), "\(period)")
                    cards += 1
                }
            }
        }
        #expect(cards > 100)
        var renamed = try #require(book.timelines.first?.habit)
        let original = renamed.ownDigest
        renamed.name += "\u{301}"
        #expect(digests.digest(of: renamed) == nil)
        #expect(renamed.ownDigest != original)
        var once = InputDigest()
        once.habits = digests
        renamed.digest(into: &once)
        #expect(once.hasher.finish() == digest(renamed))
        #expect(digest(renamed) != digest(book.timelines[0].habit))
    }

    @Test("a habit on the Habits pages digests alike whatever order its weekdays' set iterates in (the digest is the same in every process)")
    func listedHabitDigestIgnoresSetOrder() {
        // Equal sets of different capacities: one that iterates in another order (the order is the process's).
        let days: Set<Int> = [1, 3, 5, 6, 7]
        let roomy = [64, 128, 256, 512, 1024, 2048].lazy.map { capacity in
            var set = Set<Int>(minimumCapacity: capacity)
            for day in days.sorted().reversed() { set.insert(day) }
            return set
        }.first { Array($0) != Array(days) } ?? days
        #expect(Array(roomy) != Array(days), "two equal sets that iterate in different orders")
        func listed(_ weekdays: Set<Int>) -> Digest {
            let habit = Habit(id: 7, name: "Swim", category: "Fitness", icon: "figure", frequency: .weekdays(weekdays),
                              created: LocalDay("2026-01-05")!)
            let timeline = HabitTimeline(habit: habit, checkIns: [], today: LocalDay("2026-02-01")!, week: HabitWeek(firstWeekday: 2))
            return Digested(ListedHabit(timeline)).digest
        }
        #expect(listed(roomy) == listed(days))
        // The reflected walk (`Shared`) describes the set in its order: the reason the habits go in `Digested`.
        #expect(Shared(HabitFrequency.weekdays(roomy)).digest != Shared(HabitFrequency.weekdays(days)).digest)
    }

    @Test("values that differ digest differently: a nil's place in a list, nil against 0, every frequency, -0.0")
    func differentValuesDiffer() {
        #expect(digest([nil, 1] as [Int?]) != digest([1, nil] as [Int?]))
        #expect(digest(nil as Int?) != digest(0 as Int?))
        #expect(digest(nil as String?) != digest("" as String?))
        #expect(digest([] as [String]) != digest([""]))
        #expect(digest(["ab", "c"]) != digest(["a", "bc"]))
        #expect(digest(0.0) != digest(-0.0))
        let frequencies: [HabitFrequency] = [.daily, .timesPerWeek(1), .timesPerWeek(2), .weekdays([1]), .weekdays([1, 2]), .weekdays([2])]
        #expect(Set(frequencies.map(digest)).count == frequencies.count)
        #expect(digest(HabitFrequency.weekdays([1, 2])) == digest(HabitFrequency.weekdays([2, 1])), "a set digests in order")
        #expect(Set(CompletionLevel.allCases.map(digest)).count == CompletionLevel.allCases.count)
    }

    @Test("a site's format digests as the words that name it (its key), each format its own")
    func formatByItsKey() throws {
        let locales = try [SiteLocale.enUS, #require(SiteLocale("de-CH")), #require(SiteLocale("ja-JP"))]
        var formats: [SiteFormat] = [.standard]
        for locale in locales {
            for distance in DistanceUnit.allCases {
                for energy in EnergyUnit.allCases {
                    for clock in [true, false] {
                        formats.append(SiteFormat(locale: locale, units: MeasureUnits(distance: distance, energy: energy), twentyFourHour: clock))
                    }
                }
            }
        }
        for format in formats {
            var key = StableHasher()
            key.add(format.key)
            #expect(digest(format) == key.finish(), "\(format.key)")
        }
        #expect(Set(formats.dropFirst().map(digest)).count == formats.count - 1)
        #expect(SiteFormat.standard.key == "en-US mi kcal 24")
        #expect(SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kJ), twentyFourHour: false).key == "de-DE km kJ 12")
    }

    /// Every file of the site of `history` at `now`, made, with each page's digest.
    func site(_ history: History, now: Date) throws -> Site {
        let settings = try TemplateFieldsTests.demo.get().settings
        var templates = try TemplateSet(folder: Fixtures.repositoryRoot + "/Templates", io: .live, builtIn: BuiltinSite.templates)
        templates.digesting = true
        let model = SiteModel(settings: settings, history: history, now: now, historySource: "test")
        return try SiteRenderer(templates: templates, publicFiles: [:]).render(model)
    }

    /// Of the pages both sites have, those whose digest is the same in both: each must have the same bytes.
    @discardableResult
    func expectSameDigestSameBytes(_ before: Site, _ after: Site, sourceLocation: SourceLocation = #_sourceLocation) -> Set<String> {
        let same = Set(before.digests.keys.filter { after.digests[$0] != nil && after.digests[$0] == before.digests[$0] })
        let stale = same.filter { before.files[$0] != after.files[$0] }.sorted()
        #expect(stale.isEmpty, "\(stale.count) pages kept the digest of a page that changed: \(stale.prefix(8))", sourceLocation: sourceLocation)
        return same
    }

    @Test("the next day, and edits on past days (a note, a check-in, a moment, a goal, a day's steps): an unchanged digest is an unchanged page")
    func unchangedDigestUnchangedPage() throws {
        let model = try TemplateFieldsTests.demo.get(), history = model.history
        let base = try site(history, now: Fixtures.now)

        let nextDay = try site(history, now: Fixtures.now.addingTimeInterval(86_400))
        let same = expectSameDigestSameBytes(base, nextDay)
        #expect(same.count > base.digests.count * 9 / 10, "the next day keeps most pages (\(same.count) of \(base.digests.count))")
        for page in ["day/2026-10-02/index.html", "week/2026-10-02/index.html", "habits/2026-11-04/index.html"] {
            #expect(same.contains(page), "\(page) is unchanged the next day")
        }
        #expect(!same.contains("day/2026-11-21/index.html") && !same.contains("habits/index.html"), "today's pages change")

        var edited = history
        let past = LocalDay(year: 2026, month: 10, day: 2)!
        edited.notes[past] = "A note on **that** day"
        edited.checkIns.removeAll { $0.day == past.adding(days: 1) }
        edited.moments.append(Moment(id: 9_999, day: past.adding(days: 2), title: "New <moment>", category: "Life", markdown: "x"))
        edited.goalChanges.append(GoalChange(effective: past.adding(days: 10), steps: 4_321))
        edited.daily[.steps, default: [:]][past.adding(days: 3)] = 31_337
        let after = try site(edited, now: Fixtures.now)
        let kept = expectSameDigestSameBytes(base, after)
        for page in ["day/2026-10-02/index.html", "habits/2026-10-03/index.html", "day/2026-10-04/index.html",
                     "day/2026-10-05/index.html", "week/2026-10-05/index.html", "day/2026-10-12/index.html",
                     "reports/month/2026-10/index.html", "reports/index.html"] {
            #expect(base.digests[page] != nil && !kept.contains(page), "\(page) is made again")
        }
        #expect(kept.contains("day/2026-09-30/index.html") && kept.contains("reports/month/2026-09/index.html"),
                "a day and a month before every edit are kept")
    }
}
