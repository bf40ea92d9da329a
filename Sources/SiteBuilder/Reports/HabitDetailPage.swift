import Charts
import Metrics
import Strings
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

    init(_ timeline: HabitTimeline, stats: HabitStatistics, path: PagePath, report: ReportSource) {
        self.init(Input(timeline, stats: stats, path: path, report: report))
    }

    static func tiles(_ stats: HabitStatistics, format: SiteFormat = .standard, _ words: Words = .english) -> [Tile] {
        let unit = stats.unit, table = words.table
        let improvement = stats.improvement.map { words(.improvementPoints, ["sign": $0 > 0 ? "+" : "", "count": "\($0)"]) } ?? "–"
        func counted(_ completion: HabitCompletion) -> String { Self.counted(completion, words) }
        func levels(_ counts: LevelCounts) -> String {
            words(.fullPartial, ["full": "\(counts.full)", "partial": "\(counts.partly)"])
        }
        return [
            Tile(label: words[.currentStreak], value: unit.count(stats.currentStreak, table), note: nil),
            Tile(label: words[.bestStreak], value: unit.count(stats.bestStreak, table), note: nil),
            Tile(label: words[.last7DaysTitle], value: stats.last7Days.text, note: counted(stats.last7Days)),
            Tile(label: words[.last30DaysTitle], value: stats.last30Days.text, note: counted(stats.last30Days)),
            Tile(label: words[.last365DaysTitle], value: stats.last365Days.text, note: counted(stats.last365Days)),
            Tile(label: words[.sinceStart], value: stats.sinceStart.text, note: counted(stats.sinceStart)),
            Tile(label: words[.bestWeekday], value: stats.bestWeekday.map { format.weekdayName(weekday: $0.weekday) } ?? "–",
                 note: stats.bestWeekday?.completion.text),
            Tile(label: words[.worstWeekday], value: stats.worstWeekday.map { format.weekdayName(weekday: $0.weekday) } ?? "–",
                 note: stats.worstWeekday?.completion.text),
            Tile(label: words[.improvement], value: improvement, note: words[.improvementNote]),
            Tile(label: words[.strength], value: "\(Int((stats.strengthToday * 100).rounded())) %", note: words[.loopsScore]),
            Tile(label: words[.daysByLevel], value: levels(stats.levels),
                 note: words(.sinceStartLevels, ["levels": stats.levels.text(table)])),
            Tile(label: words[.last30DaysByLevel], value: levels(stats.last30DaysLevels),
                 note: stats.last30DaysLevels.text(table)),
        ] + (stats.timeOfDay.map { pattern in
            let busiest = pattern.busiest.text(table)
            return [Tile(label: words[.timeOfDay], value: busiest.prefix(1).uppercased() + busiest.dropFirst(),
                         note: pattern.text(table) + " ("
                            + zip(TimeOfDayPattern.Part.allCases, pattern.counts).map { "\($0.text(table)) \($1)" }.joined(separator: ", ") + ")")]
        } ?? [])
    }

    /// A Loop habit's rule as Loop has it: type, frequency (never rounded to a week), target with unit.
    static func loopTiles(_ rule: LoopRule?, format: SiteFormat = .standard, _ words: Words = .english) -> [Tile] {
        guard let rule else { return [] }
        var tiles = [Tile(label: words[.typeLabel], value: rule.typeText(words.table), note: words[.fromLoop]),
                     Tile(label: words[.frequency], value: rule.frequencyText(words.table, format: format),
                          note: words(.inDays, ["count": "\(rule.numerator)", "days": "\(rule.denominator)"]))]
        if let target = rule.targetText(words.table, format: format) { tiles.append(Tile(label: words[.target], value: target, note: nil)) }
        return tiles
    }

    /// The last 14 days a numerical Loop habit has an amount (or a skip) for, newest first: "Fri, May 3: 3 cups".
    static func loopDays(_ timeline: HabitTimeline, format: SiteFormat = .standard, _ words: Words = .english) -> [Tile] {
        loopDays(timeline.habit.loop, Self.loopEntries(timeline), format: format, words)
    }

    /// The days `loopDays` lists: a numerical Loop habit's last 14 with an amount or a skip, newest first.
    static func loopEntries(_ timeline: HabitTimeline) -> [HabitTimeline.Day] {
        guard let rule = timeline.habit.loop, rule.numerical else { return [] }
        return Array(timeline.days.reversed().lazy.filter { $0.count != nil || $0.skipped }.prefix(14))
    }

    /// `entries` (`loopEntries`) as tiles.
    static func loopDays(_ rule: LoopRule?, _ entries: [HabitTimeline.Day], format: SiteFormat = .standard,
                         _ words: Words = .english) -> [Tile] {
        guard let rule, rule.numerical else { return [] }
        let unit = rule.unit.isEmpty ? "" : " " + rule.unit
        return entries.map { day in
            let value = day.skipped ? words[.skipped] : format.exact(((day.count ?? 0) * 1000).rounded() / 1000) + unit
            return Tile(label: format.shortWeekdayAndDay(day.day), value: value, note: nil)
        }
    }

    static func counted(_ completion: HabitCompletion, _ words: Words = .english) -> String {
        words(.doneOfDays, ["done": "\(completion.done)", "total": "\(completion.counted)"])
    }

    /// Renders a page for every habit, and `data/statistics.json` from the same statistics (computed once).
    /// `thisYear`: the current year's days and their pages, when the year's report made them.
    static func renderAll(_ report: ReportSource, _ templates: TemplateSet, thisYear: Digested<ReportCard.Days.Squares>? = nil,
                          into site: inout Site) throws(BuildError) {
        let model = report.model
        var statistics: [(HabitTimeline, HabitStatistics)] = []
        // Every habit's card of this year shares the year's days and their pages (the year's report's).
        let squares = thisYear ?? Digested(ReportCard.Days.Squares(period: report.pages.current(.year), report: report))
        for (timeline, stats) in zip(report.book.timelines, model.reports.statistics) {
            let path = Routes.habit(timeline.habit.id)
            try site.add(path.file, page: try templates.page(path, title: timeline.habit.name, section: nil,
                                                             input: Input(timeline, stats: stats, path: path, report: report, squares: squares),
                                                             as: HabitDetailPage.self, template: "habit-detail", model: model))
            statistics.append((timeline, stats))
        }
        try site.add(Routes.data(.statistics), try DataFiles.encode(StatisticsFigures(today: report.today, statistics: statistics)))
    }
}

