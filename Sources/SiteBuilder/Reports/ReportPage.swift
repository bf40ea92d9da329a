import Metrics
import Strings
import Workspace

/// A Habit Reports page (seed Skill Tracker, S-003 "Progress Screen (Habit Reports Redesign)"): header with
/// the download links, the Week / Month / Year tabs, "< Today >" navigation, and a card per habit.
struct ReportPage: InputPage {
    /// One entry of the heatmap legend.
    struct LegendItem {
        let className: String
        let label: String
    }

    let root: String
    let navigation: ReportNavigation
    let cards: [ReportCard]
    let hasCards: Bool
    let legend: [LegendItem]
    /// The period's category performance (B-029): one row per category with a habit that counted.
    let categories: [CategoryRow]
    let hasCategories: Bool

    struct CategoryRow {
        let name: String
        let className: String
        let habits: Int
        let percent: String
        let done: String
        let levels: String
    }
    /// A habit's own year page: the Year report of every habit, which it details (`nil` elsewhere).
    let allHabitsHref: String?
    let exportJSONHref: String
    let exportCSVHref: String
    let momentsHref: String
    let dataHref: String

    static let legendLevels: [HeatmapLevel] = [.missed, .partial, .medium, .full, .notDue, .skipped, .pending, .future]

    /// Everything a report page shows, gathered from the model: the view is made from this alone (`InputPage`).
    struct Input {
        let days: ReportCard.Days
        let navigation: ReportNavigation
        let cards: [ReportCard.Input]
        let categories: [CategoryRow]
        /// The digests of the book's habits, made once a build: not part of what the page shows.
        let habits: HabitDigests

        /// The Year report of every habit, for a habit's own year page.
        let allHabits: PagePath?

        /// The report of `period` at `path`: every habit's card, or, with `habit`, that habit's year day by
        /// day (`Routes.reportYear(_:habit:)`); a Year report of every habit shows each year at a glance.
        /// `squares`: the period's days and their pages, when made for another page of the period.
        init(period: HabitPeriod, path: PagePath, report: ReportSource, habits: HabitDigests, habit: Int64? = nil,
             squares: Digested<ReportCard.Days.Squares>? = nil) {
            self.habits = habits
            days = ReportCard.Days(period: period, path: path, report: report, glance: habit == nil, squares: squares)
            navigation = ReportNavigation(period: period, path: path, pages: report.pages, format: report.model.format, words: report.model.words)
            allHabits = habit == nil ? nil : report.pages.path(for: period)
            cards = report.book.timelines.compactMap { [days] timeline in
                guard habit == nil || timeline.habit.id == habit else { return nil }
                return ReportCard.Input(timeline, days: days, report: report)
            }
            categories = (report.model.reports.categories[period] ?? []).map { c in
                CategoryRow(name: c.category, className: report.styles.className(c.category), habits: c.habits, percent: c.completion.text,
                            done: report.model.words(.doneOfDays, ["done": "\(c.completion.done)", "total": "\(c.completion.counted)"]),
                            levels: c.levels.text(report.model.words.table))
            }
        }
    }

    init(_ input: Input) {
        let days = input.days, period = days.period, path = days.path
        root = path.root
        navigation = input.navigation
        let year = period.kind == .year ? YearHeatmap(year: period.first.year, week: days.week) : nil
        cards = input.cards.map { ReportCard($0, days: days, year: year) }
        hasCards = !cards.isEmpty
        legend = Self.legendLevels.map { LegendItem(className: $0.className, label: $0.text(days.words.table)) }
        categories = input.categories
        hasCategories = !categories.isEmpty
        allHabitsHref = input.allHabits.map { path.link(to: $0.file) }
        exportJSONHref = path.link(to: Routes.data(.export))
        exportCSVHref = path.link(to: Routes.checkInsCSV)
        momentsHref = path.link(to: Routes.moments.file)
        dataHref = path.link(to: Routes.data(.reports))
    }

