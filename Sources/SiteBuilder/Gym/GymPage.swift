import Charts
import Metrics
import Strings
import Workspace

/// The Gym page (seed GymStreak): total workouts, today's log, the month's dots, milestones, streaks.
struct GymPage {
    struct MilestoneRow {
        let count: Int
        let message: String
        let reached: Bool
        let statusText: String
    }

    struct NextMilestone {
        let message: String
        let done: Int
        let stretch: Int
        let text: String
    }

    struct StreakRow {
        let label: String
        let current: String
        let longest: String
    }

    let totalText: String
    let hasVisits: Bool
    let loggedToday: Bool
    let todayText: String
    let lastVisitText: String?
    let monthText: String
    let monthVisitsText: String
    let gridSVG: String
    let milestones: [MilestoneRow]
    let next: NextMilestone?
    let streaks: [StreakRow]
    let dataHref = path.link(to: Routes.data(.gym))

    static let path = Routes.gym

    init(summary: GymSummary, format: SiteFormat = .standard, words: Words = .english) {
        totalText = format.grouped(summary.totalWorkouts)
        hasVisits = summary.totalWorkouts > 0
        loggedToday = summary.loggedToday
        todayText = format.longDate(summary.today)
        lastVisitText = summary.lastVisit.map { words(.lastVisit, ["date": format.longDate($0)]) }
        monthText = format.monthAndYear(summary.today)
        monthVisitsText = words(.countThisMonth, ["visits": Self.count(summary.visitsThisMonth, .visitOne, .visitOther, words)])
        gridSVG = GymDotGrid.svg(summary.grid, monthText: monthText, id: "gym-dots", words: words.table)
        milestones = summary.milestones.map { Self.row($0, format, words) }
        next = summary.nextMilestone.map { Self.next($0, total: summary.totalWorkouts, words) }
        streaks = [Self.streak(words[.consecutiveDays], summary.dayStreak, .dayCountOne, .dayCountOther, words),
                   Self.streak(words[.consecutiveWeeks], summary.weekStreak, .weekCountOne, .weekCountOther, words)]
    }

    /// Renders the page and `data/gym.json` into `site`.
    static func render(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let summary = model.gym
        try site.add(path.file, page: try templates.page(path, title: model.words[.gym], section: .gym,
                                                         view: GymPage(summary: summary, format: model.format, words: model.words),
                                                         template: "gym", model: model))
        try site.add(Routes.data(.gym), try DataFiles.encode(summary))
    }

    private static func row(_ milestone: GymMilestone, _ format: SiteFormat, _ words: Words) -> MilestoneRow {
        MilestoneRow(count: milestone.count, message: message(milestone.count, milestone.message, words), reached: milestone.reachedOn != nil,
                     statusText: milestone.reachedOn.map { words(.reachedOn, ["date": format.longDate($0)]) } ?? words[.notReachedYet])
    }

    private static func next(_ progress: GymMilestoneProgress, total: Int, _ words: Words) -> NextMilestone {
        let message = message(progress.count, progress.message, words)
        return NextMilestone(message: message, done: total - progress.from, stretch: progress.count - progress.from,
                             text: words(.milestoneProgress, ["done": NumberText.grouped(total), "goal": "\(progress.count)",
                                                              "remaining": count(progress.remaining, .visitOne, .visitOther, words),
                                                              "message": message]))
    }

    private static func streak(_ label: String, _ streak: ConsecutiveStreak, _ one: StringKey, _ other: StringKey,
                               _ words: Words) -> StreakRow {
        StreakRow(label: label, current: count(streak.current, one, other, words),
                  longest: words(.longest, ["count": count(streak.longest, one, other, words)]))
    }

    /// "1 visit", "12 visits".
    static func count(_ n: Int, _ one: StringKey, _ other: StringKey, _ words: Words) -> String {
        words.count(n, one: one, other: other, countText: NumberText.grouped(n))
    }

    /// The seed's message of the milestone at `count` in the site's words (`data/gym.json` keeps the seed's).
    static func message(_ count: Int, _ seed: String, _ words: Words) -> String {
        switch count {
        case 5: words[.milestone5]
        case 20: words[.milestone20]
        case 50: words[.milestone50]
        case 100: words[.milestone100]
        default: seed
        }
    }
}

/// The page, its milestones and streaks: listed, not reflected.
extension GymPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("totalText", totalText); f("hasVisits", hasVisits); f("loggedToday", loggedToday); f("todayText", todayText)
        f("lastVisitText", lastVisitText); f("monthText", monthText); f("monthVisitsText", monthVisitsText); f("gridSVG", gridSVG)
        f("milestones", milestones); f("next", next); f("streaks", streaks); f("dataHref", dataHref)
    }
}

extension GymPage.MilestoneRow: Fields {
    func fields(_ f: inout some FieldVisitor) { f("count", count); f("message", message); f("reached", reached); f("statusText", statusText) }
}

extension GymPage.NextMilestone: Fields {
    func fields(_ f: inout some FieldVisitor) { f("message", message); f("done", done); f("stretch", stretch); f("text", text) }
}

extension GymPage.StreakRow: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("current", current); f("longest", longest) }
}
