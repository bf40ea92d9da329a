import Foundation
import Metrics
import Settings
import Testing
@testable import SiteBuilder

/// The page models that list their fields (`Fields`) list exactly what
/// reflection finds, with the same values: a field added to the type and not to its list would be
/// blank on every page.
@Suite("Listed template fields equal reflected ones")
struct TemplateFieldsTests {
    let today = LocalDay("2026-11-21")!

    /// A Habits page of the day before today: cards done, partial, rolled over, not due and skipped.
    func page() throws -> HabitsPage {
        let read = Habit(id: 1, name: "Read", category: "Learning", icon: "book", frequency: .daily,
                         targetValue: 10, targetUnit: "pages", created: today.adding(days: -9), morningRoutine: true)
        let guitar = Habit(id: 2, name: "Guitar", category: "Creative", icon: "music", frequency: .weekdays([6]),
                           rollover: true, created: today.adding(days: -9))
        let run = Habit(id: 3, name: "Run", category: "Fitness", icon: "figure", frequency: .timesPerWeek(2), created: today.adding(days: -9))
        let history = History(habits: [read, guitar, run], checkIns: [
            CheckIn(habitID: 1, day: today.adding(days: -2), level: .full, count: 10),
            CheckIn(habitID: 1, day: today.adding(days: -1), level: .partial, count: 3),
            CheckIn(habitID: 3, day: today.adding(days: -1), level: .none, skipped: true),
        ])
        let model = try Fixtures.model(history)
        let day = today.adding(days: -1), habits = model.habits
        let path = try #require(habits.pages.path(for: day))
        return HabitsPage(.init(day: day, habits: ListedHabits(habits.book), path: path, pages: habits.pages,
                                styles: Shared(habits.styles), model: model))
    }

    /// A value `plain` made, written out in a stable order.
    func text(_ value: Any?) -> String {
        switch value {
        case let object as TemplateObject:
            return "{" + object.fields.keys.sorted().map { "\($0): \(text(object.fields[$0]))" }.joined(separator: ", ") + "}"
        case let text as TemplateText: return "\"\(text.text)\""
        case let array as [Any]: return "[" + array.map { text($0) }.joined(separator: ", ") + "]"
        case let flag as Bool: return String(flag)
        case nil: return "nil"
        default: return "?\(String(describing: value))"
        }
    }

    /// `value`'s listed fields give what reflection gives, and every stored property is listed
    /// (optional ones included even when nil).
    func expectListedAsReflected(_ value: Any) {
        #expect(text(TemplateValue.plain(value)) == text(TemplateValue.reflected(value)), "\(type(of: value))")
        let labels = Set(Mirror(reflecting: value).children.compactMap(\.label))
        #expect(Set((value as? any Fields).map(FieldNames.of) ?? []) == labels, "\(type(of: value))")
    }

    @Test("cards, week-strip bubbles, sections, the page frame and its entries: the listed fields are the reflected ones")
    func listedEqualsReflected() throws {
        let page = try page()
        let cards = page.groups.flatMap(\.cards)
        #expect(cards.count >= 3)
        for value in cards as [Any] + page.strip.bubbles + page.groups { expectListedAsReflected(value) }
        let model = try Fixtures.model(History())
        for path in [Routes.overview, Routes.settings, Routes.day(today)] {
            let layout = Layout(path: path, title: "A <title>", section: .day, body: "<p>body</p>", builtAt: nil, settings: .init(model.settings, words: .english))
            for value in [layout] as [Any] + layout.nav { expectListedAsReflected(value) }
        }
        // The cases differ: done, partial with a bar, and an optional left out.
        #expect(Set(cards.map { text(TemplateValue.plain($0)) }).count == cards.count)
        for value in [page, page.strip] as [Any] + page.finished { expectListedAsReflected(value) }
        for theme in Theme.allCases { for value in WebApp.themeColors(theme) { expectListedAsReflected(value) } }
    }

    /// The demo site's model: moments, notes, finished habits, every kind of report period.
    static let demo: Result<SiteModel, any Error> = Result { try SiteModelTests.demoModel() }

    /// Some of `values`: the first, the last, every `step`th and those `keep` picks.
    func some<T>(_ values: [T], every step: Int, keep: (T) -> Bool = { _ in false }) -> [T] {
        values.enumerated().filter { $0.offset == 0 || $0.offset == values.count - 1 || $0.offset % step == 0 || keep($0.element) }.map(\.element)
    }