/// A habit's page is made from its input alone: a check-in changes its own habit's page, and a build on
/// the same day keeps every other (each was made, and its view made and walked, every build).
extension HabitDetailPage: InputPage {
    struct Input {
        let habit: Habit
        let className: String
        let stats: HabitStatistics
        /// A numerical Loop habit's days listed on the page (`loopEntries`).
        let loopEntries: [HabitTimeline.Day]
        /// This year's card: the year's days on the page, and the habit's card (`nil`: not active this year).
        let yearDays: ReportCard.Days
        let yearCard: ReportCard.Input?
        let moments: [MomentItem]
        let path: PagePath
        let format: SiteFormat
        let words: Words

        /// `squares`: this year's days and their pages, when the caller made them for every habit.
        init(_ timeline: HabitTimeline, stats: HabitStatistics, path: PagePath, report: ReportSource,
             squares: Digested<ReportCard.Days.Squares>? = nil) {
            habit = timeline.habit
            className = report.styles.className(habit.category)
            self.stats = stats
            loopEntries = HabitDetailPage.loopEntries(timeline)
            yearDays = ReportCard.Days(period: report.pages.current(.year), path: path, report: report, squares: squares)
            yearCard = ReportCard.Input(timeline, days: yearDays, report: report)
            moments = report.moments.moments(ofHabit: habit.id).map { MomentItem($0, path: path, report: report) }
            self.path = path
            format = report.model.format
            words = report.model.words
        }
    }

    init(_ input: Input) {
        let habit = input.habit, stats = input.stats, path = input.path, format = input.format, words = input.words
        root = path.root
        name = habit.name
        className = input.className
        iconSVG = HabitIcons.mark(habit.icon)
        subtitle = "\(habit.category) · \(ReportCard.goal(habit, format: format, words))" + (habit.archived ? " · " + words[.archived] : "")
        tiles = Self.loopTiles(habit.loop, format: format, words) + Self.tiles(stats, format: format, words)
        loopDays = Self.loopDays(habit.loop, input.loopEntries, format: format, words)
        hasLoopDays = !loopDays.isEmpty
        yearCard = input.yearCard.map { ReportCard($0, days: input.yearDays) }
        trendSVG = MonthlyTrendChart.svg(stats.months, name: habit.name, id: "trend", format: format, words: words.table)
        months = stats.months.map { Tile(label: format.monthAndYear($0.month), value: $0.completion.text, note: nil) }
        strengthSVG = StrengthChart.svg(stats.strength, name: habit.name, id: "strength", format: format, words: words.table)
        moments = input.moments
        hasMoments = !moments.isEmpty
        reportsHref = path.link(to: Routes.reports.file)
        momentsHref = path.link(to: Routes.moments.file)
    }
}

extension HabitDetailPage.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("habit", habit); f("className", className); f("stats", stats); f("loopEntries", loopEntries); f("yearDays", yearDays)
        f("yearCard", yearCard); f("moments", moments); f("path", path); f("format", format); f("words", words)
    }
}

/// A habit's page: listed, not reflected.
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
