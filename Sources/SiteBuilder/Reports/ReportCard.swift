import Charts
import Metrics

/// One habit's card on a Habit Reports page (seed Skill Tracker, B-019 "Habit Progress Cards"): the
/// coloured check icon, name and goal ("Drink Water – 8 cups per day"), the completion percentage (large,
/// right-aligned) and the heatmap in the category's colours, with its data as a table or list.
struct ReportCard {
    /// A day of the Week view, with its details ("Daily notes/details visible").
    struct WeekDay {
        let label: String
        let details: String
        let href: String?
    }

    let className: String
    let checkSVG = HabitIcons.mark("check", size: 20)
    let name: String
    let goal: String
    let habitHref: String
    let percentText: String
    let percentLabel: String
    let chartSVG: String
    /// A Year heatmap is shown at its own size (717 px) and scrolls inside its frame on a narrow screen:
    /// the frame is then a named, focusable region, so a keyboard can scroll it.
    let scrolls: Bool
    /// Year and Month: the same data as a table or list, behind a disclosure.
    let tableHTML: String?
    /// Week: each day's details, shown.
    let weekDays: [WeekDay]?
    let hasWeekDays: Bool

    /// The card of `timeline` for `period`; `nil` when the habit was not active in it.
    init?(_ timeline: HabitTimeline, period: HabitPeriod, year: YearHeatmap?, path: PagePath, report: ReportContext) {
        guard let firstDay = timeline.days.first?.day, firstDay <= period.last,
              timeline.days[timeline.days.count - 1].day >= period.first else { return nil }
        let habit = timeline.habit, today = report.today
        let completion = report.completion(timeline, in: period)
        className = report.styles.className(habit.category)
        name = habit.name
        goal = Self.goal(habit)
        habitHref = path.link(to: Routes.habit(habit.id).file)
        percentText = completion.text
        let partly = report.build.reports.levels[habit.id]?[period]?.partly ?? 0
        percentLabel = "Completion \(period.title): done on \(completion.done) of \(completion.counted) days that counted"
            + (partly > 0 ? ", \(partly) of them in part" : "")
        let description = "\(percentLabel) (\(completion.text))."
        let id = "hm-\(habit.id)"
        scrolls = period.kind == .year
        switch period.kind {
        case .year:
            let layout = year ?? YearHeatmap(year: period.first.year, week: report.week)
            let levels = layout.squares.map { HeatmapLevel.of(timeline, on: $0.day, today: today) }
            chartSVG = YearHeatmapChart.svg(layout, levels: levels, id: id, title: "\(habit.name) in \(period.title)", description: description,
                                            href: { Self.dayHref($0, path: path, report: report) })
            tableHTML = HeatmapTable.year(layout, levels: levels, caption: "\(habit.name) in \(period.title), day by day")
            weekDays = nil
        case .month:
            let days = period.days.map { ($0, HeatmapLevel.of(timeline, on: $0, today: today)) }
            chartSVG = MonthHeatmapChart.svg(MonthHeatmap(month: period.first, week: report.week),
                                             level: { HeatmapLevel.of(timeline, on: $0, today: today) },
                                             id: id, title: "\(habit.name) in \(period.title)", description: description,
                                             href: { Self.dayHref($0, path: path, report: report) })
            tableHTML = HeatmapTable.list(days, label: "Days of \(habit.name) in \(period.title)")
            weekDays = nil
        case .week:
            let days = period.days.map { ($0, HeatmapLevel.of(timeline, on: $0, today: today)) }
            chartSVG = WeekHeatmapChart.svg(days, id: id, title: "\(habit.name), \(period.title)", description: description)
            tableHTML = nil
            weekDays = days.map { Self.weekDay($0.0, $0.1, timeline, path: path, report: report) }
        }
        hasWeekDays = weekDays != nil
    }

    /// The link from a page at `path` to the Habits page of `day`; `nil` when the day has none (future days,
    /// days before the first habit day).
    static func dayHref(_ day: LocalDay, path: PagePath, report: ReportContext) -> String? {
        report.habitDayPath(day).map { path.link(to: $0.file) }
    }

    /// "8 cups per day", or the frequency ("Every day", "3 times a week"); a Loop habit's own rule:
    /// "At most 2 cups a day", "2 times in 3 days".
    static func goal(_ habit: Habit) -> String {
        if let loop = habit.loop { return loop.targetText ?? loop.frequencyText }
        guard let target = habit.targetValue else { return habit.frequency.text }
        return "\(NumberText.fixed(target, places: target.rounded() == target ? 0 : 1)) \(habit.targetUnit ?? "times") per day"
    }

    static func weekDay(_ day: LocalDay, _ level: HeatmapLevel, _ timeline: HabitTimeline, path: PagePath,
                        report: ReportContext) -> WeekDay {
        var details = level.text.prefix(1).uppercased() + level.text.dropFirst()
        if let entry = timeline.day(day), let count = entry.count {
            let target = timeline.habit.targetValue.map { " of \(NumberText.fixed($0, places: 0))" } ?? ""
            let unit = timeline.habit.targetUnit ?? timeline.habit.loop?.unit ?? ""
            details += ": \(NumberText.fixed(count, places: count.rounded() == count ? 0 : 1))\(target) \(unit)"
        }
        if timeline.day(day)?.skipped == true { details = "Skipped" }
        return WeekDay(label: "\(day.weekdayName), \(day.monthName.prefix(3)) \(day.day)", details: details,
                       href: report.habitDayPath(day).map { path.link(to: $0.file) })
    }
}

/// A card per habit on every report page (tens of thousands at 10 years): listed, not reflected.
extension ReportCard: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["className": className, "checkSVG": checkSVG, "name": name, "goal": goal, "habitHref": habitHref,
         "percentText": percentText, "percentLabel": percentLabel, "chartSVG": chartSVG, "scrolls": scrolls,
         "tableHTML": tableHTML, "weekDays": weekDays, "hasWeekDays": hasWeekDays]
    }
}

/// Seven a Week card: listed, not reflected.
extension ReportCard.WeekDay: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["label": label, "details": details, "href": href] }
}
