import Charts
import Metrics
import Strings

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
    /// A Year report's card: the habit's year day by day (`Routes.reportYear(_:habit:)`), where its squares
    /// link to their days and the table is; `nil` on that page itself and on Month and Week cards.
    let detailHref: String?
    /// Week: each day's details, shown.
    let weekDays: [WeekDay]?
    let hasWeekDays: Bool
    /// The link to the habit's own year page, in words.
    let dayByDayText: String

    /// The days a card's heatmap shows and the Habits page each links to: one for all the cards of a page.
    struct Days {
        let period: HabitPeriod
        let week: HabitWeek
        let path: PagePath
        /// The period's days and their pages, digested once a period (`Squares`).
        let squares: Digested<Squares>
        /// A Year card's squares (every day of the year, January 1 first), or the period's days.
        var days: [LocalDay] { squares.value.days }
        /// The Habits page of each of `days`, when it has one.
        var pages: [PagePath?] { squares.value.pages }
        /// A Year report of every habit: each card's year at a glance (`YearHeatmapChart.compactSVG`), linking
        /// to the habit's own year page instead of carrying every square's link and the table.
        let glance: Bool
        /// How the cards write dates, names and numbers.
        let format: SiteFormat
        let words: Words

        /// `squares`: the period's days and their pages when the caller made them for another page of the period.
        init(period: HabitPeriod, path: PagePath, report: ReportSource, glance: Bool = false, squares: Digested<Squares>? = nil) {
            words = report.model.words
            self.period = period
            format = report.model.format
            self.glance = glance && period.kind == .year
            week = report.week
            self.path = path
            self.squares = squares ?? Digested(Squares(period: period, report: report))
        }

        /// A period's days (a Year card's squares) and the Habits page of each: the same for the period's report
        /// and for each habit's own page of it, so made and digested once a period (a year's were made again for
        /// every habit's year page, each day's page path written anew, all before any page was made, and each
        /// page digested them again).
        struct Squares: Sendable {
            let days: [LocalDay]
            let pages: [PagePath?]

            init(period: HabitPeriod, report: ReportSource) {
                days = period.kind == .year ? YearHeatmap(year: period.first.year, week: report.week).squares.map(\.day) : period.days
                pages = days.map(report.habitDayPath)
            }
        }

        /// The position of `day` in `days` (consecutive days).
        func index(_ day: LocalDay) -> Int? {
            guard let first = days.first else { return nil }
            let index = first.days(to: day)
            return days.indices.contains(index) ? index : nil
        }

        /// The link from the page to the Habits page of `day`; `nil` when the day has none.
        func href(_ day: LocalDay) -> String? { index(day).flatMap { pages[$0] }.map { path.link(to: $0.file) } }
    }

    /// What one habit's card shows, gathered from the model: the card is made from this and its page's `Days`.
    struct Input {
        /// A day of a Week card: its amount and whether it was skipped (the details line).
        struct Entry {
            let count: Double?
            let skipped: Bool
        }

        let habit: Habit
        let className: String
        let completion: HabitCompletion
        /// Days done in part (partial or medium) in the period.
        let partly: Int
        /// The level of each of the page's `Days.days`.
        let levels: [HeatmapLevel]
        /// A Week card's entries, one a day; `nil` on a Month or Year card.
        let entries: [Entry?]?

        /// The input of `timeline`'s card; `nil` when the habit was not active in the period.
        init?(_ timeline: HabitTimeline, days: Days, report: ReportSource) {
            let period = days.period
            guard let firstDay = timeline.days.first?.day, firstDay <= period.last,
                  timeline.days[timeline.days.count - 1].day >= period.first else { return nil }
            habit = timeline.habit
            className = report.styles.className(habit.category)
            completion = report.completion(timeline, in: period)
            partly = report.model.reports.levels[habit.id]?[period]?.partly ?? 0
            let today = report.today
            levels = days.days.map { HeatmapLevel.of(timeline, on: $0, today: today) }
            entries = period.kind == .week ? days.days.map { timeline.day($0).map { Entry(count: $0.count, skipped: $0.skipped) } } : nil
        }
    }

    /// The card of `timeline` for `period` on the page at `path`; `nil` when the habit was not active in it.
    init?(_ timeline: HabitTimeline, period: HabitPeriod, path: PagePath, report: ReportSource) {
        let days = Days(period: period, path: path, report: report)
        guard let input = Input(timeline, days: days, report: report) else { return nil }
        self.init(input, days: days)
    }

    /// The card of `input` with its page's `days`; `year`: the Year heatmap's layout, made once for the page.
    init(_ input: Input, days: Days, year: YearHeatmap? = nil) {
        let habit = input.habit, period = days.period, completion = input.completion, levels = input.levels, words = days.words
        let format = days.format, periodTitle = period.title(format)
        className = input.className
        name = habit.name
        dayByDayText = words(.dayByDay, ["name": habit.name])
        goal = Self.goal(habit, format: format, words)
        habitHref = days.path.link(to: Routes.habit(habit.id).file)
        percentText = completion.text
        percentLabel = words(.completionLabel, ["period": periodTitle, "done": "\(completion.done)", "total": "\(completion.counted)"])
            + (input.partly > 0 ? words(.completionPartly, ["count": "\(input.partly)"]) : "")
        let inPeriod = words(.habitInPeriod, ["name": habit.name, "period": periodTitle])
        let description = "\(percentLabel) (\(completion.text))."
        let id = "hm-\(habit.id)"
        scrolls = period.kind == .year
        switch period.kind {
        case .year:
            let layout = year ?? YearHeatmap(year: period.first.year, week: days.week)
            if days.glance {
                chartSVG = YearHeatmapChart.compactSVG(layout, levels: levels, id: id, title: inPeriod,
                                                       description: description, format: format)
                tableHTML = nil
                detailHref = days.path.link(to: Routes.reportYear(period.first.year, habit: habit.id).file)
            } else {
                chartSVG = YearHeatmapChart.svg(layout, levels: levels, id: id, title: inPeriod,
                                                description: description, href: days.href, format: format, words: words.table)
                tableHTML = HeatmapTable.year(layout, levels: levels, caption: words(.habitInPeriodDays, ["name": habit.name, "period": periodTitle]),
                                             format: format, words: words.table)
                detailHref = nil
            }
            weekDays = nil
        case .month:
            chartSVG = MonthHeatmapChart.svg(MonthHeatmap(month: period.first, week: days.week),
                                             level: { day in days.index(day).map { levels[$0] } ?? .outside },
                                             id: id, title: inPeriod, description: description,
                                             href: days.href, format: format, words: words.table)
            tableHTML = HeatmapTable.list(Array(zip(days.days, levels)), label: words(.daysOfHabitInPeriod, ["name": habit.name, "period": periodTitle]),
                                          format: format, words: words.table)
            detailHref = nil
            weekDays = nil
        case .week:
            let shown = Array(zip(days.days, levels))
            chartSVG = WeekHeatmapChart.svg(shown, id: id, title: "\(habit.name), \(periodTitle)", description: description,
                                            format: format, words: words.table)
            tableHTML = nil
            detailHref = nil
            weekDays = shown.enumerated().map { index, day in
                Self.weekDay(day.0, day.1, input.entries?[index] ?? nil, habit: habit, href: days.pages[index].map { days.path.link(to: $0.file) },
                             format: format, words)
            }
        }
        hasWeekDays = weekDays != nil
    }

    /// "8 cups per day", or the frequency ("Every day", "3 times a week"); a Loop habit's own rule:
    /// "At most 2 cups a day", "2 times in 3 days".
    static func goal(_ habit: Habit, format: SiteFormat = .standard, _ words: Words = .english) -> String {
        if let loop = habit.loop {
            return loop.targetText(words.table, format: format) ?? loop.frequencyText(words.table, format: format)
        }
        guard let target = habit.targetValue else { return habit.frequency.text(words.table, format: format) }
        return words(.perDay, ["target": format.count(target), "unit": habit.targetUnit ?? words[.times]])
    }

    /// A day of a Week card: its level in words, then the amount toward the target; "Skipped" for a skipped day.
    static func weekDay(_ day: LocalDay, _ level: HeatmapLevel, _ entry: Input.Entry?, habit: Habit, href: String?,
                        format: SiteFormat, _ words: Words = .english) -> WeekDay {
        let text = level.text(words.table)
        var details = text.prefix(1).uppercased() + text.dropFirst()
        if let count = entry?.count {
            let target = habit.targetValue.map { " " + words[.of] + " \(format.fixed($0, places: 0))" } ?? ""
            let unit = habit.targetUnit ?? habit.loop?.unit ?? ""
            details += ": \(format.count(count))\(target) \(unit)"
        }
        if entry?.skipped == true { details = words[.skipped] }
        return WeekDay(label: format.weekdayAndDay(day), details: details, href: href)
    }
}

