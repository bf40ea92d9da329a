import Metrics
import Settings
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
    struct Input {
        let day: HabitsDay
        let path: PagePath
        /// The hour of the build on today's page (the greeting), `nil` on an earlier day's.
        let greetingHour: Int?
        let isToday: Bool
        let strip: HabitWeekStrip
        let styles: Shared<HabitStylesheet>
        /// The digests of the book's habits, made once a build: not part of what the page shows.
        let habits: HabitDigests

        /// `strip`: the page's week strip when the caller has it (`HabitWeekStrip.selecting`), else it is made.
        init(day: HabitsDay, path: PagePath, pages: HabitPages, styles: Shared<HabitStylesheet>, habits: HabitDigests,
             context: SiteModel, strip: HabitWeekStrip? = nil) {
            self.habits = habits
            self.day = day
            self.path = path
            isToday = day.day == context.today
            greetingHour = isToday ? Int(context.calendar.clockTime(context.now).prefix(2)) ?? 12 : nil
            self.strip = strip ?? HabitWeekStrip(day: day.day, from: path, pages: pages, week: context.habitWeek)
            self.styles = styles
        }
    }

    init(_ input: Input) {
        let day = input.day, styles = input.styles.value
        root = input.path.root
        greeting = input.greetingHour.map { HabitGreeting.text(hour: $0) }
        dateText = day.day.longText
        totalStreak = day.totalStreak
        totalStreakText = HabitStreakUnit.days.count(day.totalStreak)
        strip = input.strip
        groups = Self.groups(day.cards, styles: styles, pastDay: input.isToday ? nil : day.day)
        hasGroups = !groups.isEmpty
        finished = day.finished.map { f in
            FinishedView(name: f.habit.name, className: styles.className(f.habit.category),
                         result: f.result.text, ended: "ended \(f.lastDay.usFormat)")
        }
        hasFinished = !finished.isEmpty
        addCommand = "sitegen habit add \"Read 10 pages\" --category Learning --icon book --target 10 --unit pages"
    }

    /// The morning routine first, then each category in the stylesheet's order.
    /// `pastDay`: the page's day when it is not today (serve's forms check in that day).
    static func groups(_ cards: [HabitsDay.Card], styles: HabitStylesheet, pastDay: LocalDay? = nil) -> [Group] {
        var groups: [Group] = []
        let morning = cards.filter(\.habit.morningRoutine)
        if !morning.isEmpty {
            groups.append(group(id: "morning", title: "Morning routine", icon: "sun", morning, styles, pastDay))
        }
        // Each card under the first category of its name (case aside), in the cards' order.
        var byCategory: [Int: [HabitsDay.Card]] = [:]
        for card in cards where !card.habit.morningRoutine {
            if let position = styles.position(card.habit.category) { byCategory[position, default: []].append(card) }
        }
        for (index, category) in styles.categories.enumerated() {
            guard let members = byCategory[index] else { continue }
            groups.append(group(id: "cat-\(index + 1)", title: category.name, icon: category.icon ?? "star", members, styles, pastDay))
        }
        return groups
    }

    private static func group(id: String, title: String, icon: String, _ cards: [HabitsDay.Card],
                              _ styles: HabitStylesheet, _ pastDay: LocalDay?) -> Group {
        Group(id: id, title: title, icon: HabitIcons.known(icon),
              cards: cards.map { HabitCardView(card: $0, styles: styles, pastDay: pastDay) },
              doneText: HabitsDay.Tally(cards).text)
    }
}

extension HabitsPage {
    /// Renders the Habits home (today) and a page for every earlier day from the first habit day,
    /// plus `css/habits.css` and `data/habits.json`.
    static func renderAll(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let habits = context.habits, styles = Shared(habits.styles), pages = habits.pages, book = habits.book
        let week = context.habitWeek, digests = HabitDigests(book)
        let days = pages.days
        func page(_ day: LocalDay, path: PagePath, strip: HabitWeekStrip?) throws(BuildError) -> PageOutput {
            try templates.page(path, title: day == context.today ? "Habits" : "Habits, \(day.usFormat)",
                section: day == context.today ? .habits : nil,
                input: Input(day: book.day(day), path: path, pages: pages, styles: styles, habits: digests, context: context,
                             strip: strip),
                as: HabitsPage.self, template: "habits", context: context)
        }
        if templates.digesting {
            // Where every page is made now (a static build digests every input): the past days of a week share
            // the strip made for the first of them, each selecting its own day in it when its page is made.
            // The paths and the weeks' strips are made on every core (made here one by one, they were a
            // quarter of a next day's plan, which nothing runs beside). Serve makes a page, and its strip,
            // when it is asked for.
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
            let strips = ParallelPages.map(firsts) { HabitWeekStrip(day: days[$0], from: paths[$0], pages: pages, week: week) }
            for index in days.indices {
                let day = days[index], path = paths[index], group = weekOf[index]
                try site.add(path.file, page: try page(day, path: path, strip: group < 0 ? nil
                    : firsts[group] == index ? strips[group] : strips[group].selecting(day, from: path, pages: pages, week: week)))
            }
        } else {
            // Each page makes its own strip when it is made (serve makes the pages asked for).
            try site.add(PageFamily(days: days, path: { pages.path(for: $0) ?? Routes.habits }, today: (context.today, Routes.habits)) {
                index throws(BuildError) in try page(days[index], path: pages.path(for: days[index]) ?? Routes.habits, strip: nil)
            })
        }
        try site.add(Routes.habitsStylesheet, text: styles.value.css)
        site.addLater(Routes.data(.habits)) { () throws(BuildError) in try DataFiles.encode(HabitFigures(book: book)) }
    }
}

