import Foundation
import Testing
import Metrics

@Suite("The Activity rules, each in one place")
struct ActivityRulesTests {
    // Seed HelpMeTrain, "Goal Achievement": "A day's goal is achieved if: actualSteps >= goalStepsForThatDate"
    @Test("a goal is reached at exactly the goal and above, not one step below", arguments: [
        (10_000, 10_000, true), (10_001, 10_000, true), (9_999, 10_000, false), (0, 0, true), (0, 1, false),
    ])
    func goalReached(steps: Int, goal: Int, reached: Bool) {
        #expect(ActivityRules.goalReached(steps: steps, goal: goal) == reached)
    }

    // Seed HelpMeTrain: "Every step recorded during the day counts toward the goal."
    @Test("a stored total shows as the nearest whole step", arguments: [
        (9_999.6, 10_000), (9_999.5, 10_000), (9_999.4, 9_999), (0.4, 0), (8_421, 8_421),
        (Double.nan, 0), (-0.4, 0),
    ])
    func steps(total: Double, shown: Int) {
        #expect(ActivityRules.steps(total) == shown)
    }

    @Test("9,999.6 recorded steps reach a goal of 10,000: the day's goal and its shown count agree")
    func fractionalTotalReachesGoal() {
        #expect(ActivityRules.goalReached(steps: ActivityRules.steps(9_999.6), goal: 10_000))
        #expect(!ActivityRules.goalReached(steps: ActivityRules.steps(9_999.4), goal: 10_000))
    }

    // Seed HelpMeTrain: "Distance: HealthKit walking/running distance, displayed in miles";
    // "Example: miles tile shows total miles walked in the last 7 days."
    @Test("metres become miles, shown to the hundredth", arguments: [
        (1_609.344, 1.0, 1.0), (0, 0, 0), (5_000, 3.106_855_96, 3.11), (1_987.5, 1.234_975_2, 1.23), (8_046.72, 5.0, 5.0),
    ])
    func miles(meters: Double, miles: Double, shown: Double) {
        #expect(abs(ActivityRules.miles(meters: meters) - miles) < 1e-6)
        #expect(ActivityRules.milesShown(ActivityRules.miles(meters: meters)) == shown)
    }

    // Seed HelpMeTrain: "Calories: HealthKit Active Energy Burned, label "kcal"".
    @Test("active energy shows as the nearest whole kcal", arguments: [(412.5, 413), (412.49, 412), (0, 0), (Double.infinity, WholeNumber.limit)])
    func kilocalories(kcal: Double, shown: Int) {
        #expect(ActivityRules.kilocalories(kcal) == shown)
    }
}

@Suite("The overview and the Activity pages read a day's steps alike")
struct OverviewStepsAgreeTests {
    let today = LocalDay("2026-11-21")!
    let goals = GoalHistory(changes: [], fallback: 10_000)

    private func figures(_ steps: [Double]) -> (OverviewSummary.Activity, ActivityHistory) {
        var daily: [LocalDay: Double] = [:]
        for (offset, value) in steps.enumerated() { daily[today.adding(days: -offset)] = value }
        let history = History(daily: [.steps: daily])
        let activity = ActivityHistory(history: history, today: today, goals: goals,
                                       rules: StreakLedger.Rules(earnEvery: 7, maxBonusDays: 2))
        let overview = OverviewSummary(history: history, steps: activity, calendar: DayCalendar(timeZone: .gmt),
                                       book: HabitBook(history: history, today: today, week: HabitWeek(firstWeekday: 2))).activity
        return (overview, activity)
    }

    // Seed HelpMeTrain: "Every step recorded during the day counts toward the goal." A total of
    // 9,999.6 (a sample spread over hours) showed as 9,999 and "not achieved" on the overview while
    // the Day dial showed 10,000 and "achieved".
    @Test("a fractional total shows the same count, and the same goal status, on both")
    func fractionalTotal() {
        let (overview, activity) = figures([9_999.6, 9_999.4, 10_000.5])
        #expect(overview.stepsToday == activity.steps(today))
        #expect(overview.stepsToday == 10_000)
        let reached = (0..<7).filter { activity.ledger.entry(on: today.adding(days: -$0))?.status == .achieved }.count
        #expect(overview.daysAchievedLast7Days == 2)
        #expect(reached == 2)
    }

    @Test("the 7-day average is the Week page's 7-day total, the sum of the shown daily counts, over 7")
    func average() {
        let (overview, activity) = figures([0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 3])
        let shown = (0..<7).reduce(0) { $0 + activity.steps(today.adding(days: -$1)) }
        #expect(shown == 3)
        #expect(overview.averageStepsLast7Days == 0) // 3 / 7 rounded; the stored totals' 5.4 / 7 rounded is 1
    }
}

