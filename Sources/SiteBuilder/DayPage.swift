import Charts
import Markdown
import Metrics

/// The page of one day: its dial and its Markdown note.
struct DayPage {
    let heading: String
    let dialSVG: String
    let noteHTML: String?
    let previousHref: String?
    let previousLabel: String?
    let nextHref: String?
    let nextLabel: String?

    init(day: LocalDay, neighbours: (LocalDay?, LocalDay?), context: BuildContext) {
        let path = PagePath.day(day.description)
        let dial = StepDial(day: day, today: context.today, steps: context.steps(on: day), goal: context.goals.goal(on: day))
        self.heading = day.longText
        self.dialSVG = DialChart.svg(dial, id: "day-dial")
        self.noteHTML = context.history.notes[day].map { Markdown.html($0, headingOffset: 2) }
        self.previousHref = neighbours.0.map { path.link(to: PagePath.day($0.description).file) }
        self.previousLabel = neighbours.0?.usFormat
        self.nextHref = neighbours.1.map { path.link(to: PagePath.day($0.description).file) }
        self.nextLabel = neighbours.1?.usFormat
    }

    /// Renders a page for every day of `context.pageDays` into `site`.
    static func renderAll(_ context: BuildContext, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let days = context.pageDays
        for (index, day) in days.enumerated() {
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            let page = DayPage(day: day, neighbours: neighbours, context: context)
            let path = PagePath.day(day.description)
            let title = day == context.today ? "Today" : day.usFormat
            let body = try templates.render(page, with: "day")
            let section: Section? = day == context.today ? .day : nil
            let layout = Layout(path: path, title: "\(title) · \(context.settings.title)", section: section, body: body, context: context)
            try site.add(path.file, text: try templates.render(layout, with: "layout"))
        }
    }
}
