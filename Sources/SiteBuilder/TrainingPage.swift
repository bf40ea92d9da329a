import Charts
import Metrics
import Workspace

/// The Training page (seed N4x4): VO₂ max trend, HIIT sessions, Apple Health status, workout reminders.
struct TrainingPage {
    let vo2ChartSVG: String?
    let vo2FallbackText: String?
    let vo2LatestText: String?
    let vo2ChangeText: String?
    let hiit: TrainingPage.HIITPart
    let health: TrainingPage.HealthPart
    let reminders: TrainingPage.RemindersPart
    let dataHref = path.link(to: Routes.data(.training))

    static let path = Routes.training
    /// How many sessions the table shows before the rest fold into "Earlier sessions".
    static let recentSessions = 20

    init(summary: TrainingSummary, schedule: ReminderSchedule?, context: SiteModel) {
        let trend = summary.vo2Max
        vo2ChartSVG = VO2MaxChart.svg(trend, id: "vo2-chart")
        vo2FallbackText = trend.fallbackText
        vo2LatestText = trend.latest.map { "\(NumberText.fixed($0.value, places: 1)) mL/min·kg on \($0.day.longText)" }
        vo2ChangeText = Self.change(trend)
        hiit = HIITPart(summary)
        health = HealthPart(summary.health)
        reminders = RemindersPart(schedule, settings: context.settings.training, path: Self.path)
    }

    /// Renders the page and `data/training.json` into `site`, and the reminder feed when it is on.
    static func render(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let summary = context.training.figures, schedule = context.training.schedule
        let page = TrainingPage(summary: summary, schedule: schedule, context: context)
        try site.add(path.file, text: try templates.page(path, title: "Training", section: .training, view: page,
                                                         template: "training", context: context))
        try site.add(Routes.data(.training), try DataFiles.encode(TrainingData(summary: summary, reminders: schedule)))
        try ReminderFeed.render(schedule, context, into: &site)
    }

    private static func change(_ trend: VO2MaxTrend) -> String? {
        guard let previous = trend.changeSincePrevious, let first = trend.changeSinceFirst,
              trend.points.count >= 2 else { return nil }
        let before = trend.points[trend.points.count - 2].day, start = trend.points[0].day
        return "\(NumberText.signed(previous, places: 1)) since the reading before (\(before.shortText)), "
            + "\(NumberText.signed(first, places: 1)) since the first (\(start.shortText))"
    }
}

/// `data/training.json`: the Training page's figures and the reminder schedule in force.
struct TrainingData: Encodable {
    let summary: TrainingSummary
    let reminders: ReminderSchedule?

    func encode(to encoder: Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(reminders, forKey: .reminders)
    }

    enum Key: String, CodingKey { case reminders }
}
