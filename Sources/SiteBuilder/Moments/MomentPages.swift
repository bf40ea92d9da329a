import Markdown
import Metrics
import Workspace

/// One moment's page: its title, date, category, habit and Markdown body.
struct MomentPage {
    let item: MomentItem
    let bodyHTML: String
    let listHref: String
    /// For an automatic moment: the key that hides it in `site.toml`.
    let automaticKey: String?

    /// Renders the Moments page, a page per category and per linked habit, a page per moment, and
    /// `data/moments.json`.
    static func renderAll(_ report: ReportSource, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let model = report.model
        let index = report.moments, words = model.words
        var lists: [(PagePath, String, [Moment])] = [(Routes.moments, words[.memorableMoments], index.moments)]
        lists += index.categories.map { c in (index.categoryPath(c), words(.momentsOf, ["name": c]), index.moments.filter { $0.category == c }) }
        lists += index.habitIDs(in: report.book.timelines.map(\.habit)).compactMap { id in
            report.habit(id).map { (Routes.momentsOfHabit(id), words(.momentsOf, ["name": $0.name]), index.moments(ofHabit: id)) }
        }
        for (path, heading, moments) in lists {
            try add(MomentListPage(heading: heading, moments: moments, path: path, report: report), "moments", path: path, title: heading, section: path == Routes.moments ? .moments : nil, model, templates, &site)
        }
        for moment in index.moments {
            let path = Routes.moment(moment.id)
            try site.add(path.file, page: try templates.page(path, title: moment.title, section: nil, input: Input(
                item: MomentItem(moment, path: path, report: report), markdown: moment.markdown,
                listHref: path.link(to: Routes.moments.file), automaticKey: model.moments.automaticKeys[moment.id]),
                as: MomentPage.self, template: "moment", model: model))
        }
        site.addLater(Routes.data(.moments)) { () throws(BuildError) in try DataFiles.encode(MomentFigures(report: report)) }
    }

    static func add(_ page: @autoclosure @escaping () -> Any, _ template: String, path: PagePath, title: String, section: Section?,
                    _ model: SiteModel, _ templates: TemplateSet, _ site: inout Site) throws(BuildError) {
        try site.add(path.file, page: try templates.page(path, title: title, section: section, view: page(), template: template,
                                                         model: model))
    }
}

/// A moment's page is made from its input alone: a kept page costs its item and the digest of its Markdown,
/// not the Markdown's HTML and a walk of the view (162 pages a build at 10 years).
extension MomentPage: InputPage {
    struct Input {
        let item: MomentItem
        /// The body as written: made into HTML only when the page is made.
        let markdown: String
        let listHref: String
        let automaticKey: String?
    }

    init(_ input: Input) {
        self.init(item: input.item, bodyHTML: Markdown.html(input.markdown, headingsUnder: 1), listHref: input.listHref,
                  automaticKey: input.automaticKey)
    }
}

extension MomentPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("item", item); f("markdown", markdown); f("listHref", listHref); f("automaticKey", automaticKey)
    }
}

/// `data/moments.json`: every moment, newest first.
struct MomentFigures: Encodable {
    struct Entry: Encodable {
        let id: Int64
        let day: LocalDay
        let title: String
        let category: String
        let habitID: Int64?
        let habitName: String?
        let markdown: String
        /// The `moments.hide` key of an automatic moment; absent for a stored one.
        let automaticKey: String?
    }

    let moments: [Entry]

    init(report: ReportSource) {
        moments = report.moments.moments.map {
            Entry(id: $0.id, day: $0.day, title: $0.title, category: $0.category, habitID: $0.habitID,
                  habitName: report.habit($0.habitID)?.name, markdown: $0.markdown,
                  automaticKey: report.model.moments.automaticKeys[$0.id])
        }
    }
}

/// A page for every moment: listed, not reflected.
extension MomentPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("item", item); f("bodyHTML", bodyHTML); f("listHref", listHref); f("automaticKey", automaticKey)
    }
}
