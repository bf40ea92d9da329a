import Metrics

/// What every Habit Reports, habit and moments page shares: the habit book, the category classes, the
/// report pages and the moments, computed once per build.
struct ReportContext {
    let build: BuildContext
    let book: HabitBook
    let styles: HabitStylesheet
    let pages: ReportPages
    let moments: MomentIndex
    let habitPages: HabitPages

    var today: LocalDay { build.today }
    var week: HabitWeek { build.habitWeek }

    init(_ context: BuildContext) {
        build = context
        book = context.habitBook
        styles = HabitStylesheet(history: context.history)
        pages = ReportPages(today: context.today, first: min(book.firstDay ?? context.today, context.today), week: context.habitWeek,
                            dataDays: context.history.checkIns.map(\.day))
        moments = MomentIndex(moments: context.moments)
        habitPages = HabitPages(first: pages.first, context: context)
    }

    /// The Habits page of `day`, when it has one.
    func habitDayPath(_ day: LocalDay) -> PagePath? {
        habitPages.path(for: day)
    }

    /// The habit with `id`.
    func habit(_ id: Int64?) -> Habit? { id.flatMap { id in book.timelines.first { $0.habit.id == id }?.habit } }
}
