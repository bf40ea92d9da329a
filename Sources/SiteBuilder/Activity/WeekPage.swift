import Charts
import Metrics
import Workspace

/// The Week view: the rolling 7 days ending on a day (seed HelpMeTrain, "Week View").
struct WeekPage: InputPage {
    let heading: String
    let tabs: [ActivityParts.Tab]
    let barsSVG: String
    let tiles: [ActivityParts.Tile]
    let graphSVG: String
    let indicators: [ActivityParts.Indicator]
    let runners: [ActivityParts.Runner]
    let raceCaption: String
    let previousHref: String?
    let nextHref: String?

    /// Everything a Week page shows, gathered from the model: the view is made from this alone (`InputPage`).
    struct Input {
        let figures: WeekFigures
        /// The steps recorded on each of the 7 days ending on the day (`StepsSeries.days`), oldest first (`nil`: none).
        let daySteps: [Int?]
        /// Whether the last day of each 7-day block has a page.
        let blockPages: [Bool]
        let previous: LocalDay?
        let next: LocalDay?
        /// How dates, numbers and units are written.
        let format: SiteFormat
        let words: Words

        init(figures: WeekFigures, neighbours: (LocalDay?, LocalDay?), model: SiteModel) {
            words = model.words
            let day = figures.day, activity = model.activity.history
            self.figures = figures
            format = model.format
            daySteps = StepsSeries.days(endingOn: day, steps: activity.recordedSteps).map(\.steps)
            blockPages = figures.blocks.map { model.hasPage($0.last) }
            (previous, next) = neighbours
        }
    }

    init(_ input: Input) {
        let figures = input.figures, day = figures.day, path = Routes.week(day), format = input.format, words = input.words
        heading = format.dayRange(figures.firstDay, day)
        tabs = ActivityParts.tabs(for: day, mode: .week, from: path, words)
        let bars = StepsSeries.days(endingOn: day) { input.daySteps[6 - $0.days(to: day)] }.map {
            BarChart.Bar(label: format.shortWeekdayName($0.last), spokenLabel: format.longDate($0.last), steps: $0.steps)
        }
        let first = format.numericDate(figures.firstDay), last = format.numericDate(day)
        barsSVG = BarChart.svg(bars, title: words(.barsTitle, ["first": first, "last": last]), id: "week-bars", format: format,
                               words: words.table)
        tiles = [ActivityParts.streakTile(figures.streak, words),
                 ActivityParts.kcalTile(figures.activeEnergyKcal.map(Double.init), note: words[.last7Days], format: format),
                 ActivityParts.milesTile(figures.distanceMiles, note: words[.last7Days], format: format)]
        let blocks = figures.blocks.map {
            StepsGraph.Value(label: words(.dateRange, ["first": format.numericDate($0.first), "last": format.numericDate($0.last)]),
                             steps: $0.steps)
        }
        graphSVG = StepsGraph.svg(blocks, title: words(.graphTitleWeek, ["date": last]), id: "week-graph", format: format, words: words.table)
        indicators = ActivityParts.blockIndicators(figures.blocks.map { StepsSeries.Point(first: $0.first, last: $0.last, steps: $0.steps) },
                                                   pages: input.blockPages, selected: day, from: path, format: format, words)
        runners = ActivityParts.race(user: figures.steps, bot: figures.walkingBotSteps, format: format, words)
        raceCaption = words(.stepsFromTo, ["first": first, "last": last])
        previousHref = input.previous.map { path.link(to: Routes.week($0)) }
        nextHref = input.next.map { path.link(to: Routes.week($0)) }
    }

    /// Renders a Week page for every page day into `site`.
    static func renderAll(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let days = model.pageDays
        try site.add(PageFamily(days: days, path: Routes.week) { index throws(BuildError) in
            let day = days[index]
            let neighbours = (index > 0 ? days[index - 1] : nil, index + 1 < days.count ? days[index + 1] : nil)
            return try templates.page(Routes.week(day), title: model.words(.weekTo, ["date": model.format.numericDate(day)]),
                                      section: day == model.today ? .week : nil,
                input: Input(figures: model.activity.weeks[index], neighbours: neighbours, model: model), as: WeekPage.self,
                template: "week", model: model)
        })
    }
}

/// Every number of one Week page, as `data/weeks.json` records it.
struct WeekFigures: Codable, Equatable {
    struct Block: Codable, Equatable {
        let first: LocalDay
        let last: LocalDay
        /// `nil`: the whole block lies before the step history starts.
        let steps: Int?
    }

    let day: LocalDay
    let firstDay: LocalDay
    let steps: Int
    let walkingBotSteps: Int
    let streak: Int
    let activeEnergyKcal: Int?
    let distanceMiles: Double?
    let blocks: [Block]

    init(day: LocalDay, build context: BuildFacts, activity: ActivityHistory) {
        self.day = day
        firstDay = day.adding(days: -6)
        steps = (0..<7).reduce(0) { $0 + activity.steps(day.adding(days: -$1)) }
        walkingBotSteps = WalkingBot.weekSteps(endingOn: day, goals: activity.goals, at: context.now, calendar: context.calendar,
                                               since: activity.firstDay ?? day)
        streak = activity.ledger.streak(on: day)
        activeEnergyKcal = activity.weekTotal(endingOn: day, activity.kilocalories).map(ActivityRules.kilocalories)
        distanceMiles = activity.weekTotal(endingOn: day, activity.miles).map(ActivityRules.milesShown)
        blocks = StepsSeries.blocksByDayNumber(endingOn: day, steps: activity.recordedSteps(dayNumber:)).map { Block(first: $0.first, last: $0.last, steps: $0.steps) }
    }
}

/// A page for every day: listed, not reflected.
extension WeekPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("heading", heading); f("tabs", tabs); f("barsSVG", barsSVG); f("tiles", tiles); f("graphSVG", graphSVG)
        f("indicators", indicators); f("runners", runners); f("raceCaption", raceCaption)
        f("previousHref", previousHref); f("nextHref", nextHref)
    }
}

/// A Week page's figures (its input's digest) and `data/weeks.json`: the members in the order of their keys.
extension WeekFigures: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("activeEnergyKcal", activeEnergyKcal); f("blocks", blocks); f("day", day)
        f("distanceMiles", distanceMiles); f("firstDay", firstDay); f("steps", steps); f("streak", streak)
        f("walkingBotSteps", walkingBotSteps)
    }
}

extension WeekFigures.Block: Fields {
    func fields(_ f: inout some FieldVisitor) { f("first", first); f("last", last); f("steps", steps) }
}

/// A Week page's input, digested for every Week page of a build.
extension WeekPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("figures", figures); f("daySteps", daySteps); f("blockPages", blockPages); f("previous", previous)
        f("next", next); f("format", format); f("words", words)
    }
}
