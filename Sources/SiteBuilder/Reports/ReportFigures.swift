import Metrics
import Settings

/// `data/reports.json`: each habit's completion per year and per month of the report pages.
struct ReportFigures: Encodable {
    struct Period: Encodable {
        let period: String
        let first: LocalDay
        let last: LocalDay
        let done: Int
        let counted: Int
        let percent: Int?
    }

    struct HabitEntry: Encodable {
        let id: Int64
        let name: String
        let years: [Period]
        let months: [Period]
        let weeks: [Period]
    }

    /// A period's category performance (years and months).
    struct CategoryPeriod: Encodable {
        let period: String
        let first: LocalDay
        let last: LocalDay
        let categories: [CategoryPerformance]
    }

    let today: LocalDay
    let firstWeekday: String
    let habits: [HabitEntry]
    let categories: [CategoryPeriod]

    init(report: ReportSource) {
        today = report.today
        firstWeekday = FirstWeekday(report.week).rawValue
        habits = report.book.timelines.map { timeline in
            func periods(_ kind: HabitPeriod.Kind) -> [Period] {
                report.pages.periods(kind).map { p in
                    let c = report.completion(timeline, in: p)
                    return Period(period: p.title, first: p.first, last: p.last, done: c.done, counted: c.counted, percent: c.percent)
                }
            }
            return HabitEntry(id: timeline.habit.id, name: timeline.habit.name, years: periods(.year),
                              months: periods(.month), weeks: periods(.week))
        }
        categories = [HabitPeriod.Kind.year, .month].flatMap { report.pages.periods($0) }.map { p in
            CategoryPeriod(period: p.title, first: p.first, last: p.last, categories: report.model.reports.categories[p] ?? [])
        }
    }
}

/// `reports.json` written by hand (`JSONOut`): `JSONEncoder` took a quarter of the data files' work of a
/// next day's build for it. Keys in their sorted order.
extension ReportFigures: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("categories", categories); f("firstWeekday", firstWeekday); f("habits", habits); f("today", today)
    }
}

extension ReportFigures.Period: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("counted", counted); f("done", done); f("first", first); f("last", last); f("percent", percent)
        f("period", period)
    }
}

extension ReportFigures.HabitEntry: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("id", id); f("months", months); f("name", name); f("weeks", weeks); f("years", years)
    }
}

extension ReportFigures.CategoryPeriod: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("categories", categories); f("first", first); f("last", last); f("period", period)
    }
}
