import Foundation
import Metrics
import Settings
import Strings
import Workspace

/// The Habits home of one day (seed Skill Tracker, S-001): top bar with greeting, date, 🔥 total streak
/// and the add entry; the week strip; the morning routine and category sections with habit cards; the archive.
struct HabitsPage: InputPage {
    /// A collapsible section (`<details>`): the morning routine or one category.
    struct Group {
        let id: String
        let title: String
        /// The icon's name (`icon-NAME` on the summary, whose `::before` draws it).
        let icon: String
        let cards: [HabitCardView]
        let doneText: String
    }

    /// A finished habit in the archive list.
    struct FinishedView {
        let name: String
        let className: String
        let result: String
        let ended: String
    }

    let root: String
    let greeting: String?
    let dateText: String
    let totalStreak: Int
    /// "4 days": the streak with its unit, as shown (the template says "Total streak: 4 days" to a
    /// screen reader and in the tooltip).
    let totalStreakText: String
    let strip: HabitWeekStrip
    let groups: [Group]
    let hasGroups: Bool
    let finished: [FinishedView]
    let hasFinished: Bool
    let addCommand: String

    /// Everything a Habits page shows, gathered from the model: the view is made from this alone (`InputPage`).
    /// It holds what the cards, the archive list and the strip are made from, not those: each listed habit's
    /// timeline entries of the day and of the day before, the week (`HabitWeekStrip.Week`). A next day's build
    /// gathers and digests one for every day to keep all but a handful; making the cards and a strip for each
    /// was much of that build.
    struct Input {
        let day: LocalDay
        /// The habits the page lists (a card, or a line in the archive list), in the book's order.
        let listed: [Listing]
        let totalStreak: Int
        let path: PagePath
        /// The hour of the build on today's page (the greeting), `nil` on an earlier day's.
        let greetingHour: Int?
        let isToday: Bool
        let week: HabitWeekStrip.Week
        let styles: Shared<HabitStylesheet>
        /// How dates, names and numbers are written.
        let format: SiteFormat
        let words: Words

        /// `week`: the page's week when the caller has it (made once a week), else it is made.
        init(day: LocalDay, habits: ListedHabits, path: PagePath, pages: HabitPages, styles: Shared<HabitStylesheet>,
             model: SiteModel, week: HabitWeekStrip.Week? = nil) {
            self.day = day
            words = model.words
            let timelines = habits.book.timelines, before = day.adding(days: -1)
            var listed: [Listing] = []
            listed.reserveCapacity(timelines.count)
            for index in timelines.indices {
                let habit = habits.habits[index], entry = timelines[index].day(day), previous = timelines[index].day(before)
                if entry != nil || previous != nil || habit.value.finished(on: day) != nil {
                    listed.append(Listing(habit: habit, entry: entry, before: previous))
                }
            }
            self.listed = listed
            totalStreak = habits.book.totalStreak(on: day)
            self.path = path
            isToday = day == model.today
            greetingHour = isToday ? Int(model.calendar.clockTime(model.now).prefix(2)) ?? 12 : nil
            self.week = week ?? HabitWeekStrip.Week(of: day, pages: pages, week: model.habitWeek)
            self.styles = styles
            format = model.format
        }
    }

    /// A habit on a Habits page: its timeline entries of the page's day and of the day before, from which
    /// its card is made (`HabitsDay.Card`).
    struct Listing {
        let habit: Digested<ListedHabit>
        let entry: HabitTimeline.Day?
        let before: HabitTimeline.Day?
    }

    init(_ input: Input) {
        let day = input.day, styles = input.styles.value, format = input.format, words = input.words
        let cards = input.listed.compactMap { item in
            HabitsDay.Card(habit: item.habit.value.habit, streakUnit: item.habit.value.streakUnit, entry: item.entry,
                           before: item.before, day: day)
        }
        root = input.path.root
        greeting = input.greetingHour.map { HabitGreeting.text(hour: $0, words.table) }
        dateText = format.longDate(day)
        totalStreak = input.totalStreak
        totalStreakText = HabitStreakUnit.days.count(input.totalStreak, words.table)
        strip = HabitWeekStrip(input.week, day: day, from: input.path, format: format)
        groups = Self.groups(cards, styles: styles, pastDay: input.isToday ? nil : day, format: format, words: words)
        hasGroups = !groups.isEmpty
        finished = input.listed.compactMap { $0.habit.value.finished(on: day) }.map { f in
            FinishedView(name: f.habit.name, className: styles.className(f.habit.category),
                         result: f.result.text(words.table), ended: words(.endedOn, ["date": format.numericDate(f.lastDay)]))
        }
        hasFinished = !finished.isEmpty
        addCommand = "sitegen habit add \"Read 10 pages\" --category Learning --icon book --target 10 --unit pages"
    }

