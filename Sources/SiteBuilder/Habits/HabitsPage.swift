import Metrics
import Settings
import Workspace

/// The Habits home of one day (seed Skill Tracker, S-001): top bar with greeting, date, 🔥 total streak
/// and the add entry; the week strip; the morning routine and category sections with habit cards; the archive.
struct HabitsPage {
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

    init(day: HabitsDay, path: PagePath, pages: HabitPages, styles: HabitStylesheet, context: SiteModel) {
        let isToday = day.day == context.today
        root = path.root
        greeting = isToday ? HabitGreeting.text(hour: Int(context.calendar.clockTime(context.now).prefix(2)) ?? 12) : nil
        dateText = day.day.longText
        totalStreak = day.totalStreak
        totalStreakText = HabitStreakUnit.days.count(day.totalStreak)
        strip = HabitWeekStrip(day: day.day, from: path, pages: pages, week: context.habitWeek)
        groups = Self.groups(day.cards, styles: styles, pastDay: isToday ? nil : day.day)
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
        let habits = context.habits, styles = habits.styles, pages = habits.pages, book = habits.book
        for day in pages.days {
            let path = pages.path(for: day) ?? Routes.habits
            let title = day == context.today ? "Habits" : "Habits, \(day.usFormat)"
            try site.add(path.file, page: try templates.page(path, title: title, section: day == context.today ? .habits : nil,
                view: HabitsPage(day: book.day(day), path: path, pages: pages, styles: styles, context: context),
                template: "habits", context: context))
        }
        try site.add(Routes.habitsStylesheet, text: styles.css)
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
