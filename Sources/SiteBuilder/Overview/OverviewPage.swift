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

    init(summary: OverviewSummary, context: SiteModel) {
        let format = context.format
        let dial = StepDial(day: context.today, today: context.today,
                            steps: summary.activity.stepsToday, goal: summary.activity.goalToday, format: format)
        self.dialSVG = DialChart.svg(dial, id: "overview-dial")
        let series = StepsSeries.days(endingOn: context.today, steps: context.activity.history.recordedSteps)
        self.graphSVG = StepsGraph.svg(series.map { StepsGraph.Value(label: format.numericDate($0.last), steps: $0.steps) },
                                       title: "Steps, the last 7 days", id: "overview-graph", format: format)
        self.indicators = ActivityParts.dayIndicators(series, pages: series.map { context.hasPage($0.last) },
                                                      selected: context.today, from: Self.path, format: format)
        self.dayHref = Self.path.link(to: Routes.day(context.today))
        self.energyHref = Self.path.link(to: Routes.energy.file)
        self.energyWidgetSrc = Self.path.link(to: Routes.energyWidget(.medium))
        self.cards = [Self.activity(summary.activity, dayHref, format), Self.energy(summary.energy, format),
                      Self.habits(summary.habits), Self.training(summary.training, format), Self.gym(summary.gym)]
    }

    /// Renders the page into `site`.
    static func render(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let page = OverviewPage(summary: context.overview, context: context)
        try site.add(path.file, page: try templates.page(path, title: nil, section: .overview, view: page, template: "overview", context: context))
    }

    private static func activity(_ a: OverviewSummary.Activity, _ href: String, _ format: SiteFormat) -> Card {
        Card(id: "activity", title: "Activity", href: href, figures: [
            Figure(value: format.grouped(a.stepsToday), label: "steps today"),
            Figure(value: format.grouped(a.averageStepsLast7Days),
                   label: a.daysWithDataLast7Days == 1 ? "steps a day, last day" : "steps a day, last \(a.daysWithDataLast7Days) days"),
            Figure(value: "\(a.daysAchievedLast7Days) of \(a.daysWithDataLast7Days)", label: "days at goal"),
        ], emptyText: nil)
    }

    private static func energy(_ e: OverviewSummary.Energy, _ format: SiteFormat) -> Card {
        let unit = format.units.energy.symbol
        var figures = [Figure(value: format.energy(kcal: Double(e.activeKcalToday)), label: "active \(unit) today")]
        if let goal = e.moveGoalKcal { figures.append(Figure(value: format.energy(kcal: Double(goal)), label: "\(unit) move goal")) }
        return Card(id: "energy", title: "Energy", href: path.link(to: Routes.energy.file), figures: figures,
                    emptyText: e.moveGoalKcal == nil ? "No Activity Summaries yet, so no move goal." : nil)
    }

    private static func habits(_ h: OverviewSummary.Habits) -> Card {
        Card(id: "habits", title: "Habits", href: Self.path.link(to: Routes.habits.file), figures: h.activeHabits == 0 ? [] : [
            Figure(value: "\(h.activeHabits)", label: "habits"),
            Figure(value: "\(h.checkedInToday)", label: "checked in today"),
        ], emptyText: h.activeHabits == 0 ? "No habits yet: add one with sitegen habit add." : nil)
    }

    private static func training(_ t: OverviewSummary.Training, _ format: SiteFormat) -> Card {
        var figures: [Figure] = []
        if let vo2 = t.latestVO2Max { figures.append(Figure(value: format.fixed(vo2, places: 1), label: "VO2 max, mL/min·kg")) }
        figures.append(Figure(value: "\(t.hiitWorkoutsLast30Days)", label: "HIIT workouts, last 30 days"))
        return Card(id: "training", title: "Training", href: Routes.training.file, figures: figures,
                    emptyText: t.latestVO2Max == nil ? "No VO2 max readings yet." : nil)
    }

    private static func gym(_ g: OverviewSummary.Gym) -> Card {
        Card(id: "gym", title: "Gym", href: Routes.gym.file, figures: [
            Figure(value: "\(g.totalWorkouts)", label: "total workouts"),
            Figure(value: "\(g.visitsThisMonth)", label: "visits this month"),
        ], emptyText: g.totalWorkouts == 0 ? "No gym visits yet: log one with sitegen gym log." : nil)
    }
}
