import Metrics

/// The Moments page, and its filtered versions (by category, by habit): newest first, grouped by month,
/// the filters as links to static pages ("filter by category and by habit (static pages …)").
struct MomentListPage {
    struct Filter {
        let label: String
        let href: String
        let current: Bool
    }

    struct Month {
        let title: String
        let items: [MomentItem]
    }

    let heading: String
    let categoryFilters: [Filter]
    let habitFilters: [Filter]
    let hasHabitFilters: Bool
    let months: [Month]
    let hasMoments: Bool
    let dataHref: String
    let reportsHref: String
    /// The filter form (kind, category, search) of the page of all moments: `js/moments.js` shows it and
    /// filters the listed moments by their `data-` attributes; without the script every moment is listed.
    let search: Search?

    struct Search {
        let categories: [String]
        let scriptHref: String
        let total: Int
    }

    init(heading: String, moments: [Moment], path: PagePath, report: ReportSource) {
        self.heading = heading
        search = path == Routes.moments && !moments.isEmpty
            ? Search(categories: report.moments.categories, scriptHref: path.link(to: Routes.momentsScript), total: moments.count) : nil
        let index = report.moments
        categoryFilters = [Filter(label: report.model.words[.all], href: path.link(to: Routes.moments.file), current: path == Routes.moments)]
            + index.categories.map { Filter(label: $0, href: path.link(to: index.categoryPath($0).file), current: path == index.categoryPath($0)) }
        habitFilters = index.habitIDs(in: report.book.timelines.map(\.habit)).compactMap { id in
            report.habit(id).map { Filter(label: $0.name, href: path.link(to: Routes.momentsOfHabit(id).file), current: path == Routes.momentsOfHabit(id)) }
        }
        hasHabitFilters = !habitFilters.isEmpty
        var months: [Month] = []
        for moment in moments {
            let title = report.model.format.monthAndYear(moment.day)
            if months.last?.title != title { months.append(Month(title: title, items: [])) }
            let item = MomentItem(moment, path: path, report: report)
            months[months.count - 1] = Month(title: title, items: months[months.count - 1].items + [item])
        }
        self.months = months
        hasMoments = !moments.isEmpty
        dataHref = path.link(to: Routes.data(.moments))
        reportsHref = path.link(to: Routes.reports.file)
    }
}

/// A moment in a list or on its page: date, title, category, the linked habit.
struct MomentItem {
    let title: String
    let href: String
    let dateText: String
    let dayHref: String?
    let category: String
    let categoryHref: String
    let habitName: String?
    let habitHref: String?
    /// "automatic" (derived from the history) or "yours" (stored): what the kind filter matches.
    let kind: String
    /// Title, category and habit in lower case: what the search box matches.
    let searchText: String

    init(_ moment: Moment, path: PagePath, report: ReportSource) {
        title = moment.title
        href = path.link(to: Routes.moment(moment.id).file)
        dateText = report.model.format.longDate(moment.day)
        dayHref = report.model.hasPage(moment.day) ? path.link(to: Routes.day(moment.day)) : nil
        category = moment.category
        categoryHref = path.link(to: report.moments.categoryPath(moment.category).file)
        let habit = report.habit(moment.habitID)
        habitName = habit?.name
        habitHref = habit.map { path.link(to: Routes.habit($0.id).file) }
        kind = report.model.moments.automaticKeys[moment.id] == nil ? "yours" : "automatic"
        searchText = [moment.title, moment.category, habit?.name ?? ""].joined(separator: " ").lowercased()
    }
}

/// Every moment in every list it is in, and on its own page (about a thousand at 10 years): listed, not reflected.
extension MomentItem: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("title", title); f("href", href); f("dateText", dateText); f("dayHref", dayHref); f("category", category)
        f("categoryHref", categoryHref); f("habitName", habitName); f("habitHref", habitHref); f("kind", kind)
        f("searchText", searchText)
    }
}

/// The Moments page and each filtered list, digested on every build: listed, not reflected.
extension MomentListPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("heading", heading); f("categoryFilters", categoryFilters); f("habitFilters", habitFilters)
        f("hasHabitFilters", hasHabitFilters); f("months", months); f("hasMoments", hasMoments)
        f("dataHref", dataHref); f("reportsHref", reportsHref); f("search", search)
    }
}

/// A filter link of every Moments list: listed, not reflected.
extension MomentListPage.Filter: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("href", href); f("current", current) }
}

/// The Moments page's filter form: listed, not reflected.
extension MomentListPage.Search: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("categories", categories); f("scriptHref", scriptHref); f("total", total)
    }
}

/// A month of a Moments list: listed, not reflected.
extension MomentListPage.Month: Fields {
    func fields(_ f: inout some FieldVisitor) { f("title", title); f("items", items) }
}
