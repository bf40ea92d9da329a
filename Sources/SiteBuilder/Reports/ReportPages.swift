import Metrics

/// Which Habit Reports periods get a page, and where (README, "Habit reports"):
/// every year with habit data (the current one is `reports/index.html`, the default view), every month
/// from the first habit day's month (`reports/month/YYYY-MM/`), and the weeks of the last year, 53 of
/// them at most (`reports/week/YYYY-MM-DD/`, the week's first day). Per-habit pages: `reports/habit/ID/`.
struct ReportPages {
    let today: LocalDay
    /// The first habit day (today without habits).
    let first: LocalDay
    let week: HabitWeek

    static let home = PagePath("reports/index.html")
    static let weeksShown = 53

    /// The page of `period`; `nil` when it has none.
    func path(for period: HabitPeriod) -> PagePath? {
        guard period.first >= firstPeriod(period.kind).first, period.first <= today else { return nil }
        switch period.kind {
        case .year:
            return period.first.year == today.year ? Self.home : PagePath("reports/year/\(period.first.year)/index.html")
        case .month:
            return PagePath("reports/month/\(String(period.first.description.prefix(7)))/index.html")
        case .week:
            return PagePath("reports/week/\(period.first)/index.html")
        }
    }

    /// The oldest period of `kind` with a page.
    func firstPeriod(_ kind: HabitPeriod.Kind) -> HabitPeriod {
        let earliest = kind == .week ? max(first, today.adding(days: -7 * (Self.weeksShown - 1))) : first
        return HabitPeriod(kind, containing: min(earliest, today), week: week)
    }

    /// Every period of `kind` with a page, oldest first.
    func periods(_ kind: HabitPeriod.Kind) -> [HabitPeriod] {
        var periods: [HabitPeriod] = []
        var period = firstPeriod(kind)
        while period.first <= today {
            periods.append(period)
            period = period.next(week: week)
        }
        return periods
    }

    /// The current period of `kind`.
    func current(_ kind: HabitPeriod.Kind) -> HabitPeriod { HabitPeriod(kind, containing: today, week: week) }

    /// A habit's own page.
    static func habit(_ id: Int64) -> PagePath { PagePath("reports/habit/\(id)/index.html") }
}
