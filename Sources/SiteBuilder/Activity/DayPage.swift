import Charts
import Markdown
import Metrics
import Workspace

/// The Day view of one day: dial, tiles, steps graph, day indicators, User vs Walking Bot, note.
struct DayPage: InputPage {
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

    /// Everything a Day page shows, gathered from the model: the view is made from this alone (`InputPage`).
    struct Input {
        let figures: DayFigures
        let isToday: Bool
        /// The day's active energy and distance as stored (the tiles round them).
        let kilocalories: Double?
        let miles: Double?
        /// The steps of the 7 days ending on the day (`StepsSeries.days`), and whether each has a Day page.
        let seriesSteps: [Int?]
        let seriesPages: [Bool]
        let note: String?
        let moments: [DayMoment]
        let previous: LocalDay?
        let next: LocalDay?
        /// How dates, numbers and units are written.
        let format: SiteFormat
        let words: Words

        init(figures: DayFigures, neighbours: (LocalDay?, LocalDay?), model: SiteModel) {
            words = model.words
            let day = figures.day, activity = model.activity.history, path = Routes.day(day)
            self.figures = figures
            format = model.format
            isToday = day == model.today
            kilocalories = activity.kilocalories(day)
            miles = activity.miles(day)
            let series = StepsSeries.days(endingOn: day, steps: activity.recordedSteps)
            seriesSteps = series.map(\.steps)
            seriesPages = series.map { model.hasPage($0.last) }
            note = model.history.notes[day]
            moments = model.moments(on: day).map {
                DayMoment(title: $0.title, category: $0.category, href: path.link(to: Routes.moment($0.id).file))
            }
            (previous, next) = neighbours
        }
    }

    init(_ input: Input) {
        let figures = input.figures, day = figures.day, path = Routes.day(day), format = input.format, words = input.words
        heading = format.longDate(day)
        tabs = ActivityParts.tabs(for: day, mode: .day, from: path, words)
        dialSVG = DialChart.svg(StepDial(day: day, isToday: input.isToday, steps: figures.steps, goal: figures.stepGoal, format: format),
                                id: "day-dial", words: words.table)
        tiles = [ActivityParts.streakTile(figures.streak, bonusUsed: figures.bonusUsed, words),
                 ActivityParts.kcalTile(input.kilocalories, format: format), ActivityParts.milesTile(input.miles, format: format),
                 Self.heartTile(figures, words), ActivityParts.bonusTile(balance: figures.bonusBalance, used: figures.bonusUsed, words)]
        let series = StepsSeries.days(endingOn: day) { input.seriesSteps[6 - $0.days(to: day)] }
        graphSVG = StepsGraph.svg(series.map { StepsGraph.Value(label: format.numericDate($0.last), steps: $0.steps) },
                                  title: words(.graphTitleDay, ["date": format.numericDate(day)]), id: "day-graph", format: format,
                                  words: words.table)
        indicators = ActivityParts.dayIndicators(series, pages: input.seriesPages, selected: day, from: path, format: format)
        runners = ActivityParts.race(user: figures.steps, bot: figures.walkingBotSteps, format: format, words)
        raceCaption = input.isToday ? words[.stepsSoFarToday] : words(.stepsOn, ["date": format.numericDate(day)])
        noteHTML = input.note.map { Markdown.html($0, headingsUnder: 2) }
        moments = input.moments
        hasMoments = !moments.isEmpty
        previousHref = input.previous.map { path.link(to: Routes.day($0)) }
        previousLabel = input.previous.map(format.numericDate)
        nextHref = input.next.map { path.link(to: Routes.day($0)) }
        nextLabel = input.next.map(format.numericDate)
    }

    private static func heartTile(_ figures: DayFigures, _ words: Words) -> ActivityParts.Tile {
        let value = figures.heartRate.map(String.init) ?? ActivityParts.placeholder
        switch figures.heartRateKind {
        case .current: return ActivityParts.Tile(value: value, label: "bpm", note: words[.currentHeartRate])
        case .dayAverage: return ActivityParts.Tile(value: value, label: "bpm", note: words[.thatDaysAverage])
        }
    }

    /// Renders a page for every day of `model.pageDays` into `site`.
    static func renderAll(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let days = model.pageDays
        try site.add(PageFamily(days: days, path: Routes.day) { index throws(BuildError) in
            let day = days[index]
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            return try templates.page(Routes.day(day), title: day == model.today ? model.words[.today] : model.format.numericDate(day),
                section: day == model.today ? .day : nil,
                input: Input(figures: model.activity.days[index], neighbours: neighbours, model: model), as: DayPage.self,
                template: "day", model: model)
        })
    }
}

/// A page for every day: listed, not reflected.
extension DayPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("heading", heading); f("tabs", tabs); f("dialSVG", dialSVG); f("tiles", tiles); f("graphSVG", graphSVG)
        f("indicators", indicators); f("runners", runners); f("raceCaption", raceCaption); f("noteHTML", noteHTML)
        f("moments", moments); f("hasMoments", hasMoments); f("previousHref", previousHref)
        f("previousLabel", previousLabel); f("nextHref", nextHref); f("nextLabel", nextLabel)
    }
}

extension DayPage.DayMoment: Fields {
    func fields(_ f: inout some FieldVisitor) { f("title", title); f("category", category); f("href", href) }
}

/// A Day page's input, digested for every Day page of a build.
extension DayPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("figures", figures); f("isToday", isToday); f("kilocalories", kilocalories); f("miles", miles)
        f("seriesSteps", seriesSteps); f("seriesPages", seriesPages); f("note", note); f("moments", moments)
        f("previous", previous); f("next", next); f("format", format); f("words", words)
    }
}

extension DayFigures.HeartRateKind: FieldValue {}
