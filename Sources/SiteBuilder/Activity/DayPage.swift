import Charts
import Markdown
import Metrics
import Workspace

/// The Day view of one day: dial, tiles, steps graph, day indicators, User vs Walking Bot, note.
struct DayPage {
    /// A moment of the day, linking to its page.
    struct DayMoment {
        let title: String
        let category: String
        let href: String
    }

    let heading: String
    let tabs: [ActivityParts.Tab]
    let dialSVG: String
    let tiles: [ActivityParts.Tile]
    let graphSVG: String
    let indicators: [ActivityParts.Indicator]
    let runners: [ActivityParts.Runner]
    let raceCaption: String
    let noteHTML: String?
    /// The day's memorable moments, stored and automatic, each linking to its page.
    let moments: [DayMoment]
    let hasMoments: Bool
    let previousHref: String?
    let previousLabel: String?
    let nextHref: String?
    let nextLabel: String?

    init(figures: DayFigures, neighbours: (LocalDay?, LocalDay?), context: SiteModel) {
        let day = figures.day, path = Routes.day(day), activity = context.activity.history
        heading = day.longText
        tabs = ActivityParts.tabs(for: day, mode: .day, from: path)
        dialSVG = DialChart.svg(StepDial(day: day, today: context.today, steps: figures.steps, goal: figures.goal), id: "day-dial")
        tiles = [ActivityParts.streakTile(figures.streak, bonusUsed: figures.bonusUsed),
                 ActivityParts.kcalTile(activity.kilocalories(day)), ActivityParts.milesTile(activity.miles(day)),
                 Self.heartTile(figures), ActivityParts.bonusTile(balance: figures.bonusBalance, used: figures.bonusUsed)]
        let series = StepsSeries.days(endingOn: day, steps: activity.recordedSteps)
        graphSVG = StepsGraph.svg(series.map { StepsGraph.Value(label: $0.last.usFormat, steps: $0.steps) },
                                  title: "Steps, the 7 days ending \(day.usFormat)", id: "day-graph")
        indicators = ActivityParts.dayIndicators(series, selected: day, from: path, context: context)
        runners = ActivityParts.race(user: figures.steps, bot: figures.botSteps)
        raceCaption = day == context.today ? "Steps so far today" : "Steps on \(day.usFormat)"
        noteHTML = context.history.notes[day].map { Markdown.html($0, headingOffset: 2) }
        moments = context.moments(on: day).map {
            DayMoment(title: $0.title, category: $0.category, href: path.link(to: Routes.moment($0.id).file))
        }
        hasMoments = !moments.isEmpty
        previousHref = neighbours.0.map { path.link(to: Routes.day($0)) }
        previousLabel = neighbours.0?.usFormat
        nextHref = neighbours.1.map { path.link(to: Routes.day($0)) }
        nextLabel = neighbours.1?.usFormat
    }

    private static func heartTile(_ figures: DayFigures) -> ActivityParts.Tile {
        let value = figures.heartRate.map(String.init) ?? ActivityParts.placeholder
        switch figures.heartRateKind {
        case .current: return ActivityParts.Tile(value: value, label: "bpm", note: "current heart rate")
        case .dayAverage: return ActivityParts.Tile(value: value, label: "bpm", note: "that day's average")
        }
    }

    /// Renders a page for every day of `context.pageDays` into `site`.
    static func renderAll(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let days = context.pageDays
        for (index, day) in days.enumerated() {
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            let path = Routes.day(day)
            let title = day == context.today ? "Today" : day.usFormat
            let section: Section? = day == context.today ? .day : nil
            try site.add(path.file, page: try templates.page(path, title: title, section: section,
                view: DayPage(figures: context.activity.days[index], neighbours: neighbours, context: context),
                template: "day", context: context))
        }
    }
}

/// A page for every day: listed, not reflected.
extension DayPage: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["heading": heading, "tabs": tabs, "dialSVG": dialSVG, "tiles": tiles, "graphSVG": graphSVG, "indicators": indicators,
         "runners": runners, "raceCaption": raceCaption, "noteHTML": noteHTML, "moments": moments, "hasMoments": hasMoments,
         "previousHref": previousHref, "previousLabel": previousLabel, "nextHref": nextHref, "nextLabel": nextLabel]
    }
}

extension DayPage.DayMoment: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["title": title, "category": category, "href": href] }
}
