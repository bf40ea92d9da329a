/// Streaks and bonus days, day by day (seed HelpMeTrain, "Goal, Streaks, and Bonus Days").
///
/// Days are taken in order. An achieved day adds 1 to the streak and to the run of
/// consecutive achieved days; each time that run reaches a multiple of N
/// (`bonusEarnEveryNConsecutiveDays`) one bonus day is earned, up to the maximum. A completed
/// day that is not achieved uses one bonus day if there is one (the streak goes on and counts
/// that day; the run starts again at 0), else the streak ends. Today, while not yet achieved,
/// neither ends the streak nor uses a bonus day. Steps shown are never changed by bonuses.
public struct StreakLedger: Sendable, Equatable {
    /// What happened on one day.
    public enum Status: String, Sendable, Codable {
        /// `actualSteps >= goalStepsForThatDate`.
        case achieved
        /// Missed, but a bonus day kept the streak.
        case keptByBonus = "kept_by_bonus"
        /// Missed with no bonus day left: the streak ended.
        case missed
        /// Today, not achieved yet: nothing is decided.
        case inProgress = "in_progress"
    }

    /// One day of the ledger.
    public struct Entry: Sendable, Equatable {
        public let day: LocalDay
        public let steps: Int
        public let goal: Int
        public let status: Status
        /// Whether a bonus day was used on this day.
        public var bonusUsed: Bool { status == .keptByBonus }
        /// Bonus days held at the end of the day.
        public let bonusBalance: Int
        /// The streak at the end of the day.
        public let streak: Int
        /// Consecutive achieved days at the end of the day.
        public let achievedRun: Int
    }

    /// The rules' two settings.
    public struct Rules: Sendable, Equatable {
        public let earnEvery: Int
        public let maxBonusDays: Int
        public init(earnEvery: Int, maxBonusDays: Int) {
            self.earnEvery = max(1, earnEvery)
            self.maxBonusDays = max(0, maxBonusDays)
        }
    }

    public let entries: [Entry]
    private let index: [LocalDay: Int]

    /// The ledger from `first` through `today`; `steps(day)` gives a day's actual steps (0 when none).
    public init(from first: LocalDay, through today: LocalDay, rules: Rules, goals: GoalHistory,
                steps: (LocalDay) -> Int) {
        var entries: [Entry] = []
        var state = (streak: 0, run: 0, bonus: 0)
        var day = first
        while day <= today {
            let entry = Self.step(day, steps(day), goals.goal(on: day), isToday: day == today, rules, &state)
            entries.append(entry)
            day = day.adding(days: 1)
        }
        self.entries = entries
        self.index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.day, $0) })
    }

    /// The entry of `day`, if the ledger covers it.
    public func entry(on day: LocalDay) -> Entry? { index[day].map { entries[$0] } }

    /// The streak shown for `day`: the streak at the end of that day (today: so far).
    public func streak(on day: LocalDay) -> Int { entry(on: day)?.streak ?? 0 }

    private static func step(_ day: LocalDay, _ steps: Int, _ goal: Int, isToday: Bool, _ rules: Rules,
                             _ state: inout (streak: Int, run: Int, bonus: Int)) -> Entry {
        let status: Status
        if ActivityRules.goalReached(steps: steps, goal: goal) {
            status = .achieved
            state.streak += 1
            state.run += 1
            if state.run % rules.earnEvery == 0 { state.bonus = min(rules.maxBonusDays, state.bonus + 1) }
        } else if isToday {
            status = .inProgress
        } else if state.bonus > 0 {
            status = .keptByBonus
            state.bonus -= 1
            state.streak += 1
            state.run = 0
        } else {
            status = .missed
            state.streak = 0
            state.run = 0
        }
        return Entry(day: day, steps: steps, goal: goal, status: status, bonusBalance: state.bonus,
                     streak: state.streak, achievedRun: state.run)
    }
}