/// A card per habit on every report page (tens of thousands at 10 years): listed, not reflected.
extension ReportCard: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("className", className); f("checkSVG", checkSVG); f("name", name); f("goal", goal)
        f("habitHref", habitHref); f("percentText", percentText); f("percentLabel", percentLabel)
        f("chartSVG", chartSVG); f("scrolls", scrolls); f("tableHTML", tableHTML); f("detailHref", detailHref); f("weekDays", weekDays)
        f("hasWeekDays", hasWeekDays); f("dayByDayText", dayByDayText)
    }
}

/// Seven a Week card: listed, not reflected.
extension ReportCard.WeekDay: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("details", details); f("href", href) }
}

extension ReportCard.Days: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("period", period); f("week", week); f("path", path); f("squares", squares); f("glance", glance)
        f("format", format); f("words", words)
    }
}

extension ReportCard.Days.Squares: Fields {
    func fields(_ f: inout some FieldVisitor) { f("days", days); f("pages", pages) }
}

extension ReportCard.Input: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("habit", habit); f("className", className); f("completion", completion); f("partly", partly)
        f("levels", levels); f("entries", entries)
    }
}

extension ReportCard.Input.Entry: Fields {
    func fields(_ f: inout some FieldVisitor) { f("count", count); f("skipped", skipped) }
}
