import Metrics

/// The week strip (seed Skill Tracker, "Interactive Week Calendar"): seven connected date bubbles,
/// today larger and outlined, previous/next week links, each date linking to that day's habits page.
struct HabitWeekStrip {
    struct Bubble {
        let weekday: String
        let number: Int
        let spoken: String
        let href: String?
        let today: Bool
        let selected: Bool
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
        let previous = pages.path(for: max(days[0].adding(days: -1), pages.first))
        previousHref = days[0] > pages.first ? previous.map { path.link(to: $0.file) } : nil
        nextHref = days[6] < pages.today ? pages.path(for: min(days[6].adding(days: 1), pages.today)).map { path.link(to: $0.file) } : nil
    }
}

/// Which days have a Habits page: today at `habits/index.html`, every earlier day from the first
/// habit day at `habits/YYYY-MM-DD/index.html`.
struct HabitPages {
    let first: LocalDay
    let today: LocalDay

    static let home = PagePath("habits/index.html")

    /// The page of `day`, `nil` when it has none.
    func path(for day: LocalDay) -> PagePath? {
        if day == today { return Self.home }
        return day >= first && day < today ? PagePath("habits/\(day)/index.html") : nil
    }

    /// Every day with a page, oldest first.
    var days: [LocalDay] { (0...max(0, first.days(to: today))).map { first.adding(days: $0) } }
}