@Suite("Days before the step history starts are no data, not days of 0 steps")
struct BeforeHistoryTests {
    let today = LocalDay("2026-11-21")!
    let goals = GoalHistory(changes: [], fallback: 10_000)
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    /// No habits: these tests read the overview's Activity figures only.
    static let noHabits = HabitBook(history: .empty, today: LocalDay("2026-11-21")!, week: HabitWeek(firstWeekday: 2))

    /// A history whose first recorded day is `days - 1` days before today, each day with `steps`.
    private func history(days: Int, steps: Double = 12_000) -> ActivityHistory {
        let daily = Dictionary(uniqueKeysWithValues: (0..<days).map { (today.adding(days: -$0), steps) })
        return ActivityHistory(history: History(daily: [.steps: daily]), today: today, goals: goals,
                               rules: StreakLedger.Rules(earnEvery: 2, maxBonusDays: 3))
    }

    @Test("a day before the first recorded day has no steps; a gap inside the history has 0")
    func recordedSteps() {
        var daily = [today: 5_000.0, today.adding(days: -3): 7_000]
        daily[today.adding(days: -1)] = nil
        let activity = ActivityHistory(history: History(daily: [.steps: daily]), today: today, goals: goals,
                                       rules: StreakLedger.Rules(earnEvery: 2, maxBonusDays: 3))
        #expect(activity.recordedSteps(today.adding(days: -4)) == nil)
        #expect(activity.recordedSteps(today.adding(days: -3)) == 7_000)
        #expect(activity.recordedSteps(today.adding(days: -1)) == 0)
        #expect(activity.recordedSteps(today.adding(days: 1)) == nil)
        #expect(!ActivityRules.inHistory(today, firstDay: nil, today: today))
        // By day number, as the Week pages' blocks ask: the same answers, at the edges too.
        for back in -2...6 {
            let day = today.adding(days: -back)
            #expect(activity.recordedSteps(dayNumber: day.dayNumber) == activity.recordedSteps(day), "\(day)")
        }
    }

    @Test("the graph's days and blocks before the history carry no value", arguments: [1, 3, 7])
    func series(days: Int) {
        let activity = history(days: days)
        let series = StepsSeries.days(endingOn: today, steps: activity.recordedSteps)
        #expect(series.filter { $0.steps == nil }.count == 7 - days)
        #expect(series.suffix(days).allSatisfy { $0.steps == 12_000 })
        let blocks = StepsSeries.blocks(endingOn: today, steps: activity.recordedSteps)
        #expect(blocks.last?.steps == 12_000 * days)
        #expect(StepsSeries.blocksByDayNumber(endingOn: today, steps: activity.recordedSteps(dayNumber:)) == blocks)
        #expect(blocks.dropLast().allSatisfy { $0.steps == nil })
    }

    @Test("streaks start on the first recorded day: no missed days before it")
    func streak() {
        let activity = history(days: 3)
        #expect(activity.ledger.entries.first?.day == today.adding(days: -2))
        #expect(activity.ledger.streak(on: today) == 3)
        #expect(activity.status(today.adding(days: -3)) == .noData)
    }

    @Test("the overview's average and days at goal count only days inside the history", arguments: [
        (1, 12_000, 1), (3, 12_000, 3), (7, 12_000, 7),
    ])
    func overviewAverage(days: Int, average: Int, achieved: Int) {
        let overview = OverviewSummary(history: .empty, steps: history(days: days), calendar: berlin, book: Self.noHabits).activity
        #expect(overview.averageStepsLast7Days == average)
        #expect(overview.daysAchievedLast7Days == achieved)
        #expect(overview.daysWithDataLast7Days == days)
    }

    @Test("without any step history the overview averages nothing")
    func emptyHistory() {
        let activity = ActivityHistory(history: .empty, today: today, goals: goals, rules: StreakLedger.Rules(earnEvery: 2, maxBonusDays: 1))
        let overview = OverviewSummary(history: .empty, steps: activity, calendar: berlin, book: Self.noHabits).activity
        #expect(overview.averageStepsLast7Days == 0 && overview.daysWithDataLast7Days == 0 && overview.daysAchievedLast7Days == 0)
    }

    @Test("the Walking Bot walks no goal on a day before the history", arguments: [(nil as Int?, 60_000 + 5_000), (2, 20_000 + 5_000), (0, 5_000)])
    func walkingBot(startBack: Int?, expected: Int) {
        let now = berlin.instant(on: today, hour: 12)
        let since = startBack.map { today.adding(days: -$0) }
        let steps = WalkingBot.weekSteps(endingOn: today, goals: goals, at: now, calendar: berlin, since: since)
        #expect(abs(steps - expected) <= 1)
    }
}
