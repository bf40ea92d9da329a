import Metrics

/// Which Habit Reports periods get a page, and where (docs/habits.md, "Habit reports"):
/// every year with habit data (the current one is `reports/index.html`, the default view), every month
/// from the first habit day's month (`reports/month/YYYY-MM/`), and the weeks of the last year, 53 of
/// them at most (`reports/week/YYYY-MM-DD/`, the week's first day). Per-habit pages: `reports/habit/ID/`.
///
/// Months and years get a page only when they hold a check-in, or are the last `recentMonths` months /
/// the current year: the page count follows the data, not the span from the first habit day (a lone
/// check-in in 2000 adds one month and one year page). Previous / next skip the periods without a page.
struct ReportPages: Equatable {
    let today: LocalDay
    /// The first habit day (today without habits).
    let first: LocalDay
    let week: HabitWeek
    /// The months (their first days) and years holding a check-in; `nil`: every period has data.
    let dataMonths: Set<LocalDay>?
    let dataYears: Set<Int>?

    static let recentMonths = 12

    init(today: LocalDay, first: LocalDay, week: HabitWeek, dataDays: [LocalDay]? = nil) {
        self.today = today
        self.first = first
        self.week = week
        dataMonths = dataDays.map { Set($0.map(\.firstOfMonth)) }
        dataYears = dataDays.map { Set($0.map(\.year)) }
    }

    /// Whether `period` holds data or is recent enough to be shown anyway.
    private func shown(_ period: HabitPeriod) -> Bool {
        switch period.kind {
        case .week: return true
        case .month:
            guard let dataMonths else { return true }
            let months = today.year * 12 + today.month - 1 - (Self.recentMonths - 1)
            let recent = LocalDay(year: months / 12, month: months % 12 + 1, day: 1) ?? today.firstOfMonth
            return period.first >= recent || dataMonths.contains(period.first)
        case .year:
            return period.first.year == today.year || dataYears?.contains(period.first.year) ?? true
        }
    }

    /// The nearest period before (`forward` false) or after `period` that has a page.
    func neighbour(of period: HabitPeriod, forward: Bool) -> HabitPeriod? {
        var candidate = forward ? period.next(week: week) : period.previous(week: week)
        let oldest = firstPeriod(period.kind).first
        while candidate.first >= oldest, candidate.first <= today {
            if path(for: candidate) != nil { return candidate }
            candidate = forward ? candidate.next(week: week) : candidate.previous(week: week)
        }
        return nil
    }

    static let weeksShown = 53

    /// The page of `period`; `nil` when it has none.
    func path(for period: HabitPeriod) -> PagePath? {
        guard period.first >= firstPeriod(period.kind).first, period.first <= today, shown(period) else { return nil }
        switch period.kind {
        case .year:
            return period.first.year == today.year ? Routes.reports : Routes.reportYear(period.first.year)
        case .month:
            return Routes.reportMonth(period.first)
        case .week:
            return Routes.reportWeek(period.first)
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
            if shown(period) { periods.append(period) }
            period = period.next(week: week)
        }
        return periods
    }

    /// The current period of `kind`.
    func current(_ kind: HabitPeriod.Kind) -> HabitPeriod { HabitPeriod(kind, containing: today, week: week) }

    /// The page that opens the current period of `kind`, whatever the day: the year's report itself
    /// (`reports/index.html`), the week's and month's a page that opens theirs (`Routes.currentReportWeek`).
    func currentPath(_ kind: HabitPeriod.Kind) -> PagePath {
        switch kind {
        case .year: Routes.reports
        case .month: Routes.currentReportMonth
        case .week: Routes.currentReportWeek
        }
    }
}
