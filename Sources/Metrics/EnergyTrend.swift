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
