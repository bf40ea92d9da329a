import Metrics
import Settings
import Strings
import Workspace

/// The Month view: a standard calendar of the month, each day with its status and steps.
struct MonthPage: InputPage {
    struct Cell {
        let number: Int?
        let href: String?
        let steps: String?
        let status: String
        let statusText: String
        let isToday: Bool
    }

    struct Week { let cells: [Cell] }

    let heading: String
    let monthCaption: String
    let tabs: [ActivityParts.Tab]
    let columns: [String]
    let weeks: [Week]
    let previousHref: String?
    let previousLabel: String?
    let nextHref: String?
    let nextLabel: String?

    /// Each status's class in the page (its raw value with `-` for `_`: `kept-by-bonus`), made once, not for
    /// each of the thousands of cells of a long history (Foundation's `replacingOccurrences` is costly a cell).
    static let statusClass: [MonthGrid.Status: String] = Dictionary(uniqueKeysWithValues: MonthGrid.Status.allCases.map {
        ($0, String($0.rawValue.map { $0 == "_" ? "-" : $0 }))
    })

    static let statusKey: [MonthGrid.Status: StringKey] = [
        .achieved: .statusAchieved, .keptByBonus: .statusKeptByBonus, .missed: .statusMissed,
        .inProgress: .statusInProgress, .future: .statusFuture, .noData: .statusNoData,
    ]

    /// Everything a Month page shows, gathered from the model: the view is made from this alone (`InputPage`),
    /// so a month whose days are unchanged is kept without its 35 to 42 cells being made and walked.
    struct Input {
        let grid: MonthGrid
        /// The day the Day and Week tabs open: today in the current month, else the month's last page day.
        let focus: LocalDay
        /// Whether each day of the month, the 1st first, has a Day page.
        let dayPages: [Bool]
        /// Today, when it is in this month.
        let today: LocalDay?
        let previous: LocalDay?
        let next: LocalDay?
        /// How dates, numbers and names are written.
        let format: SiteFormat
        let words: Words

        init(month: LocalDay, neighbours: (LocalDay?, LocalDay?), model: SiteModel) {
            words = model.words
            let activity = model.activity.history
            format = model.format
            grid = MonthGrid(month: month, week: model.settings.habits.firstWeekday.week, status: activity.status) {
                activity.hasSteps($0) ? activity.steps($0) : nil
            }
            let first = grid.month, isCurrent = month.year == model.today.year && month.month == model.today.month
            focus = isCurrent ? model.today : model.pageDays.last { $0.year == month.year && $0.month == month.month } ?? month
            dayPages = (0..<first.daysInMonth).map { model.hasPage(first.adding(days: $0)) }
            today = isCurrent ? model.today : nil
            (previous, next) = neighbours
        }
    }

    init(_ input: Input) {
        let grid = input.grid, month = grid.month, path = Routes.month(month)
        let format = input.format
        heading = format.monthAndYear(month)
        monthCaption = input.words(.monthCaption, ["month": heading])
        tabs = ActivityParts.tabs(for: input.focus, mode: .month, from: path, input.words)
        columns = grid.columnNames(format)
        weeks = grid.weeks.map { Week(cells: $0.map { Self.cell($0, path, input) }) }
        previousHref = input.previous.map { path.link(to: Routes.month($0)) }
        previousLabel = input.previous.map(format.monthAndYear)
        nextHref = input.next.map { path.link(to: Routes.month($0)) }
        nextLabel = input.next.map(format.monthAndYear)
    }

    private static func cell(_ cell: MonthGrid.Cell?, _ path: PagePath, _ input: Input) -> Cell {
        guard let cell else { return Cell(number: nil, href: nil, steps: nil, status: "outside", statusText: "", isToday: false) }
        return Cell(number: cell.day.day,
                    href: input.dayPages[cell.day.day - 1] ? path.link(to: Routes.day(cell.day)) : nil,
                    steps: cell.steps.map(input.format.grouped), status: statusClass[cell.status] ?? cell.status.rawValue,
                    statusText: statusKey[cell.status].map { input.words[$0] } ?? "", isToday: cell.day == input.today)
    }

    /// Renders a Month page for every month of `model.pageMonths` into `site`.
    static func renderAll(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let months = model.pageMonths
        for (index, month) in months.enumerated() {
            let neighbours = (index > 0 ? months[index - 1] : nil, index + 1 < months.count ? months[index + 1] : nil)
            let path = Routes.month(month), input = Input(month: month, neighbours: neighbours, model: model)
            // The current month's page (the one holding today) marks the top bar's Month entry.
            try site.add(path.file, page: try templates.page(path, title: model.format.monthAndYear(month), section: input.today == nil ? nil : .month,
                input: input, as: MonthPage.self, template: "month", model: model))
        }
    }
}

/// A page for every month, with 35 to 42 cells: listed, not reflected.
extension MonthPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("heading", heading); f("monthCaption", monthCaption); f("tabs", tabs); f("columns", columns); f("weeks", weeks)
        f("previousHref", previousHref); f("previousLabel", previousLabel); f("nextHref", nextHref)
        f("nextLabel", nextLabel)
    }
}

extension MonthPage.Week: Fields {
    func fields(_ f: inout some FieldVisitor) { f("cells", cells) }
}

extension MonthPage.Cell: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("number", number); f("href", href); f("steps", steps); f("status", status); f("statusText", statusText)
        f("isToday", isToday)
    }
}

/// A Month page's input, digested for every Month page of a build.
extension MonthPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("grid", grid); f("focus", focus); f("dayPages", dayPages); f("today", today); f("previous", previous)
        f("next", next); f("format", format); f("words", words)
    }
}
