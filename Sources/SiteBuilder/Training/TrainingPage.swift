import Charts
import Metrics
import Settings
import Strings
import Workspace

/// The Training page (seed N4x4): VO₂ max trend, HIIT sessions, Apple Health status, workout reminders.
struct TrainingPage: InputPage {
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

    /// What the page is made from (`InputPage`): the figures, the schedule in force, the training settings and
    /// how the site writes. It changes with the day (the days since the last session, the next reminder), so a
    /// next day's build makes the page again; a build on the same day keeps it.
    struct Input: Fields {
        let summary: TrainingSummary
        let schedule: ReminderSchedule?
        let settings: TrainingSettings
        let format: SiteFormat
        let words: Words

        init(summary: TrainingSummary, schedule: ReminderSchedule?, model: SiteModel) {
            (self.summary, self.schedule, settings) = (summary, schedule, model.settings.training)
            (format, words) = (model.format, model.words)
        }

        func fields(_ f: inout some FieldVisitor) {
            f("format", format); f("schedule", schedule); f("settings", settings); f("summary", summary); f("words", words)
        }
    }

    init(_ input: Input) {
        let summary = input.summary, trend = summary.vo2Max, format = input.format, words = input.words
        vo2ChartSVG = Self.vo2Chart(trend, format: format, words)
        vo2FallbackText = trend.fallbackText(words.table)
        vo2LatestText = trend.latest.map { words(.vo2LatestOn, ["value": format.fixed($0.value, places: 1), "date": format.longDate($0.day)]) }
        vo2ChangeText = Self.change(trend, format: format, words)
        hiit = HIITPart(summary, format: format, words)
        health = HealthPart(summary.health, format: format, words)
        reminders = RemindersPart(input.schedule, settings: input.settings, path: Self.path, format: format, words)
    }

    init(summary: TrainingSummary, schedule: ReminderSchedule?, model: SiteModel) {
        self.init(Input(summary: summary, schedule: schedule, model: model))
    }

