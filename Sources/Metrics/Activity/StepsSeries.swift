/// The seven values of the steps graph (seed HelpMeTrain, "Steps Graph").
///
/// Day mode: "last 6 completed days + current day", oldest left. Week mode: "7 consecutive
/// 7-day blocks: last 6 completed blocks + current block", the current block being the
/// rolling 7 days ending on the shown day. Always actual step counts; a day before the history
/// starts has no value (`nil`), and a block without a day of history has none either.
public enum StepsSeries {
    /// A labelled value of the graph.
    public struct Point: Sendable, Equatable {
        public let first: LocalDay
        public let last: LocalDay
        /// Actual steps, `nil` for no data.
        public let steps: Int?
        public init(first: LocalDay, last: LocalDay, steps: Int?) { self.first = first; self.last = last; self.steps = steps }
    }

    /// The 7 days ending on `day`.
    public static func days(endingOn day: LocalDay, steps: (LocalDay) -> Int?) -> [Point] {
        (0..<7).reversed().map { back in
            let d = day.adding(days: -back)
            return Point(first: d, last: d, steps: steps(d))
        }
    }

    /// The 7 non-overlapping 7-day blocks ending on `day`.
    public static func blocks(endingOn day: LocalDay, steps: (LocalDay) -> Int?) -> [Point] {
        blocksByDayNumber(endingOn: day, steps: { steps(LocalDay(dayNumber: $0)) })
    }

    /// `blocks`, the steps of a day asked by its number (`LocalDay.dayNumber`): every Week page sums 49 days,
    /// and making a `LocalDay` of each was most of that.
    public static func blocksByDayNumber(endingOn day: LocalDay, steps: (Int) -> Int?) -> [Point] {
        (0..<7).reversed().map { back in
            let last = day.adding(days: -7 * back)
            let first = last.adding(days: -6)
            // The known days' sum, `nil` when none is known (no array per block: every Week page has seven).
            var sum: Int?
            for number in first.dayNumber...last.dayNumber {
                if let known = steps(number) { sum = WholeNumber.sum(sum ?? 0, known) }
            }
            return Point(first: first, last: last, steps: sum)
        }
    }
}
