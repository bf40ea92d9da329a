import Charts
import Metrics
import Workspace

/// A habit's own page ("Per-habit page"): current and best streak, completion over 7 / 30 / 365
/// days and since start, best and worst weekday, the monthly trend, the improvement over the previous
/// period, the strength score as a line, this year's heatmap, and the habit's moments.
struct HabitDetailPage {
    struct Tile {
        let label: String
        let value: String
        let note: String?
    }

    let root: String
    let name: String
    let className: String
    let iconSVG: String
    let subtitle: String
    let tiles: [Tile]
    let yearCard: ReportCard?
    let trendSVG: String
    let months: [Tile]
    let strengthSVG: String
    let moments: [MomentItem]
    let hasMoments: Bool
    /// A numerical Loop habit's latest amounts (and skipped days), newest first.
    let loopDays: [Tile]
    let hasLoopDays: Bool
    let reportsHref: String
    let momentsHref: String

    init(_ timeline: HabitTimeline, stats: HabitStatistics, path: PagePath, report: ReportContext) {
        let habit = timeline.habit, format = report.build.format
        root = path.root
        name = habit.name
        className = report.styles.className(habit.category)
        iconSVG = HabitIcons.mark(habit.icon)
        subtitle = "\(habit.category) · \(ReportCard.goal(habit, format: format))" + (habit.archived ? " · archived" : "")
        tiles = Self.loopTiles(habit.loop) + Self.tiles(stats, format: format)
        loopDays = Self.loopDays(timeline, format: format)
        hasLoopDays = !loopDays.isEmpty
        yearCard = ReportCard(timeline, period: report.pages.current(.year), path: path, report: report)
        trendSVG = MonthlyTrendChart.svg(stats.months, name: habit.name, id: "trend", format: format)
        months = stats.months.map { Tile(label: format.monthAndYear($0.month), value: $0.completion.text, note: nil) }
        strengthSVG = StrengthChart.svg(stats.strength, name: habit.name, id: "strength", format: format)
        moments = report.moments.moments(ofHabit: habit.id).map { MomentItem($0, path: path, report: report) }
        hasMoments = !moments.isEmpty
        reportsHref = path.link(to: Routes.reports.file)
        momentsHref = path.link(to: Routes.moments.file)
    }

    static func tiles(_ stats: HabitStatistics, format: SiteFormat = .standard) -> [Tile] {
        let unit = stats.unit
        let improvement = stats.improvement.map { $0 > 0 ? "+\($0) points" : "\($0) points" } ?? "–"
        return [
            Tile(label: "Current streak", value: unit.count(stats.currentStreak), note: nil),
            Tile(label: "Best streak", value: unit.count(stats.bestStreak), note: nil),
            Tile(label: "Last 7 days", value: stats.last7Days.text, note: counted(stats.last7Days)),
            Tile(label: "Last 30 days", value: stats.last30Days.text, note: counted(stats.last30Days)),
            Tile(label: "Last 365 days", value: stats.last365Days.text, note: counted(stats.last365Days)),
            Tile(label: "Since start", value: stats.sinceStart.text, note: counted(stats.sinceStart)),
            Tile(label: "Best weekday", value: stats.bestWeekday.map { format.weekdayName(weekday: $0.weekday) } ?? "–",
                 note: stats.bestWeekday?.completion.text),
            Tile(label: "Worst weekday", value: stats.worstWeekday.map { format.weekdayName(weekday: $0.weekday) } ?? "–",
                 note: stats.worstWeekday?.completion.text),
            Tile(label: "Improvement", value: improvement, note: "last 30 days against the 30 before"),
            Tile(label: "Strength", value: "\(Int((stats.strengthToday * 100).rounded())) %", note: "Loop's habit score"),
            Tile(label: "Days by level", value: "\(stats.levels.full) full, \(stats.levels.partly) partial",
                 note: "since start: \(stats.levels.text)"),
            Tile(label: "Last 30 days by level", value: "\(stats.last30DaysLevels.full) full, \(stats.last30DaysLevels.partly) partial",
                 note: stats.last30DaysLevels.text),
        ] + (stats.timeOfDay.map { pattern in
            [Tile(label: "Time of day", value: pattern.busiest.rawValue.prefix(1).uppercased() + pattern.busiest.rawValue.dropFirst(),
                  note: pattern.text + " (" + zip(TimeOfDayPattern.Part.allCases, pattern.counts).map { "\($0.rawValue) \($1)" }.joined(separator: ", ") + ")")]
        } ?? [])
    }

    /// A Loop habit's rule as Loop has it: type, frequency (never rounded to a week), target with unit.
    static func loopTiles(_ rule: LoopRule?) -> [Tile] {
        guard let rule else { return [] }
        var tiles = [Tile(label: "Type", value: rule.typeText, note: "from Loop Habit Tracker"),
                     Tile(label: "Frequency", value: rule.frequencyText, note: "\(rule.numerator) in \(rule.denominator) days")]
        if let target = rule.targetText { tiles.append(Tile(label: "Target", value: target, note: nil)) }
        return tiles
    }

    /// The last 14 days a numerical Loop habit has an amount (or a skip) for, newest first: "Fri, May 3: 3 cups".
    static func loopDays(_ timeline: HabitTimeline, format: SiteFormat = .standard) -> [Tile] {
        guard let rule = timeline.habit.loop, rule.numerical else { return [] }
        let unit = rule.unit.isEmpty ? "" : " " + rule.unit
        return timeline.days.reversed().filter { $0.count != nil || $0.skipped }.prefix(14).map { day in
            let value = day.skipped ? "Skipped" : LoopRule.number(((day.count ?? 0) * 1000).rounded() / 1000) + unit
            return Tile(label: format.shortWeekdayAndDay(day.day), value: value, note: nil)
        }
    }

    static func counted(_ completion: HabitCompletion) -> String {
        "\(completion.done) of \(completion.counted) days"
    }

    /// Renders a page for every habit, and `data/statistics.json` from the same statistics (computed once).
    static func renderAll(_ report: ReportContext, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let context = report.build
        var statistics: [(HabitTimeline, HabitStatistics)] = []
        for (timeline, stats) in zip(report.book.timelines, context.reports.statistics) {
            let path = Routes.habit(timeline.habit.id)
            try MomentPage.add(HabitDetailPage(timeline, stats: stats, path: path, report: report), "habit-detail", path: path, title: timeline.habit.name, section: nil,
                               changesDaily: true, context, templates, &site)
            statistics.append((timeline, stats))
        }
        try site.add(Routes.data(.statistics), try DataFiles.encode(StatisticsFigures(today: report.today, statistics: statistics)))
    }
}

/// A habit's page (one a habit, made every build): listed, not reflected.
extension HabitDetailPage: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("root", root); f("name", name); f("className", className); f("iconSVG", iconSVG); f("subtitle", subtitle)
        f("tiles", tiles); f("yearCard", yearCard); f("trendSVG", trendSVG); f("months", months)
        f("strengthSVG", strengthSVG); f("moments", moments); f("hasMoments", hasMoments); f("loopDays", loopDays)
        f("hasLoopDays", hasLoopDays); f("reportsHref", reportsHref); f("momentsHref", momentsHref)
    }
}

/// A figure, month or Loop amount of a habit's page (about 25 a page): listed, not reflected.
extension HabitDetailPage.Tile: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("value", value); f("note", note) }
}
