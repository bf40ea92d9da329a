import Charts
import Metrics
import Workspace

/// The first page: today's step dial and one card per section.
struct OverviewPage {
    struct Figure {
        let value: String
        let label: String
    }

    struct Card {
        let id: String
        let title: String
        let href: String?
        let figures: [Figure]
        let emptyText: String?
        /// Stored, not computed: Mustache reads stored properties only.
        let hasFigures: Bool

        init(id: String, title: String, href: String?, figures: [Figure], emptyText: String?) {
            self.id = id
            self.title = title
            self.href = href
            self.figures = figures
            self.emptyText = emptyText
            self.hasFigures = !figures.isEmpty
        }
    }

    let dialSVG: String
    let graphSVG: String
    let indicators: [ActivityParts.Indicator]
    let dayHref: String
    let energyHref: String
    let energyWidgetSrc: String
    let energyWidgetWidth = Int(EnergyWidget.Size.medium.dimensions.width)
    let energyWidgetHeight = Int(EnergyWidget.Size.medium.dimensions.height)
    let cards: [Card]

    static let path = Routes.overview

    init(summary: OverviewSummary, model: SiteModel) {
        let format = model.format
        let dial = StepDial(day: model.today, today: model.today,
                            steps: summary.activity.stepsToday, goal: summary.activity.goalToday, format: format)
        let words = model.words
        self.dialSVG = DialChart.svg(dial, id: "overview-dial", words: words.table)
        let series = StepsSeries.days(endingOn: model.today, steps: model.activity.history.recordedSteps)
        self.graphSVG = StepsGraph.svg(series.map { StepsGraph.Value(label: format.numericDate($0.last), steps: $0.steps) },
                                       title: words[.graphTitleOverview], id: "overview-graph", format: format, words: words.table)
        self.indicators = ActivityParts.dayIndicators(series, pages: series.map { model.hasPage($0.last) },
                                                      selected: model.today, from: Self.path, format: format)
        self.dayHref = Self.path.link(to: Routes.day(model.today))
        self.energyHref = Self.path.link(to: Routes.energy.file)
        self.energyWidgetSrc = Self.path.link(to: Routes.energyWidget(.medium))
        self.cards = [Self.activity(summary.activity, dayHref, format, words), Self.energy(summary.energy, format, words),
                      Self.habits(summary.habits, words), Self.training(summary.training, format, words), Self.gym(summary.gym, words)]
    }

    /// Renders the page into `site`.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let page = OverviewPage(summary: model.overview, model: model)
        try site.add(path.file, page: try templates.page(path, title: nil, section: .overview, view: page, template: "overview", model: model))
    }

    private static func activity(_ a: OverviewSummary.Activity, _ href: String, _ format: SiteFormat, _ words: Words) -> Card {
        Card(id: "activity", title: words[.activity], href: href, figures: [
            Figure(value: format.grouped(a.stepsToday), label: words[.stepsToday]),
            Figure(value: format.grouped(a.averageStepsLast7Days),
                   label: words.count(a.daysWithDataLast7Days, one: .stepsADayLastDay, other: .stepsADayLastDays)),
            Figure(value: words(.countOfTotal, ["count": "\(a.daysAchievedLast7Days)", "total": "\(a.daysWithDataLast7Days)"]),
                   label: words[.daysAtGoal]),
        ], emptyText: nil)
    }

    private static func energy(_ e: OverviewSummary.Energy, _ format: SiteFormat, _ words: Words) -> Card {
        let unit = format.units.energy.symbol
        var figures = [Figure(value: format.energy(kcal: Double(e.activeKcalToday)), label: words(.activeKcalToday, ["unit": unit]))]
        if let goal = e.moveGoalKcal { figures.append(Figure(value: format.energy(kcal: Double(goal)), label: words(.kcalMoveGoal, ["unit": unit]))) }
        return Card(id: "energy", title: words[.energy], href: path.link(to: Routes.energy.file), figures: figures,
                    emptyText: e.moveGoalKcal == nil ? words[.noMoveGoalOverview] : nil)
    }

    private static func habits(_ h: OverviewSummary.Habits, _ words: Words) -> Card {
        Card(id: "habits", title: words[.habits], href: Self.path.link(to: Routes.habits.file), figures: h.activeHabits == 0 ? [] : [
            Figure(value: "\(h.activeHabits)", label: words[.habitsLower]),
            Figure(value: "\(h.checkedInToday)", label: words[.checkedInToday]),
        ], emptyText: h.activeHabits == 0 ? words[.noHabitsOverview] : nil)
    }

    private static func training(_ t: OverviewSummary.Training, _ format: SiteFormat, _ words: Words) -> Card {
        var figures: [Figure] = []
        if let vo2 = t.latestVO2Max { figures.append(Figure(value: format.fixed(vo2, places: 1), label: words[.vo2MaxFigure])) }
        figures.append(Figure(value: "\(t.hiitWorkoutsLast30Days)", label: words[.hiitLast30Days]))
        return Card(id: "training", title: words[.training], href: Routes.training.file, figures: figures,
                    emptyText: t.latestVO2Max == nil ? words[.noVO2MaxReadings] : nil)
    }

    private static func gym(_ g: OverviewSummary.Gym, _ words: Words) -> Card {
        Card(id: "gym", title: words[.gym], href: Routes.gym.file, figures: [
            Figure(value: "\(g.totalWorkouts)", label: words[.totalWorkoutsLower]),
            Figure(value: "\(g.visitsThisMonth)", label: words[.visitsThisMonth]),
        ], emptyText: g.totalWorkouts == 0 ? words[.noGymVisitsOverview] : nil)
    }
}

/// The page, its cards and their figures: listed, not reflected.
extension OverviewPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("dialSVG", dialSVG); f("graphSVG", graphSVG); f("indicators", indicators); f("dayHref", dayHref)
        f("energyHref", energyHref); f("energyWidgetSrc", energyWidgetSrc); f("energyWidgetWidth", energyWidgetWidth)
        f("energyWidgetHeight", energyWidgetHeight); f("cards", cards)
    }
}

extension OverviewPage.Card: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("id", id); f("title", title); f("href", href); f("figures", figures); f("emptyText", emptyText); f("hasFigures", hasFigures)
    }
}

extension OverviewPage.Figure: Fields {
    func fields(_ f: inout some FieldVisitor) { f("value", value); f("label", label) }
}
