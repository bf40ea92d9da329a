import Foundation

/// Today's active energy against the typical same weekday (seed HealthTrends).
///
/// "Today": cumulative active energy from midnight to Data Time. "Average": the average
/// cumulative energy by each hour across the last ~10 occurrences of the current weekday
/// (excluding today), interpolated at Data Time. "Total": the average of those days' full-day
/// totals. "Data Time": the time of the most recent sample. Days and weekdays are local;
/// a comparison day is read at the same wall-clock time, so DST days (23 or 25 hours) line up.
public struct EnergyTrend: Sendable, Equatable {
    /// How fresh the data is.
    public enum State: String, Sendable, Codable {
        /// Data Time within `freshness` of the build time.
        case fresh
        /// Data Time earlier today.
        case delayed
        /// The newest data is from an earlier day: an average-only view.
        case stale
        /// No active energy in the store at all.
        case noData = "no_data"
    }

    public let day: LocalDay
    public let state: State
    /// The newest active-energy sample's time, if any.
    public let dataTime: Date?
    /// Where the chart's marker sits: Data Time on today (fresh, delayed), else the build time.
    public let markerSeconds: Double
    /// Today's length in seconds (82 800, 86 400 or 90 000).
    public let dayLength: Double
    public let comparisonDays: [LocalDay]
    /// Today's running total up to Data Time; `nil` when stale or without data.
    public let todayCurve: CumulativeCurve?
    /// The average running total at each hour boundary of today.
    public let averageCurve: CumulativeCurve?
    public let moveGoal: Double?

    /// The hour slots a site uses: active energy's on `today`'s weekday, for this trend (today and every
    /// comparison day fall on it; steps and distance are shown by the day). A build reads only these from the
    /// store (`HistoryStore.auditedHistory(…hourly:)`): a small share of the hourly rows, whose read was a
    /// large share of a next day's load phase.
    public static func hourlyScope(today: LocalDay) -> HourlyScope {
        HourlyScope(quantities: [.activeEnergy], weekday: today.weekday)
    }

    /// Lag tolerated before the state is "delayed".
    public static let freshness: TimeInterval = 15 * 60

    /// Today's total so far.
    public var today: Double? { todayCurve?.total }
    /// The average by the marker's time.
    public var average: Double? { averageCurve?.value(at: markerSeconds) }
    /// The projected end of day: the average of the comparison days' full-day totals.
    public var total: Double? { averageCurve?.total }
    /// Today minus the average: positive when ahead.
    public var difference: Double? { today.flatMap { t in average.map { t - $0 } } }
}

extension EnergyTrend {
    /// The trend for the day containing `now`, from the stored history.
    public init(history: History, now: Date, calendar: DayCalendar, comparisonCount: Int) {
        let day = calendar.day(containing: now)
        let hourly = history.hourly[.activeEnergy] ?? [:], daily = Self.dailyEnergy(history)
        let dataTime = history.newestSample[.activeEnergy].map { min($0, now) }
        let state = Self.state(dataTime: dataTime, hasData: !daily.isEmpty, now: now, day: day, calendar: calendar)
        let start = calendar.start(of: day)
        self.day = day
        self.state = state
        self.dataTime = dataTime
        self.dayLength = calendar.length(of: day)
        self.markerSeconds = (state == .fresh || state == .delayed ? dataTime ?? now : now).timeIntervalSince(start)
        self.comparisonDays = Self.comparisonDays(before: day, count: comparisonCount, available: Set(daily.keys))
        self.moveGoal = Self.moveGoal(history.activitySummaries, on: day)
        let curves = comparisonDays.map { Self.curve(hourly[$0], total: daily[$0], length: calendar.length(of: $0)) }
        self.averageCurve = Self.average(curves, days: comparisonDays, today: day, calendar: calendar)
        self.todayCurve = state == .fresh || state == .delayed
            ? Self.todayCurve(Self.curve(hourly[day], total: daily[day], length: dayLength), upTo: markerSeconds) : nil
    }

