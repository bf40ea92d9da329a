import Charts
import Metrics
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

    init(summary: GymSummary, format: SiteFormat = .standard) {
        totalText = format.grouped(summary.totalWorkouts)
        hasVisits = summary.totalWorkouts > 0
        loggedToday = summary.loggedToday
        todayText = format.longDate(summary.today)
        lastVisitText = summary.lastVisit.map { "Last visit: \(format.longDate($0))" }
        monthText = format.monthAndYear(summary.today)
        monthVisitsText = Self.count(summary.visitsThisMonth, "visit", "visits") + " this month"
        gridSVG = GymDotGrid.svg(summary.grid, monthText: monthText, id: "gym-dots")
        milestones = summary.milestones.map { Self.row($0, format) }
        next = summary.nextMilestone.map { Self.next($0, total: summary.totalWorkouts) }
        streaks = [Self.streak("Consecutive days", summary.dayStreak, "day", "days"),
                   Self.streak("Consecutive weeks", summary.weekStreak, "week", "weeks")]
    }

    /// Renders the page and `data/gym.json` into `site`.
    static func render(_ context: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let summary = context.gym
        try site.add(path.file, page: try templates.page(path, title: "Gym", section: .gym, view: GymPage(summary: summary, format: context.format),
                                                         template: "gym", context: context))
        try site.add(Routes.data(.gym), try DataFiles.encode(summary))
    }

    private static func row(_ milestone: GymMilestone, _ format: SiteFormat) -> MilestoneRow {
        MilestoneRow(count: milestone.count, message: milestone.message, reached: milestone.reachedOn != nil,
                     statusText: milestone.reachedOn.map { "Reached on \(format.longDate($0))" } ?? "Not reached yet")
    }

    private static func next(_ progress: GymMilestoneProgress, total: Int) -> NextMilestone {
        NextMilestone(message: progress.message, done: total - progress.from, stretch: progress.count - progress.from,
                      text: "\(NumberText.grouped(total)) of \(progress.count): "
                          + count(progress.remaining, "visit", "visits") + " to go to “\(progress.message)”")
    }

    private static func streak(_ label: String, _ streak: ConsecutiveStreak, _ one: String, _ many: String) -> StreakRow {
        StreakRow(label: label, current: count(streak.current, one, many), longest: "longest " + count(streak.longest, one, many))
    }

    /// "1 visit", "12 visits".
    static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(NumberText.grouped(n)) \(n == 1 ? one : many)" }
}