    /// Renders the page and `data/training.json` into `site`, and the reminder feed when it is on.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let summary = model.training.figures, schedule = model.training.schedule
        // The page (its VO₂ max charts) is laid out when it is made, not when it is planned: serve plans every
        // page again after each form and makes only those asked for; a static build keeps it when its input is unchanged.
        try site.add(path.file, page: try templates.page(path, title: model.words[.training], section: .training,
                                                         input: Input(summary: summary, schedule: schedule, model: model),
                                                         as: TrainingPage.self, template: "training", model: model))
        try site.add(Routes.data(.training), page: try templates.dataFile(Routes.data(.training), TrainingData(summary: summary, reminders: schedule)))
        try ReminderFeed.render(schedule, model, into: &site)
    }

    /// The VO₂ max chart laid out for a phone (340) and a desktop (640); the CSS shows the one that fits.
    static func vo2Chart(_ trend: VO2MaxTrend, format: SiteFormat = .standard, _ words: Words = .english) -> String? {
        let sizes: [(String, Double)] = [("narrow", 340), ("wide", 640)]
        let charts = sizes.compactMap { name, width in
            VO2MaxChart.svg(trend, id: "vo2-chart-\(name)", width: width, className: "vo2-chart chart-\(name)", format: format, words: words.table)
        }
        return charts.isEmpty ? nil : charts.joined()
    }

    private static func change(_ trend: VO2MaxTrend, format: SiteFormat, _ words: Words) -> String? {
        guard let previous = trend.changeSincePrevious, let first = trend.changeSinceFirst,
              trend.points.count >= 2 else { return nil }
        let before = trend.points[trend.points.count - 2].day, start = trend.points[0].day
        return words(.vo2Change, ["previous": format.signed(previous, places: 1), "before": format.shortDate(before),
                                  "first": format.signed(first, places: 1), "start": format.shortDate(start)])
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

extension TrainingPage {
    /// The HIIT sessions: newest first, the most recent in a table, the rest folded away.
    struct HIITPart {
        struct Row {
            let dateText: String
            let timeText: String
            let durationText: String
            let energyText: String
            let heartRateText: String
        }

        let sinceText: String?
        let recent: [Row]
        let earlier: [Row]
        let earlierCount: Int
        /// Stored, not computed: the "Earlier sessions" section shows only when it has rows.
        let hasEarlier: Bool

        init(_ summary: TrainingSummary, format: SiteFormat = .standard, _ words: Words = .english) {
            let rows = summary.hiitSessions.map { Self.row($0, format, words) }
            recent = Array(rows.prefix(TrainingPage.recentSessions))
            earlier = Array(rows.dropFirst(TrainingPage.recentSessions))
            earlierCount = earlier.count
            hasEarlier = !earlier.isEmpty
            sinceText = summary.daysSinceLastHIIT.map { days in
                switch days {
                case 0: words[.lastSessionToday]
                case 1: words[.lastSessionYesterday]
                default: words(.lastSessionDaysAgo, ["count": "\(days)"])
                }
            }
        }

        /// A session's "HH:MM" on the site's clock ("6:05 PM" on the 12-hour one); as it is when it is not "HH:MM".
        static func clock(_ time: String, _ format: SiteFormat) -> String {
            let parts = time.split(separator: ":")
            guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]) else { return time }
            return format.time(hour: hour, minute: minute)
        }

        private static func row(_ session: HIITSession, _ format: SiteFormat, _ words: Words) -> Row {
            let heart: String
            switch (session.averageHeartRate, session.maxHeartRate) {
            case let (average?, max?): heart = words(.heartAvgMax, ["average": "\(average)", "max": "\(max)"])
            default: heart = "—"
            }
            return Row(dateText: format.shortDate(session.day), timeText: clock(session.startTime, format), durationText: "\(session.durationMinutes) min",
                       energyText: session.energyKcal.map { format.energyWithUnit(kcal: Double($0)) } ?? "—", heartRateText: heart)
        }
    }

    /// Apple Health: connected or not, and how fresh the data is.
    struct HealthPart {
        let statusText: String
        let connected: Bool
        let details: [String]

        init(_ status: HealthStatus, format: SiteFormat = .standard, _ words: Words = .english) {
            statusText = words[status.connected ? .connected : .notConnected]
            connected = status.connected
            var details: [String] = []
            if status.source == "demo" { details.append(words[.demoDataBySitegen]) }
            if let day = status.exportDay { details.append(words(.healthExportOf, ["date": format.longDate(day)])) }
            if let day = status.newestSampleDay { details.append(words(.newestSample, ["date": format.longDate(day)])) }
            self.details = details
        }
    }

    /// The workout reminder feed: on with its schedule and link, or off with how to turn it on.
    struct RemindersPart {
        let on: Bool
        let feedHref: String
        let scheduleText: String?
        let message: String?
        let everyDays: Int

        init(_ schedule: ReminderSchedule?, settings: TrainingSettings, path: PagePath, format: SiteFormat = .standard,
             _ words: Words = .english) {
            on = schedule != nil
            feedHref = path.link(to: Routes.reminderFeed)
            everyDays = settings.everyDays
            message = schedule?.message(words.table)
            let time = format.time(hour: settings.reminderTime.hour, minute: settings.reminderTime.minute)
            scheduleText = schedule.map { $0.scheduleText(at: time, format: format, words: words.table) }
        }
    }
}

/// The page and its parts: listed, not reflected (the page is made on every build).
extension TrainingPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("vo2ChartSVG", vo2ChartSVG); f("vo2FallbackText", vo2FallbackText); f("vo2LatestText", vo2LatestText)
        f("vo2ChangeText", vo2ChangeText); f("hiit", hiit); f("health", health); f("reminders", reminders); f("dataHref", dataHref)
    }
}

extension TrainingPage.HIITPart: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("sinceText", sinceText); f("recent", recent); f("earlier", earlier); f("earlierCount", earlierCount); f("hasEarlier", hasEarlier)
    }
}

extension TrainingPage.HealthPart: Fields {
    func fields(_ f: inout some FieldVisitor) { f("statusText", statusText); f("connected", connected); f("details", details) }
}

extension TrainingPage.RemindersPart: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("on", on); f("feedHref", feedHref); f("scheduleText", scheduleText); f("message", message); f("everyDays", everyDays)
    }
}

/// A HIIT session of the Training page (700 at 10 years): listed, not reflected.
extension TrainingPage.HIITPart.Row: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("dateText", dateText); f("timeText", timeText); f("durationText", durationText)
        f("energyText", energyText); f("heartRateText", heartRateText)
    }
}