    /// Each day's active energy: the samples' total, or, on a day without samples, its Activity
    /// Summary's active energy (an export from a watch whose samples were not kept still has them).
    static func dailyEnergy(_ history: History) -> [LocalDay: Double] {
        var daily = history.daily[.activeEnergy] ?? [:]
        for summary in history.activitySummaries where daily[summary.day] == nil {
            daily[summary.day] = summary.activeEnergyKcal
        }
        return daily
    }

    static func state(dataTime: Date?, hasData: Bool, now: Date, day: LocalDay, calendar: DayCalendar) -> State {
        guard hasData else { return .noData }
        // Summaries only: no sample says when the data ends, so today is not drawn.
        guard let dataTime else { return .stale }
        guard calendar.day(containing: dataTime) == day else { return .stale }
        return now.timeIntervalSince(dataTime) <= freshness ? .fresh : .delayed
    }

    /// The last `count` same weekdays before `day` that have data, newest first.
    static func comparisonDays(before day: LocalDay, count: Int, available: Set<LocalDay>) -> [LocalDay] {
        guard let earliest = available.min() else { return [] }
        var days: [LocalDay] = []
        var candidate = day.adding(days: -7)
        while days.count < count, candidate >= earliest {
            if available.contains(candidate) { days.append(candidate) }
            candidate = candidate.adding(days: -7)
        }
        return days
    }

    /// The move goal of `day`'s weekday: the most recent Activity Summary on that weekday.
    static func moveGoal(_ summaries: [ActivitySummary], on day: LocalDay) -> Double? {
        summaries.filter { $0.day.weekday == day.weekday && $0.day <= day }.max { $0.day < $1.day }?.moveGoalKcal
    }

    /// A day's curve from its hourly totals; a day with only a daily total rises evenly.
    /// `length` is the day's length: its last slot ends there (a 23.5-hour day's last slot is half an hour).
    static func curve(_ hourly: [Double]?, total: Double?, length: Double = 86_400) -> CumulativeCurve {
        if let hourly, !hourly.isEmpty { return CumulativeCurve(hourly: hourly, dayLength: length) }
        return CumulativeCurve(points: [.init(seconds: 0, value: 0), .init(seconds: length, value: total ?? 0)])
    }

    /// The mean of `curves` at each hour boundary of `today`, each read at the same wall-clock time.
    static func average(_ curves: [CumulativeCurve], days: [LocalDay], today: LocalDay, calendar: DayCalendar) -> CumulativeCurve? {
        guard !curves.isEmpty else { return nil }
        let hours = calendar.hours(in: today), start = calendar.start(of: today)
        let points = (0...hours).map { hour -> CumulativeCurve.Point in
            let seconds = min(Double(hour) * 3600, calendar.length(of: today))
            let values = zip(curves, days).map { curve, day in
                curve.value(at: sameClockSeconds(start.addingTimeInterval(seconds), isEnd: hour == hours, on: day, calendar))
            }
            return CumulativeCurve.Point(seconds: seconds, value: values.reduce(0, +) / Double(values.count))
        }
        return CumulativeCurve(points: points)
    }

    /// Seconds after `day`'s midnight at which its clock shows the same time as `instant`.
    static func sameClockSeconds(_ instant: Date, isEnd: Bool, on day: LocalDay, _ calendar: DayCalendar) -> Double {
        if isEnd { return calendar.length(of: day) }
        let clock = calendar.clock(instant)
        let there = calendar.instant(on: day, hour: clock.hour, minute: clock.minute, second: clock.second)
        return there.timeIntervalSince(calendar.start(of: day))
    }

    /// Today's curve cut at the marker, ending with the running total at Data Time.
    static func todayCurve(_ curve: CumulativeCurve, upTo seconds: Double) -> CumulativeCurve {
        var points = curve.points.filter { $0.seconds < seconds }
        points.append(.init(seconds: seconds, value: curve.total))
        return CumulativeCurve(points: points)
    }
}
