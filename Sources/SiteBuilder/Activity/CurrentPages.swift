import Metrics
import Workspace

/// The pages behind the top bar's Day, Week and Month entries (`Routes.currentDay`, …): each opens
/// today's page of its kind at once (`<meta http-equiv="refresh">`, no script) and links it for a
/// browser that does not follow the refresh.
///
/// The entries used to link today's dated pages, so every page of the site changed each day; now only
/// these three do, and a page whose own figures are unchanged keeps its bytes (`sitegen build` keeps it).
struct CurrentPage {
    let heading: String
    let href: String
    let label: String

    /// Adds the three pages for `model.today` to `site`.
    static func renderAll(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let today = model.today, format = model.format, words = model.words
        let pages: [(PagePath, PagePath, Section, String, String)] = [
            (Routes.currentDay, Routes.day(today), .day, words[.today], words(.todayDate, ["date": format.numericDate(today)])),
            (Routes.currentWeek, Routes.week(today), .week, words[.thisWeek], words(.weekTo, ["date": format.numericDate(today)])),
            (Routes.currentMonth, Routes.month(today), .month, words[.thisMonth], format.monthAndYear(today)),
        ]
        for (path, target, section, heading, label) in pages {
            try add(path, opening: target, heading: heading, label: label, section: section, model, templates, into: &site)
        }
    }

    /// Adds the page at `path` that opens `target` (the refresh and the link), titled `heading`; also the
    /// reports' pages that open the current week's and month's report.
    static func add(_ path: PagePath, opening target: PagePath, heading: String, label: String, section: Section?,
                    _ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let href = path.link(to: target)
        try site.add(path.file, page: try templates.page(path, title: heading, section: section,
            view: CurrentPage(heading: heading, href: href, label: label), template: "current", refresh: href, model: model))
    }
}
