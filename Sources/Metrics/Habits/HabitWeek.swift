/// The site's weeks: seven days from the `habits.first_weekday` setting (Sunday or Monday).
///
/// The one place the first-weekday rule lives: habit week strips and reports, the heatmaps' rows and
/// columns, the per-weekday statistics and the Activity month calendar all lay their weeks out here.
public struct HabitWeek: Sendable, Equatable {
    /// 1 = Sunday or 2 = Monday.
    public let firstWeekday: Int

    public init(firstWeekday: Int) { self.firstWeekday = firstWeekday == 1 ? 1 : 2 }

    /// Where `day` falls in its week: 0 on the first weekday … 6 on the last.
    public func column(of day: LocalDay) -> Int { (day.weekday - firstWeekday + 7) % 7 }

    /// The weekday numbers (1 = Sunday … 7 = Saturday) in week order, first weekday first.
    public var weekdays: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// The weekdays' short names in week order: ["Mon", …, "Sun"] or ["Sun", …, "Sat"] (en-US).
    public var shortNames: [String] { shortNames(.standard) }

    /// The weekdays' short names in week order, as `format` writes them: ["Mo", …, "So"] in German.
    public func shortNames(_ format: SiteFormat) -> [String] { weekdays.map { format.shortWeekdayName(weekday: $0) } }

    /// The first day of the week containing `day`.
    public func start(of day: LocalDay) -> LocalDay { day.adding(days: -column(of: day)) }

    /// The seven days of the week containing `day`, first weekday first.
    public func days(of day: LocalDay) -> [LocalDay] {
        let first = start(of: day)
        return (0..<7).map { first.adding(days: $0) }
    }
}