    /// The morning routine first, then each category in the stylesheet's order.
    /// `pastDay`: the page's day when it is not today (serve's forms check in that day).
    static func groups(_ cards: [HabitsDay.Card], styles: HabitStylesheet, pastDay: LocalDay? = nil,
                       format: SiteFormat = .standard, words: Words = .english) -> [Group] {
        var groups: [Group] = []
        let morning = cards.filter(\.habit.morningRoutine)
        if !morning.isEmpty {
            groups.append(group(id: "morning", title: words[.morningRoutine], icon: "sun", morning, styles, pastDay, format, words))
        }
        // Each card under the first category of its name (case aside), in the cards' order.
        var byCategory: [Int: [HabitsDay.Card]] = [:]
        for card in cards where !card.habit.morningRoutine {
            if let position = styles.position(card.habit.category) { byCategory[position, default: []].append(card) }
        }
        for (index, category) in styles.categories.enumerated() {
            guard let members = byCategory[index] else { continue }
            groups.append(group(id: "cat-\(index + 1)", title: category.name, icon: category.icon ?? "star", members, styles, pastDay,
                                format, words))
        }
        return groups
    }

    private static func group(id: String, title: String, icon: String, _ cards: [HabitsDay.Card],
                              _ styles: HabitStylesheet, _ pastDay: LocalDay?, _ format: SiteFormat, _ words: Words) -> Group {
        Group(id: id, title: title, icon: HabitIcons.known(icon),
              cards: cards.map { HabitCardView(card: $0, styles: styles, pastDay: pastDay, format: format, words: words) },
              doneText: HabitsDay.Tally(cards).text(words.table))
    }
}

extension HabitsPage {
    /// Renders the Habits home (today) and a page for every earlier day from the first habit day,
    /// plus `css/habits.css` and `data/habits.json`.
    static func renderAll(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let habits = model.habits, styles = Shared(habits.styles), pages = habits.pages, book = habits.book
        let week = model.habitWeek, listed = ListedHabits(book)
        let days = pages.days
        func page(_ day: LocalDay, path: PagePath, week: HabitWeekStrip.Week?) throws(BuildError) -> PageOutput {
            try templates.page(path, title: day == model.today ? model.words[.habits] : model.words(.habitsOn, ["date": day.usFormat]),
                section: day == model.today ? .habits : nil,
                input: Input(day: day, habits: listed, path: path, pages: pages, styles: styles, model: model, week: week),
                as: HabitsPage.self, template: "habits", model: model)
        }
        if templates.digesting {
            // Where every page is made now (a static build digests every input): the past days of a week share
            // the week made for the first of them. The paths and the weeks are made on every core (made here one
            // by one, they were a quarter of a next day's plan, which nothing runs beside). Serve makes a page,
            // and its week, when it is asked for.
            let paths = ParallelPages.map(days) { pages.path(for: $0) ?? Routes.habits }
            var firsts: [Int] = [], weekOf = [Int](repeating: -1, count: days.count), lastStart: LocalDay?
            for index in days.indices where paths[index] != Routes.habits {
                let start = week.start(of: days[index])
                if start != lastStart {
                    firsts.append(index)
                    lastStart = start
                }
                weekOf[index] = firsts.count - 1
            }
            let weeks = ParallelPages.map(firsts) { HabitWeekStrip.Week(of: days[$0], pages: pages, week: week) }
            for index in days.indices {
                let group = weekOf[index]
                try site.add(paths[index].file, page: try page(days[index], path: paths[index], week: group < 0 ? nil : weeks[group]))
            }
        } else {
            // Each page makes its own week when it is made (serve makes the pages asked for).
            try site.add(PageFamily(days: days, path: { pages.path(for: $0) ?? Routes.habits }, today: (model.today, Routes.habits)) {
                index throws(BuildError) in try page(days[index], path: pages.path(for: days[index]) ?? Routes.habits, week: nil)
            })
        }
        // The stylesheet is the categories' (and the program's): kept while they are as they were.
        try site.add(Routes.habitsStylesheet, page: try templates.file(Routes.habitsStylesheet, from: styles) { Data(styles.value.css.utf8) })
        site.addLater(Routes.data(.habits)) { () throws(BuildError) in try DataFiles.encode(HabitFigures(book: book)) }
    }
}

