import Metrics
import Settings
import Workspace

extension HabitsPage {
    /// Renders the Habits home (today) and a page for every earlier day from the first habit day,
    /// plus `css/habits.css` and `data/habits.json`.
    static func renderAll(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let habits = context.habits, styles = habits.styles, pages = habits.pages
        try ParallelPages.render(Array(habits.days.indices), into: &site) { (index: Int) throws(BuildError) in
            let day = habits.days[index].day
            let path = pages.path(for: day) ?? Routes.habits
            let page = HabitsPage(day: habits.days[index], path: path, pages: pages, styles: styles, context: context)
            let title = day == context.today ? "Habits" : "Habits, \(day.usFormat)"
            return (path.file, try templates.page(path, title: title, section: day == context.today ? .habits : nil,
                                                  view: page, template: "habits", context: context))
        }
        try site.add(Routes.habitsStylesheet, text: styles.css)
        let book = habits.book
        site.addLater(Routes.data(.habits)) { () throws(BuildError) in try DataFiles.encode(HabitFigures(book: book)) }
    }
}
