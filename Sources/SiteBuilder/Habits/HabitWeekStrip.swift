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

    init(day: LocalDay, from path: PagePath, pages: HabitPages, week: HabitWeek) {
        let days = week.days(of: day)
        range = "\(days[0].monthName.prefix(3)) \(days[0].day) – \(days[6].monthName.prefix(3)) \(days[6].day), \(days[6].year)"
        bubbles = days.map { d in
            Bubble(weekday: String(d.weekdayName.prefix(3)), number: d.day, spoken: d.longText,
                   href: pages.path(for: d).map { path.link(to: $0.file) }, today: d == pages.today, selected: d == day)
        }
        previousHref = pages.lastDay(before: days[0]).flatMap(pages.path(for:)).map { path.link(to: $0.file) }
        nextHref = pages.firstDay(after: days[0]).flatMap(pages.path(for:)).map { path.link(to: $0.file) }
    }

    private init(range: String, bubbles: [Bubble], previousHref: String?, nextHref: String?) {
        (self.range, self.bubbles, self.previousHref, self.nextHref) = (range, bubbles, previousHref, nextHref)
    }

    /// The strip of `day`, of the same week as this strip's, on the page at `path` in the same folder as this
    /// strip's page: the same range, bubbles and links but for the two bubbles whose day is either page's
    /// (a page links to itself as `index.html`, to a sibling as `../2026-11-21/index.html`), another bubble
    /// selected. The Habits pages of past days share one folder, so their strips are made once a week instead
    /// of once a page (issue 19: 3,650 strips took 260 M instructions of the next day's build at 10 years).
    func selecting(_ day: LocalDay, from path: PagePath, pages: HabitPages, week: HabitWeek) -> HabitWeekStrip {
        let days = week.days(of: day)
        return HabitWeekStrip(range: range, bubbles: zip(bubbles, days).map { bubble, d in
            let href = d == day || bubble.selected ? pages.path(for: d).map { path.link(to: $0.file) } : bubble.href
            return Bubble(weekday: bubble.weekday, number: bubble.number, spoken: bubble.spoken, href: href,
                          today: d == pages.today, selected: d == day)
        }, previousHref: previousHref, nextHref: nextHref)
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
extension HabitWeekStrip.Bubble: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["weekday": weekday, "number": number, "spoken": spoken, "href": href, "selected": selected, "classes": classes]
    }
}

/// One a Habits page: listed, not reflected.
extension HabitWeekStrip: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["range": range, "bubbles": bubbles, "previousHref": previousHref, "nextHref": nextHref]
    }
}