/// A habit of the book as the Habits pages list it: what its card needs beside its timeline's entries, and
/// its line in the archive list (seed Skill Tracker: a finished habit with its final result). Made once a
/// build for each habit and digested once (`Digested`), so a page adds two words for it, not the habit's fields.
final class ListedHabit: Fields, Sendable {
    /// A habit that ended or was archived: its schedule's first and last day and its final result. The
    /// archive list of a day after the last lists it (`HabitsDay.Finished.lists`).
    struct Ended {
        let first: LocalDay
        let last: LocalDay
        let result: HabitResult
    }

    let habit: Habit
    let streakUnit: HabitStreakUnit
    let ended: Ended?

    init(_ timeline: HabitTimeline) {
        habit = timeline.habit
        streakUnit = timeline.streakUnit
        ended = HabitsDay.Finished.ends(timeline.habit)
            ? Ended(first: timeline.schedule.first, last: timeline.schedule.last, result: timeline.result) : nil
    }

    /// Its line in the archive list of `day`, if listed there.
    func finished(on day: LocalDay) -> HabitsDay.Finished? {
        guard let ended, HabitsDay.Finished.lists(habit, first: ended.first, last: ended.last, on: day) else { return nil }
        return HabitsDay.Finished(habit: habit, lastDay: ended.last, result: ended.result)
    }

    func fields(_ f: inout some FieldVisitor) {
        f("ended", ended); f("habit", habit); f("streakUnit", streakUnit)
    }
}

extension ListedHabit.Ended: Fields {
    func fields(_ f: inout some FieldVisitor) { f("first", first); f("last", last); f("result", result) }
}

/// The book and its habits as the Habits pages of a build list them (`ListedHabit`), in the book's order.
struct ListedHabits: Sendable {
    let book: HabitBook
    let habits: [Digested<ListedHabit>]

    init(_ book: HabitBook) {
        self.book = book
        habits = book.timelines.map { Digested(ListedHabit($0)) }
    }
}

/// A section of a Habits page: listed, not reflected.
extension HabitsPage.Group: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("id", id); f("title", title); f("icon", icon); f("cards", cards); f("doneText", doneText)
    }
}

/// A page for every day with habits (thousands at 10 years): listed, not reflected.
extension HabitsPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("root", root); f("greeting", greeting); f("dateText", dateText); f("totalStreak", totalStreak)
        f("totalStreakText", totalStreakText); f("strip", strip); f("groups", groups); f("hasGroups", hasGroups)
        f("finished", finished); f("hasFinished", hasFinished); f("addCommand", addCommand)
    }
}

/// Every finished habit on every Habits page: listed, not reflected.
extension HabitsPage.FinishedView: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("name", name); f("className", className); f("result", result); f("ended", ended)
    }
}

/// A Habits page's input, digested for every Habits page of a build (3,650 at 10 years).
extension HabitsPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("day", day); f("listed", listed); f("totalStreak", totalStreak); f("path", path)
        f("greetingHour", greetingHour); f("isToday", isToday); f("week", week); f("styles", styles)
        f("format", format); f("words", words)
    }
}

extension HabitsPage.Listing: Fields {
    func fields(_ f: inout some FieldVisitor) { f("habit", habit); f("entry", entry); f("before", before) }
}

/// Each habit's digest (`Habit.ownDigest`), made once a build for the habits of the book: a report card's habit
/// takes it when it is equal to the habit made with (whatever its id, another habit is digested itself).
/// The view never reads it: it changes no page's digest, only how fast it is made.
final class HabitDigests: FieldValue, Sendable {
    /// In the book's order; a few dozen, so a look along the ids is quicker than hashing one.
    private let ids: [Int64]
    private let habits: [Habit]
    private let digests: [Digest]

    init(_ book: HabitBook) {
        let habits = book.timelines.map(\.habit)
        ids = habits.map(\.id)
        self.habits = habits
        digests = habits.map(\.ownDigest)
    }

    func digest(of habit: Habit) -> Digest? {
        guard let index = ids.firstIndex(of: habit.id), habits[index] == habit else { return nil }
        return digests[index]
    }

    /// Nothing: it stands for the habits the input holds, which are digested where they are.
    func digest(into digest: inout InputDigest) {}
}