/// A section of a Habits page: listed, not reflected.
extension HabitsPage.Group: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["id": id, "title": title, "icon": icon, "cards": cards, "doneText": doneText]
    }
}

/// A page for every day with habits (thousands at 10 years): listed, not reflected.
extension HabitsPage: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["root": root, "greeting": greeting, "dateText": dateText, "totalStreak": totalStreak,
         "totalStreakText": totalStreakText, "strip": strip, "groups": groups, "hasGroups": hasGroups,
         "finished": finished, "hasFinished": hasFinished, "addCommand": addCommand]
    }
}

/// Every finished habit on every Habits page: listed, not reflected.
extension HabitsPage.FinishedView: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["name": name, "className": className, "result": result, "ended": ended] }
}

/// A Habits page's input, digested for every Habits page of a build (3,650 at 10 years).
extension HabitsPage.Input: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.using(habits) { digest in
            digest.field("day", day)
            digest.field("path", path)
            digest.field("greetingHour", greetingHour)
            digest.field("isToday", isToday)
            digest.field("strip", strip)
            digest.field("styles", styles)
            digest.field("habits", habits)
        }
    }
}

extension HabitsDay: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("day", day)
        digest.field("cards", cards)
        digest.field("finished", finished)
        digest.field("totalStreak", totalStreak)
    }
}

extension HabitsDay.Card: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("habit", habit)
        digest.field("level", level)
        digest.field("count", count)
        digest.field("skipped", skipped)
        digest.field("due", due)
        digest.field("streak", streak)
        digest.field("streakUnit", streakUnit)
        digest.field("rolledOverFrom", rolledOverFrom)
        digest.field("weekDone", weekDone)
        digest.field("progress", progress)
    }
}

extension HabitsDay.Finished: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("habit", habit)
        digest.field("lastDay", lastDay)
        digest.field("result", result)
    }
}

extension HabitResult: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("done", done)
        digest.field("of", of)
        digest.field("unit", unit)
    }
}

/// A habit adds its digest apart (`InputDigest.apart`), which a build makes once for each habit of the
/// book (`HabitDigests`) instead of on every card.
extension Habit: PageInput {
    func digest(into digest: inout InputDigest) {
        if let known = digest.habits?.digest(of: self) {
            digest.hasher.add(known)
        } else {
            digest.apart(digestFields)
        }
    }

    /// The digest `digest(into:)` adds.
    var ownDigest: Digest {
        var digest = InputDigest()
        digestFields(into: &digest)
        return digest.hasher.finish()
    }

    private func digestFields(into digest: inout InputDigest) {
        digest.field("id", Int(id))
        digest.field("name", name)
        digest.field("category", category)
        digest.field("icon", icon)
        digest.field("frequency", frequency)
        digest.field("targetValue", targetValue)
        digest.field("targetUnit", targetUnit)
        digest.field("rollover", rollover)
        digest.field("startDay", startDay)
        digest.field("endDay", endDay)
        digest.field("archived", archived)
        digest.field("position", position)
        digest.field("created", created)
        digest.field("morningRoutine", morningRoutine)
        digest.field("loop", loop)
    }
}

/// Each habit's digest (`Habit.ownDigest`), made once a build for the habits of the book: a card's habit
/// takes it when it is equal to the habit made with (whatever its id, another habit is digested itself).
/// The view never reads it: it changes no page's digest, only how fast it is made.
final class HabitDigests: PageInput, Sendable {
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

extension HabitFrequency: PageInput {
    /// The case, then its value (weekdays in order).
    func digest(into digest: inout InputDigest) {
        switch self {
        case .daily: digest.hasher.add(0)
        case .timesPerWeek(let times):
            digest.hasher.add(1)
            digest.hasher.add(times)
        case .weekdays(let days):
            digest.hasher.add(2)
            days.sorted().digest(into: &digest)
        }
    }
}

extension LoopRule: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("numerator", numerator)
        digest.field("denominator", denominator)
        digest.field("numerical", numerical)
        digest.field("targetValue", targetValue)
        digest.field("targetType", targetType)
        digest.field("unit", unit)
    }
}

extension LoopRule.TargetType: PageInput {}
extension HabitStreakUnit: PageInput {}

extension CompletionLevel: PageInput {
    func digest(into digest: inout InputDigest) { digest.hasher.add(rawValue) }
}

extension PagePath: PageInput {
    func digest(into digest: inout InputDigest) { digest.field("file", file) }
}

/// The week strip is made while the input is gathered (seven bubbles), and digested as part of it.
extension HabitWeekStrip: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("range", range)
        digest.field("bubbles", bubbles)
        digest.field("previousHref", previousHref)
        digest.field("nextHref", nextHref)
    }
}

extension HabitWeekStrip.Bubble: PageInput {
    func digest(into digest: inout InputDigest) {
        digest.field("weekday", weekday)
        digest.field("number", number)
        digest.field("spoken", spoken)
        digest.field("href", href)
        digest.field("selected", selected)
        digest.field("classes", classes)
    }
}