    @Test("Day, Week and Month pages and their parts: the listed fields are the reflected ones")
    func activityListedEqualsReflected() throws {
        let model = try Self.demo.get(), days = model.pageDays
        #expect(days.count > 2)
        var moments = 0, notes = 0
        for index in some(Array(days.indices), every: 37, keep: { !model.moments(on: days[$0]).isEmpty || model.history.notes[days[$0]] != nil }) {
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            let day = DayPage(.init(figures: model.activity.days[index], neighbours: neighbours, model: model))
            let week = WeekPage(.init(figures: model.activity.weeks[index], neighbours: neighbours, model: model))
            moments += day.moments.count
            notes += day.noteHTML == nil ? 0 : 1
            let parts: [Any] = day.tabs + day.tiles + day.indicators + day.runners + day.moments
                + week.tabs + week.tiles + week.indicators + week.runners
            for value in [day, week] as [Any] + parts { expectListedAsReflected(value) }
        }
        #expect(moments > 0 && notes > 0, "a day with moments and a day with a note are checked")
        let months = model.pageMonths
        for (index, month) in months.enumerated() {
            let neighbours = (index > 0 ? months[index - 1] : nil, index + 1 < months.count ? months[index + 1] : nil)
            let page = MonthPage(.init(month: month, neighbours: neighbours, model: model))
            for value in [page] as [Any] + page.tabs + page.weeks + page.weeks.flatMap(\.cells) { expectListedAsReflected(value) }
        }
    }

    @Test("Habit Reports pages, their navigation, cards and rows, and the Habits pages: the listed fields are the reflected ones")
    func reportsListedEqualsReflected() throws {
        let model = try Self.demo.get(), report = ReportSource(model)
        var weekDays = 0, tables = 0
        for kind in [HabitPeriod.Kind.year, .month, .week] {
            for period in some(report.pages.periods(kind), every: 11) {
                let path = try #require(report.pages.path(for: period))
                let page = ReportPage(.init(period: period, path: path, report: report, habits: HabitDigests(report.book)))
                #expect(!page.cards.isEmpty)
                weekDays += page.cards.compactMap(\.weekDays).count
                tables += page.cards.compactMap(\.tableHTML).count
                let parts: [Any] = [page.navigation] + page.navigation.tabs + page.cards + page.cards.compactMap(\.weekDays).joined().map { $0 as Any }
                    + page.legend + page.categories
                for value in [page] as [Any] + parts { expectListedAsReflected(value) }
            }
        }
        #expect(weekDays > 0 && tables > 0, "cards with and without a table and week days are checked")
        let habits = model.habits
        var finished = 0
        for day in some(habits.pages.days, every: 29) {
            let page = HabitsPage(.init(day: day, habits: ListedHabits(habits.book), path: try #require(habits.pages.path(for: day)),
                                        pages: habits.pages, styles: Shared(habits.styles), model: model))
            finished += page.finished.count
            for value in [page, page.strip] as [Any] + page.finished { expectListedAsReflected(value) }
        }
        #expect(finished > 0, "a finished habit is checked")
    }

    @Test("habits' own pages and their tiles, the HIIT sessions and the settings rows: the listed fields are the reflected ones")
    func detailListedEqualsReflected() throws {
        let model = try Self.demo.get(), report = ReportSource(model)
        var notes = 0, loopDays = 0
        for (timeline, stats) in zip(report.book.timelines, model.reports.statistics) {
            let page = HabitDetailPage(timeline, stats: stats, path: Routes.habit(timeline.habit.id), report: report)
            #expect(!page.tiles.isEmpty && !page.months.isEmpty)
            notes += page.tiles.filter { $0.note != nil }.count
            loopDays += page.loopDays.count
            for value in [page] as [Any] + page.tiles + page.months + page.loopDays { expectListedAsReflected(value) }
        }
        #expect(notes > 0, "tiles with and without a note are checked")
        let training = TrainingPage(summary: model.training.figures, schedule: model.training.schedule, model: model)
        let sessions = training.hiit.recent + training.hiit.earlier
        #expect(sessions.count > TrainingPage.recentSessions)
        for value in sessions { expectListedAsReflected(value) }
        let settings = SettingsPage(model: model)
        #expect(Set(settings.rows.map(\.isDefault)).count == 2, "default and set values are checked")
        for value in settings.rows { expectListedAsReflected(value) }
    }

