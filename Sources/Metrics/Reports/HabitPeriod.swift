/// A Habit Reports period: a week, a month or a year (seed Skill Tracker, "View selector: Week / Month /
/// Year tabs" with "< Today >" navigation).
public struct HabitPeriod: Sendable, Hashable, Comparable {
    /// The three report views.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case week, month, year

        /// "Week", "Month", "Year".
        public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public let kind: Kind
    public let first: LocalDay
    public let last: LocalDay

    /// The period of `kind` containing `day`; weeks start on `week.firstWeekday`.
    public init(_ kind: Kind, containing day: LocalDay, week: HabitWeek) {
        self.kind = kind
        switch kind {
        case .week:
            first = week.start(of: day)
            last = first.adding(days: 6)
        case .month:
            first = day.firstOfMonth
            last = first.adding(days: first.daysInMonth - 1)
        case .year:
            first = LocalDay(year: day.year, month: 1, day: 1) ?? day
            last = LocalDay(year: day.year, month: 12, day: 31) ?? day
        }
    }

    /// The period before this one.
    public func previous(week: HabitWeek) -> HabitPeriod { HabitPeriod(kind, containing: first.adding(days: -1), week: week) }

    /// The period after this one.
    public func next(week: HabitWeek) -> HabitPeriod { HabitPeriod(kind, containing: last.adding(days: 1), week: week) }

    /// Whether `day` is inside the period.
    public func contains(_ day: LocalDay) -> Bool { day >= first && day <= last }

    /// The days of the period, oldest first.
    public var days: [LocalDay] { (0...first.days(to: last)).map { first.adding(days: $0) } }

    /// "2026", "November 2026", "Nov 16 – Nov 22, 2026".
    public var title: String { title(.standard) }

    /// The title as `format` writes it: "2026", "November 2026", "16. Nov. – 22. Nov. 2026".
    public func title(_ format: SiteFormat) -> String {
        switch kind {
        case .year: "\(first.year)"
        case .month: format.monthAndYear(first)
        case .week: format.dayRange(first, last)
        }
    }

    public static func < (a: HabitPeriod, b: HabitPeriod) -> Bool { a.first < b.first }
}
