import Metrics

/// What every Habit Reports, habit and moments page reads from the model: the habit book, the category
/// classes, the report pages, their completions and the moments. A view of the model, made once per
/// render: it computes nothing of its own.
struct ReportSource {
    let model: SiteModel
    let book: HabitBook
    let styles: HabitStylesheet
    let pages: ReportPages
    let moments: MomentIndex
    let habitPages: HabitPages

    var today: LocalDay { model.today }
    var week: HabitWeek { model.habits.week }

    init(_ model: SiteModel) {
        self.model = model
        book = model.habits.book
        styles = model.habits.styles
        pages = model.reports.pages
        moments = model.moments.index
        habitPages = model.habits.pages
    }

    /// The Habits page of `day`, when it has one.
    func habitDayPath(_ day: LocalDay) -> PagePath? {
        habitPages.path(for: day)
    }

    /// `timeline`'s completion in `period`: the assembled figure for a period with a page.
    func completion(_ timeline: HabitTimeline, in period: HabitPeriod) -> HabitCompletion {
        model.reports.completion(timeline, in: period)
            ?? HabitCompletion(timeline, from: period.first, through: period.last, today: today)
    }

    /// The habit with `id`.
    func habit(_ id: Int64?) -> Habit? { id.flatMap { id in book.timelines.first { $0.habit.id == id }?.habit } }
}