    /// Renders every report page of every kind. Returns the current year's days and their pages when its
    /// report has them (each habit's own page shows this year's card: `HabitDetailPage.renderAll`).
    @discardableResult
    static func renderAll(_ report: ReportSource, _ templates: TemplateSet,
                          into site: inout Site) throws(BuildError) -> Digested<ReportCard.Days.Squares>? {
        let model = report.model, habits = HabitDigests(report.book), words = model.words
        let thisYear = report.pages.current(.year)
        var thisYearsSquares: Digested<ReportCard.Days.Squares>?
        for kind in [HabitPeriod.Kind.year, .month, .week] {
            for period in report.pages.periods(kind) {
                guard let path = report.pages.path(for: period) else { continue }
                let squares = Digested(ReportCard.Days.Squares(period: period, report: report))
                if period == thisYear { thisYearsSquares = squares }
                try site.add(path.file, page: try templates.page(path, title: words(.habitReportsTitle, ["kind": words[kind.key],
                                                                                                  "period": period.title(model.format)]),
                                                                 section: path == Routes.reports ? .reports : nil,
                                                                 input: Input(period: period, path: path, report: report, habits: habits,
                                                                              squares: squares),
                                                                 as: ReportPage.self, template: "reports", model: model))
                guard kind == .year else { continue }
                try addHabitYears(period, report, habits, templates, squares: squares, into: &site)
            }
        }
        // The pages that open the current week's and month's reports (`ReportPages.currentPath`).
        for kind in [HabitPeriod.Kind.week, .month] {
            let current = report.pages.current(kind)
            try CurrentPage.add(report.pages.currentPath(kind), opening: report.pages.path(for: current) ?? Routes.reports,
                                heading: words[kind == .week ? .thisWeeksReport : .thisMonthsReport],
                                label: words(.habitReportsTitle, ["kind": words[kind.key], "period": current.title(model.format)]),
                                section: nil, model, templates, into: &site)
        }
        site.addLater(Routes.data(.reports)) { () throws(BuildError) in try DataFiles.encode(ReportFigures(report: report)) }
        return thisYearsSquares
    }
}

extension ReportPage {
    /// Each habit's own page of the year `period`, for every habit active in it: the squares linked to their
    /// days and the table, which the Year report of every habit leaves to this page.
    /// `squares`: the year's days and their pages, made for its report.
    static func addHabitYears(_ period: HabitPeriod, _ report: ReportSource, _ habits: HabitDigests, _ templates: TemplateSet,
                              squares: Digested<ReportCard.Days.Squares>, into site: inout Site) throws(BuildError) {
        for timeline in report.book.timelines {
            let path = Routes.reportYear(period.first.year, habit: timeline.habit.id)
            let input = Input(period: period, path: path, report: report, habits: habits, habit: timeline.habit.id, squares: squares)
            guard !input.cards.isEmpty else { continue }
            try site.add(path.file, page: try templates.page(path, title: report.model.words(.habitReportsHabitTitle, [
                "period": period.title(report.model.format), "name": timeline.habit.name]),
                                                             section: nil, input: input, as: ReportPage.self,
                                                             template: "reports", model: report.model))
        }
    }
}

/// A page for every week, month and year with habits: listed, not reflected.
extension ReportPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("root", root); f("navigation", navigation); f("cards", cards); f("hasCards", hasCards); f("legend", legend)
        f("categories", categories); f("hasCategories", hasCategories); f("allHabitsHref", allHabitsHref); f("exportJSONHref", exportJSONHref)
        f("exportCSVHref", exportCSVHref); f("momentsHref", momentsHref); f("dataHref", dataHref)
    }
}

/// Eight a report page: listed, not reflected.
extension ReportPage.LegendItem: Fields {
    func fields(_ f: inout some FieldVisitor) { f("className", className); f("label", label) }
}

/// One a category a report page: listed, not reflected.
extension ReportPage.CategoryRow: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("name", name); f("className", className); f("habits", habits); f("percent", percent); f("done", done)
        f("levels", levels)
    }
}

/// A report page's input, digested for every report page of a build: each card's habit by the digest made
/// once a build (`habits`).
extension ReportPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("allHabits", allHabits); f("cards", cards); f("categories", categories); f("days", days); f("habits", habits); f("navigation", navigation)
    }

    func digest(into digest: inout InputDigest) { digest.using(habits) { fields(&$0) } }
}
