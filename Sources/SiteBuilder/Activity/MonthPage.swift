import Metrics
import Settings
import Workspace

/// The Month view: a standard calendar of the month, each day with its status and steps.
struct MonthPage {
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
    let tabs: [ActivityParts.Tab]
    let columns: [String]
    let weeks: [Week]
    let previousHref: String?
    let previousLabel: String?
    let nextHref: String?
    let nextLabel: String?

    /// Each status's class in the page (its raw value with `-` for `_`: `kept-by-bonus`), made once, not for
    /// each of 3,700 cells at 10 years (Foundation's `replacingOccurrences` was 10,000 instructions a cell).
    static let statusClass: [MonthGrid.Status: String] = Dictionary(uniqueKeysWithValues: MonthGrid.Status.allCases.map {
        ($0, String($0.rawValue.map { $0 == "_" ? "-" : $0 }))
    })

    static let statusText: [MonthGrid.Status: String] = [
        .achieved: "goal achieved", .keptByBonus: "kept by a bonus day", .missed: "missed",
        .inProgress: "in progress", .future: "future", .noData: "no data",
    ]

    init(month: LocalDay, neighbours: (LocalDay?, LocalDay?), context: SiteModel) {
        let path = Routes.month(month), activity = context.activity.history
        let grid = MonthGrid(month: month, week: context.settings.habits.firstWeekday.week, status: activity.status) {
            activity.hasSteps($0) ? activity.steps($0) : nil
        }
        heading = "\(month.monthName) \(month.year)"
        let focus = month.year == context.today.year && month.month == context.today.month
            ? context.today : context.pageDays.last { $0.year == month.year && $0.month == month.month } ?? month
        tabs = ActivityParts.tabs(for: focus, mode: .month, from: path)
        columns = grid.columnNames
        weeks = grid.weeks.map { Week(cells: $0.map { Self.cell($0, path, context) }) }
        previousHref = neighbours.0.map { path.link(to: Routes.month($0)) }
        previousLabel = neighbours.0.map { "\($0.monthName) \($0.year)" }
        nextHref = neighbours.1.map { path.link(to: Routes.month($0)) }
        nextLabel = neighbours.1.map { "\($0.monthName) \($0.year)" }
    }

    private static func cell(_ cell: MonthGrid.Cell?, _ path: PagePath, _ context: SiteModel) -> Cell {
        guard let cell else { return Cell(number: nil, href: nil, steps: nil, status: "outside", statusText: "", isToday: false) }
        return Cell(number: cell.day.day,
                    href: context.hasPage(cell.day) ? path.link(to: Routes.day(cell.day)) : nil,
                    steps: cell.steps.map(NumberText.grouped), status: statusClass[cell.status] ?? cell.status.rawValue,
                    statusText: statusText[cell.status] ?? "", isToday: cell.day == context.today)
    }

    /// Renders a Month page for every month of `context.pageMonths` into `site`.
    static func renderAll(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let months = context.pageMonths
        for (index, month) in months.enumerated() {
            let neighbours = (index > 0 ? months[index - 1] : nil, index + 1 < months.count ? months[index + 1] : nil)
            let path = Routes.month(month)
            let isCurrent = month.year == context.today.year && month.month == context.today.month
            try site.add(path.file, page: try templates.page(path, title: "\(month.monthName) \(month.year)", section: isCurrent ? .month : nil,
                view: MonthPage(month: month, neighbours: neighbours, context: context), template: "month", context: context))
        }
    }
}

/// A page for every month, with 35 to 42 cells: listed, not reflected.
extension MonthPage: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["heading": heading, "tabs": tabs, "columns": columns, "weeks": weeks, "previousHref": previousHref,
         "previousLabel": previousLabel, "nextHref": nextHref, "nextLabel": nextLabel]
    }
}

extension MonthPage.Week: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["cells": cells] }
}

extension MonthPage.Cell: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["number": number, "href": href, "steps": steps, "status": status, "statusText": statusText, "isToday": isToday]
    }
}
