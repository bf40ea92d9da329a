import Metrics

/// The week strip (seed Skill Tracker, "Interactive Week Calendar"): seven connected date bubbles,
/// today larger and outlined, previous/next week links, each date linking to that day's habits page.
struct HabitWeekStrip {
    struct Bubble {
        let weekday: String
        let number: Int
        let spoken: String
        let href: String?
        /// The page's own day (`aria-current="date"`).
        let selected: Bool
        /// The bubble's classes: "today", "selected", both or `nil`.
        let classes: String?

        init(weekday: String, number: Int, spoken: String, href: String?, today: Bool, selected: Bool) {
            (self.weekday, self.number, self.spoken, self.href, self.selected) = (weekday, number, spoken, href, selected)
            let names = (today ? ["today"] : []) + (selected ? ["selected"] : [])
            classes = names.isEmpty ? nil : names.joined(separator: " ")
        }
    }

    let range: String
    let bubbles: [Bubble]
    let previousHref: String?
    let nextHref: String?

    /// What a strip is made from: the week's seven days, each one's Habits page (`nil`: none), today, and
    /// the pages the arrows open. The same for every day of the week, so a build makes it once a week
    /// (a strip for every day was a large share of a next day's build) and a page's
    /// input holds it; the strip itself, with links relative to the page, is made when the page is made.
    struct Week {
        let days: [LocalDay]
        let pages: [PagePath?]
        /// Which of `days` is today, if the week holds it (not the day itself: the weeks before today's do
        /// not change with it).
        let today: Int?
        let previous: PagePath?
        let next: PagePath?

        /// The week of `day`, as `pages` and `week` lay out the Habits pages.
        init(of day: LocalDay, pages: HabitPages, week: HabitWeek) {
            days = week.days(of: day)
            self.pages = days.map(pages.path(for:))
            today = days.firstIndex(of: pages.today)
            previous = pages.lastDay(before: days[0]).flatMap(pages.path(for:))
            next = pages.firstDay(after: days[0]).flatMap(pages.path(for:))
        }
    }

    /// The strip of `day` in `week`, on the page at `path`.
    init(_ week: Week, day: LocalDay, from path: PagePath, format: SiteFormat = .standard) {
        let days = week.days
        range = format.dayRange(days[0], days[6])
        bubbles = days.indices.map { index in
            let d = days[index]
            return Bubble(weekday: format.shortWeekdayName(d), number: d.day, spoken: format.longDate(d),
                          href: week.pages[index].map { path.link(to: $0.file) }, today: index == week.today, selected: d == day)
        }
        previousHref = week.previous.map { path.link(to: $0.file) }
        nextHref = week.next.map { path.link(to: $0.file) }
    }
}

/// Which days have a Habits page: today at `habits/index.html`, and every earlier day from the first
/// habit day at `habits/YYYY-MM-DD/index.html` whose week holds a check-in or is one of the last
/// `recentWeeks` weeks. So the number of pages follows the weeks that hold data, not how far apart
/// they lie: a single check-in in 2000 adds one week of pages, not twenty-six years of them.
struct HabitPages {
    let first: LocalDay
    let today: LocalDay
    let week: HabitWeek
    /// The first days of the weeks with pages, oldest first.
    let weekStarts: [LocalDay]
    private let weekSet: Set<LocalDay>

    static let recentWeeks = 8

    init(first: LocalDay, today: LocalDay, week: HabitWeek, dataDays: some Sequence<LocalDay>) {
        self.first = first
        self.today = today
        self.week = week
        let firstWeek = week.start(of: first)
        var starts = Set(dataDays.lazy.filter { $0 >= first && $0 <= today }.map { week.start(of: $0) })
        for n in 0..<Self.recentWeeks {
            let start = week.start(of: today.adding(days: -7 * n))
            if start >= firstWeek { starts.insert(start) }
        }
        weekSet = starts
        weekStarts = starts.sorted()
    }

    /// The page of `day`, `nil` when it has none.
    func path(for day: LocalDay) -> PagePath? {
        if day == today { return Routes.habits }
        return day >= first && day < today && weekSet.contains(week.start(of: day)) ? Routes.habits(day) : nil
    }

    /// Every day with a page, oldest first.
    var days: [LocalDay] {
        weekStarts.flatMap { start in (0..<7).map { start.adding(days: $0) } }.filter { $0 >= first && $0 <= today }
    }

    /// The last day with a page in the nearest earlier week that has pages.
    func lastDay(before weekStart: LocalDay) -> LocalDay? {
        guard let start = weekStarts.last(where: { $0 < weekStart }) else { return nil }
        return min(start.adding(days: 6), today)
    }

    /// The first day with a page in the nearest later week that has pages.
    func firstDay(after weekStart: LocalDay) -> LocalDay? {
        guard let start = weekStarts.first(where: { $0 > weekStart }) else { return nil }
        return max(start, first)
    }
}

/// Seven a Habits page: listed, not reflected.
extension HabitWeekStrip.Bubble: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("weekday", weekday); f("number", number); f("spoken", spoken); f("href", href); f("selected", selected)
        f("classes", classes)
    }
}

/// One a Habits page: listed, not reflected.
extension HabitWeekStrip: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("range", range); f("bubbles", bubbles); f("previousHref", previousHref); f("nextHref", nextHref)
    }
}

/// A Habits page's week, part of its input.
extension HabitWeekStrip.Week: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("days", days); f("next", next); f("pages", pages); f("previous", previous); f("today", today)
    }
}
