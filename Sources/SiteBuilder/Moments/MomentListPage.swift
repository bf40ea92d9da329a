import Metrics

/// The Moments page, and its filtered versions (by category, by habit): newest first, grouped by month,
/// the filters as links to static pages (issue 7: "filter by category and by habit (static pages …)").
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

    init(heading: String, moments: [Moment], path: PagePath, report: ReportContext) {
        self.heading = heading
        search = path == Routes.moments && !moments.isEmpty
            ? Search(categories: report.moments.categories, scriptHref: path.link(to: Routes.momentsScript), total: moments.count) : nil
        let index = report.moments
        categoryFilters = [Filter(label: "All", href: path.link(to: Routes.moments.file), current: path == Routes.moments)]
            + index.categories.map { Filter(label: $0, href: path.link(to: index.categoryPath($0).file), current: path == index.categoryPath($0)) }
        habitFilters = index.habitIDs(in: report.book.timelines.map(\.habit)).compactMap { id in
            report.habit(id).map { Filter(label: $0.name, href: path.link(to: Routes.momentsOfHabit(id).file), current: path == Routes.momentsOfHabit(id)) }
        }
        hasHabitFilters = !habitFilters.isEmpty
        var months: [Month] = []
        for moment in moments {
            let title = "\(moment.day.monthName) \(moment.day.year)"
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

    init(_ moment: Moment, path: PagePath, report: ReportContext) {
        title = moment.title
        href = path.link(to: Routes.moment(moment.id).file)
        dateText = moment.day.longText
        dayHref = report.build.hasPage(moment.day) ? path.link(to: Routes.day(moment.day)) : nil
        category = moment.category
        categoryHref = path.link(to: report.moments.categoryPath(moment.category).file)
        let habit = report.habit(moment.habitID)
        habitName = habit?.name
        habitHref = habit.map { path.link(to: Routes.habit($0.id).file) }
        kind = report.build.moments.automaticKeys[moment.id] == nil ? "yours" : "automatic"
        searchText = [moment.title, moment.category, habit?.name ?? ""].joined(separator: " ").lowercased()
    }
}

/// Every moment in every list it is in, and on its own page (about a thousand at 10 years): listed, not reflected.
extension MomentItem: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["title": title, "href": href, "dateText": dateText, "dayHref": dayHref, "category": category,
         "categoryHref": categoryHref, "habitName": habitName, "habitHref": habitHref, "kind": kind, "searchText": searchText]
    }
}

/// The Moments page and each filtered list, digested on every build: listed, not reflected.
extension MomentListPage: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["heading": heading, "categoryFilters": categoryFilters, "habitFilters": habitFilters, "hasHabitFilters": hasHabitFilters,
         "months": months, "hasMoments": hasMoments, "dataHref": dataHref, "reportsHref": reportsHref, "search": search]
    }
}

/// A filter link of every Moments list: listed, not reflected.
extension MomentListPage.Filter: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["label": label, "href": href, "current": current] }
}

/// The Moments page's filter form: listed, not reflected.
extension MomentListPage.Search: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["categories": categories, "scriptHref": scriptHref, "total": total] }
}

/// A month of a Moments list: listed, not reflected.
extension MomentListPage.Month: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["title": title, "items": items] }
}
