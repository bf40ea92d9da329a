import Metrics
import Settings

extension HabitsPage {
    /// Renders the Habits home (today) and a page for every earlier day from the first habit day,
    /// plus `css/habits.css` and `data/habits.json`.
    static func renderAll(_ context: BuildContext, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let book = context.habitBook
        let styles = HabitStylesheet(history: context.history)
        let pages = HabitPages(first: min(book.firstDay ?? context.today, context.today), context: context)
        let days = pages.days
        try ParallelPages.render(days, into: &site) { (day: LocalDay) throws(BuildError) in
            let path = pages.path(for: day) ?? Routes.habits
            let page = HabitsPage(day: book.day(day), path: path, pages: pages, styles: styles, context: context)
            let title = day == context.today ? "Habits" : "Habits, \(day.usFormat)"
            return (path.file, try templates.page(path, title: title, section: day == context.today ? .habits : nil,
                                                  view: page, template: "habits", context: context))
        }
        try site.add(Routes.habitsStylesheet, text: styles.css)
        site.addLater(Routes.data(.habits)) { () throws(BuildError) in try DataFiles.encode(HabitFigures(book: book)) }
    }
}

extension BuildContext {
    /// Habit weeks as the `habits.first_weekday` setting lays them out.
    var habitWeek: HabitWeek { Self.habitWeek(for: settings) }

    static func habitWeek(for settings: SiteSettings) -> HabitWeek {
        HabitWeek(firstWeekday: settings.habits.firstWeekday == .sunday ? 1 : 2)
    }
}
