import Metrics
import Strings

/// The Habit Reports header: the Week / Month / Year tabs (pill style, the selected one dark) and the
/// "< Today >" navigation between periods (seed Skill Tracker, S-003 and B-014).
struct ReportNavigation {
    struct Tab {
        let label: String
        let href: String
        let current: Bool
    }

    let tabs: [Tab]
    let title: String
    let previousHref: String?
    let nextHref: String?
    let todayHref: String
    let isCurrent: Bool

    /// The navigation of `period`'s page at `path`. A tab opens the period of its kind around the same day,
    /// or, when that period has no page, the current one; "Today" opens the current period. Both link the
    /// pages that open the current period (`ReportPages.currentPath`), never a dated page that a new week
    /// or month would change.
    init(period: HabitPeriod, path: PagePath, pages: ReportPages, format: SiteFormat, words: Words = .english) {
        let anchor = min(period.last, pages.today)
        tabs = [HabitPeriod.Kind.week, .month, .year].map { kind in
            let target = pages.path(for: HabitPeriod(kind, containing: anchor, week: pages.week)) ?? pages.currentPath(kind)
            return Tab(label: words[kind.key], href: path.link(to: target.file), current: kind == period.kind)
        }
        title = period.title(format)
        previousHref = pages.neighbour(of: period, forward: false).flatMap(pages.path(for:)).map { path.link(to: $0.file) }
        nextHref = pages.neighbour(of: period, forward: true).flatMap(pages.path(for:)).map { path.link(to: $0.file) }
        todayHref = path.link(to: pages.currentPath(period.kind).file)
        isCurrent = pages.current(period.kind) == period
    }
}

extension HabitPeriod.Kind {
    /// The tab's label in the string table.
    var key: StringKey {
        switch self {
        case .week: .week
        case .month: .month
        case .year: .year
        }
    }
}

/// One a report page, made while its input is gathered: listed for the template and for the input's digest.
extension ReportNavigation: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("tabs", tabs); f("title", title); f("previousHref", previousHref); f("nextHref", nextHref)
        f("todayHref", todayHref); f("isCurrent", isCurrent)
    }
}

/// Three a report page: listed, not reflected.
extension ReportNavigation.Tab: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("href", href); f("current", current) }
}
