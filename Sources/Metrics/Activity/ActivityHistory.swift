/// The step history with its goals and streak ledger: what every Activity page reads.
public struct ActivityHistory: Sendable {
    public let goals: GoalHistory
    public let ledger: StreakLedger
    public let today: LocalDay
    /// The first day with recorded steps, if any.
    public let firstDay: LocalDay?
    /// The daily totals of steps, active energy and distance, by day number (`DayIndexed`).
    private let stepTotals: DayIndexed<Double>, energyTotals: DayIndexed<Double>, distanceTotals: DayIndexed<Double>
    /// Active energy of the Activity Summaries, for days without active-energy samples.
    private let summaryEnergy: DayIndexed<Double>

    public init(history: History, today: LocalDay, goals: GoalHistory, rules: StreakLedger.Rules) {
        let steps = history.daily[.steps] ?? [:]
        let first = steps.keys.filter { $0 <= today }.min()
        self.goals = goals
        self.today = today
        self.firstDay = first
        stepTotals = DayIndexed(steps)
        energyTotals = DayIndexed(history.daily[.activeEnergy] ?? [:])
        distanceTotals = DayIndexed(history.daily[.distance] ?? [:])
        summaryEnergy = DayIndexed(Dictionary(history.activitySummaries.map { ($0.day, $0.activeEnergyKcal) }, uniquingKeysWith: { $1 }))
        self.ledger = StreakLedger(from: first ?? today, through: today, rules: rules, goals: goals) {
            ActivityRules.steps(steps[$0] ?? 0)
        }
    }

    /// Actual steps of `day` (0 when none were recorded).
    public func steps(_ day: LocalDay) -> Int { ActivityRules.steps(stepTotals[day] ?? 0) }

    /// Whether `day` has a recorded step total.
    public func hasSteps(_ day: LocalDay) -> Bool { stepTotals[day] != nil }

    /// Whether `day` lies inside the step history: from its first recorded day through today.
    ///
    /// A day before the history starts has no data: it is not a day of 0 steps, so it is drawn as
    /// "no data", and streaks, averages and the Walking Bot leave it out.
    public func inHistory(_ day: LocalDay) -> Bool { ActivityRules.inHistory(day, firstDay: firstDay, today: today) }

    /// Actual steps of `day`, `nil` outside the history (a day inside it without a total has 0).
    public func recordedSteps(_ day: LocalDay) -> Int? { inHistory(day) ? steps(day) : nil }

    /// `recordedSteps` of the day numbered `dayNumber` (`LocalDay.dayNumber`).
    public func recordedSteps(dayNumber: Int) -> Int? {
        guard let firstDay, dayNumber >= firstDay.dayNumber, dayNumber <= today.dayNumber else { return nil }
        return ActivityRules.steps(stepTotals[dayNumber: dayNumber] ?? 0)
    }

    /// The days of the 7 ending on `day` that lie inside the history.
    public func historyDays(endingOn day: LocalDay) -> [LocalDay] {
        (0..<7).map { day.adding(days: -$0) }.filter(inHistory)
    }

    /// Active energy of `day` in kcal, `nil` when none was recorded.
    /// The samples' total when there is one, else the day's Activity Summary's active energy.
    public func kilocalories(_ day: LocalDay) -> Double? { energyTotals[day] ?? summaryEnergy[day] }

    /// Walking and running distance of `day` in miles, `nil` when none was recorded.
    public func miles(_ day: LocalDay) -> Double? { distanceTotals[day].map { ActivityRules.miles(meters: $0) } }

    /// The sum of `value` over the 7 days ending on `day`, `nil` when none of them has data.
    public func weekTotal(endingOn day: LocalDay, _ value: (LocalDay) -> Double?) -> Double? {
        // Summed as `reduce(0, +)` sums the known values in this order, without an array for them.
        var total: Double?
        for back in 0..<7 {
            if let known = value(day.adding(days: -back)) { total = (total ?? 0) + known }
        }
        return total
    }

    /// What the month calendar shows for `day`.
    public func status(_ day: LocalDay) -> MonthGrid.Status {
        if day > today { return .future }
        guard let entry = ledger.entry(on: day), firstDay != nil else { return .noData }
        switch entry.status {
        case .achieved: return .achieved
        case .keptByBonus: return .keptByBonus
        case .missed: return hasSteps(day) ? .missed : .noData
        case .inProgress: return .inProgress
        }
    }
}