    @Test("the Overview, Energy, Gym, Settings and Training pages, their parts and the frame's settings: the listed fields are the reflected ones")
    func viewPagesListedEqualsReflected() throws {
        let model = try Self.demo.get()
        let overview = OverviewPage(summary: model.overview, model: model), energy = EnergyPage(model.energy)
        let gym = GymPage(summary: model.gym, format: model.format, words: model.words), settings = SettingsPage(model: model)
        let training = TrainingPage(summary: model.training.figures, schedule: model.training.schedule, model: model)
        #expect(!overview.cards.isEmpty && !energy.statistics.isEmpty && !energy.widgets.isEmpty && !gym.milestones.isEmpty)
        var values: [Any] = [overview, energy, gym, settings, training, training.hiit, training.health, training.reminders,
                             model.frame.value]
        values += overview.cards + overview.cards.flatMap(\.figures) + energy.statistics + energy.widgets + gym.milestones
        values += gym.streaks + [gym.next].compactMap { $0 }
        for value in values { expectListedAsReflected(value) }
    }

    @Test("moment pages, their items, the Moments lists, their months, filters and form: the listed fields are the reflected ones")
    func momentsListedEqualsReflected() throws {
        let model = try Self.demo.get(), report = ReportSource(model), moments = report.moments.moments
        #expect(!moments.isEmpty)
        let list = MomentListPage(heading: "Memorable moments", moments: moments, path: Routes.moments, report: report)
        let items = list.months.flatMap(\.items)
        let search = try #require(list.search, "the page of all moments has the filter form")
        #expect(!list.categoryFilters.isEmpty && !list.habitFilters.isEmpty)
        for value in [list, search] as [Any] + list.months + items + list.categoryFilters + list.habitFilters { expectListedAsReflected(value) }
        let category = try #require(report.moments.categories.first)
        let filtered = MomentListPage(heading: "Moments: \(category)", moments: moments.filter { $0.category == category },
                                      path: report.moments.categoryPath(category), report: report)
        #expect(filtered.search == nil, "a filtered list has no filter form")
        for value in [filtered] as [Any] + filtered.categoryFilters { expectListedAsReflected(value) }
        for moment in moments {
            let path = Routes.moment(moment.id)
            let page = MomentPage(item: MomentItem(moment, path: path, report: report), bodyHTML: "<p>body</p>",
                                  listHref: path.link(to: Routes.moments.file), automaticKey: model.moments.automaticKeys[moment.id])
            expectListedAsReflected(page)
        }
        #expect(Set(moments.map { model.moments.automaticKeys[$0.id] == nil }).count == 2, "stored and automatic moments are checked")
    }
}

/// In a template `t` is the interface's words at every depth: the compiled templates have them written in
/// (`CompiledTemplates.writingIn`), which is right only while no object a page pushes has a field `t`.
@Suite("No view has a field named t")
struct NoFieldNamedTTests {
    @Test("no type of the sources declares a property or case named `t`")
    func noFieldNamedT() throws {
        let root = Fixtures.repositoryRoot + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let declaration = try Regex(#"\b(let|var|case)\s+`?t`?\s*[:=,({]|\b(let|var|case)\s+`?t`?\s*$"#).anchorsMatchLineEndings()
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            #expect(text.firstMatch(of: declaration) == nil, "Sources/\(file) declares `t`, which templates read as the words")
        }
        // The regular expression finds what it is for.
        #expect("    let t: Int".firstMatch(of: declaration) != nil && "case t".firstMatch(of: declaration) != nil)
        #expect("    let total: Int".firstMatch(of: declaration) == nil)
    }
}

/// `TemplateText` answers Mustache's name lookups itself, as reflection of it would.
@Suite("TemplateText: a name looked up in a text answers as reflection would")
struct TemplateTextLookupTests {
    @Test("only `text` is a child, and it is the text; every other name is left to the outer objects")
    func lookup() {
        let value = TemplateText("a < b")
        for name in ["text", "href", "label", "", "renderText"] {
            let reflected = Mirror(reflecting: value).children.first { $0.label == name }?.value as? String
            #expect(value.child(named: name) as? String == reflected, "\(name)")
        }
        #expect(value.child(named: "text") as? String == "a < b")
    }
}
