import Metrics
import Workspace

/// A Habit Reports page (seed Skill Tracker, S-003 "Progress Screen (Habit Reports Redesign)"): header with
/// the download links, the Week / Month / Year tabs, "< Today >" navigation, and a card per habit.
struct ReportPage {
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
    let exportJSONHref: String
    let exportCSVHref: String
    let momentsHref: String
    let dataHref: String

    static let legendLevels: [HeatmapLevel] = [.missed, .partial, .medium, .full, .notDue, .skipped, .pending, .future]

    init(period: HabitPeriod, path: PagePath, report: ReportContext) {
        root = path.root
        navigation = ReportNavigation(period: period, path: path, pages: report.pages)
        let year = period.kind == .year ? YearHeatmap(year: period.first.year, week: report.week) : nil
        cards = report.book.timelines.compactMap { ReportCard($0, period: period, year: year, path: path, report: report) }
        hasCards = !cards.isEmpty
        legend = Self.legendLevels.map { LegendItem(className: $0.className, label: $0.text) }
        categories = (report.build.reports.categories[period] ?? []).map { c in
            CategoryRow(name: c.category, className: report.styles.className(c.category), habits: c.habits, percent: c.completion.text,
                        done: "\(c.completion.done) of \(c.completion.counted) days", levels: c.levels.text)
        }
        hasCategories = !categories.isEmpty
        exportJSONHref = path.link(to: Routes.data(.export))
        exportCSVHref = path.link(to: Routes.checkInsCSV)
        momentsHref = path.link(to: Routes.moments.file)
        dataHref = path.link(to: Routes.data(.reports))
    }

    /// Renders every report page of every kind.
    static func renderAll(_ report: ReportContext, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let context = report.build
        for kind in [HabitPeriod.Kind.year, .month, .week] {
            for period in report.pages.periods(kind) {
                guard let path = report.pages.path(for: period) else { continue }
                try site.add(path.file, page: try templates.page(path, title: "Habit Reports, \(kind.label) \(period.title)",
                                                                 section: path == Routes.reports ? .reports : nil,
                                                                 view: ReportPage(period: period, path: path, report: report),
                                                                 template: "reports", context: context))
            }
        }
        site.addLater(Routes.data(.reports)) { () throws(BuildError) in try DataFiles.encode(ReportFigures(report: report)) }
    }
}

/// A page for every week, month and year with habits: listed, not reflected.
extension ReportPage: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["root": root, "navigation": navigation, "cards": cards, "hasCards": hasCards, "legend": legend,
         "categories": categories, "hasCategories": hasCategories, "exportJSONHref": exportJSONHref,
         "exportCSVHref": exportCSVHref, "momentsHref": momentsHref, "dataHref": dataHref]
    }
}

/// Eight a report page: listed, not reflected.
extension ReportPage.LegendItem: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["className": className, "label": label] }
}

/// One a category a report page: listed, not reflected.
extension ReportPage.CategoryRow: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["name": name, "className": className, "habits": habits, "percent": percent, "done": done, "levels": levels]
    }
}
