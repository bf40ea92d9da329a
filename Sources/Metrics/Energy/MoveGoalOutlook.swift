import Strings

/// Seed HealthTrends' third goal, "Help users understand if they'll hit their move goal", from the
/// projection: today so far plus what a typical same weekday still burns after this time of day.
///
/// Projected end of day = today + (Total − Average), Average read at Data Time. The person is on
/// track when that reaches the goal; otherwise behind by goal − projection, which is also how far
/// today is below the running total that would reach the goal at the typical pace ("behind by N kcal
/// at this time of day"). Figures are compared as shown: whole kcal.
public struct MoveGoalOutlook: Sendable, Equatable {
    public enum Status: String, Sendable, Codable {
        case reached
        case onTrack = "on_track"
        case behind
    }

    public let status: Status
    public let goal: Int
    public let today: Int
    /// Today plus the rest of a typical same weekday.
    public let projected: Int
    /// How many kcal today is behind the goal's pace; 0 unless `behind`.
    public let shortfall: Int

    /// The outlook of `trend`; `nil` without a move goal or without today's data (stale, no data).
    public init?(trend: EnergyTrend) {
        guard let goal = trend.moveGoal, let today = trend.today else { return nil }
        let rest = max(0, (trend.total ?? 0) - (trend.average ?? 0))
        self.init(goal: ActivityRules.kilocalories(goal), today: ActivityRules.kilocalories(today),
                  rest: ActivityRules.kilocalories(rest))
    }

    /// The outlook from whole kcal: the goal, today so far, and what a typical day still burns after now.
    public init(goal: Int, today: Int, rest: Int) {
        self.goal = goal
        self.today = today
        self.projected = WholeNumber.sum(today, rest)
        self.shortfall = max(0, goal - projected)
        if today >= goal { status = .reached } else if projected >= goal { status = .onTrack } else { status = .behind }
    }

    /// The answer in a sentence; `clock` is the Data Time ("15:00").
    public func sentence(at clock: String, format: SiteFormat = .standard, words: StringTable = .english) -> String {
        func energy(_ kcal: Int) -> String { format.energyWithUnit(kcal: Double(kcal)) }
        switch status {
        case .reached:
            return words(.moveGoalReached, ["today": format.energy(kcal: Double(today)), "goal": energy(goal)])
        case .onTrack:
            return words(.moveGoalOnTrack, ["goal": energy(goal), "time": clock, "projected": energy(projected)])
        case .behind:
            return words(.moveGoalBehind, ["goal": energy(goal), "shortfall": energy(shortfall), "time": clock, "projected": energy(projected)])
        }
    }
}
