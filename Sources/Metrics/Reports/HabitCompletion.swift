/// A habit's completion over a span of days: days done of the days that count.
///
/// The spec: "completion percentage for the period (… due days only in the denominator)". A day counts
/// when it is due; for an N-times-a-week habit a done day counts too (it is one of the week's N). Skipped
/// days, days not due, days outside the habit's time frame and future days never count; today counts only
/// once it is done (not yet done, it may still be). Done means at least partially, as for streaks.
public struct HabitCompletion: Sendable, Equatable, Codable {
    public let done: Int
    public let counted: Int

    public init(done: Int, counted: Int) {
        self.done = done
        self.counted = counted
    }

    /// The completion of `timeline` from `first` through `last` (clipped to today) as of `today`.
    public init(_ timeline: HabitTimeline, from first: LocalDay, through last: LocalDay, today: LocalDay) {
        var done = 0, counted = 0
        let weekly = timeline.unit == .weeks
        let end = min(last, today)
        if first <= end {
            for offset in 0...first.days(to: end) {
                guard let entry = timeline.day(first.adding(days: offset)), !entry.skipped else { continue }
                let isDone = entry.level.isDone
                guard entry.due || (weekly && isDone) else { continue }
                if entry.day == today, !isDone { continue }
                counted += 1
                if isDone { done += 1 }
            }
        }
        self.init(done: done, counted: counted)
    }

    /// Whole percent; `nil` when no day counted.
    public var percent: Int? {
        counted == 0 ? nil : Int((Double(done) * 100 / Double(counted)).rounded())
    }

    /// "85 %", or "–" when no day counted.
    public var text: String { percent.map { "\($0) %" } ?? "–" }
}
