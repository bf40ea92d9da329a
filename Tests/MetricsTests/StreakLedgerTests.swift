import Testing
import Metrics

@Suite("Streaks and bonus days (seed HelpMeTrain)")
struct StreakLedgerTests {
    let start = LocalDay("2026-01-01")!

    /// A ledger over `steps` (one value a day from `start`; the last day is today).
    func ledger(_ steps: [Int], earnEvery: Int, max: Int, goals: GoalHistory = GoalHistory(changes: [], fallback: 100)) -> StreakLedger {
        StreakLedger(from: start, through: start.adding(days: steps.count - 1),
                     rules: .init(earnEvery: earnEvery, maxBonusDays: max), goals: goals) { steps[start.days(to: $0)] }
    }

    @Test("earn after N achieved days, use on a miss, end with none left; today never ends a streak")
    func earnUseEnd() {
        let entries = ledger([100, 100, 100, 50, 50, 100, 50], earnEvery: 3, max: 2).entries
        #expect(entries.map(\.status) == [.achieved, .achieved, .achieved, .keptByBonus, .missed, .achieved, .inProgress])
        #expect(entries.map(\.streak) == [1, 2, 3, 4, 0, 1, 1])
        #expect(entries.map(\.bonusBalance) == [0, 0, 1, 0, 0, 0, 0])
        #expect(entries.map(\.bonusUsed) == [false, false, false, true, false, false, false])
    }

    @Test("bonus days are capped at the maximum")
    func cap() {
        #expect(ledger([100, 100, 100, 100, 100], earnEvery: 1, max: 2).entries.map(\.bonusBalance) == [1, 2, 2, 2, 2])
        #expect(ledger([100, 100, 100, 50, 100], earnEvery: 1, max: 0).entries.map(\.streak) == [1, 2, 3, 0, 1])
    }

    @Test("a bonus day restarts the run of achieved days")
    func runRestarts() {
        let entries = ledger([100, 100, 50, 100, 100, 100], earnEvery: 2, max: 5).entries
        #expect(entries.map(\.achievedRun) == [1, 2, 0, 1, 2, 3])
        #expect(entries.map(\.bonusBalance) == [0, 1, 0, 0, 1, 1])
        #expect(entries.map(\.streak) == [1, 2, 3, 4, 5, 6])
    }

    @Test("today counts once achieved")
    func todayAchieved() {
        #expect(ledger([100, 120], earnEvery: 7, max: 2).entries.last?.status == .achieved)
        #expect(ledger([100, 120], earnEvery: 7, max: 2).streak(on: start.adding(days: 1)) == 2)
    }

    @Test("a goal change in the middle of a streak judges each day by its own goal")
    func goalChange() {
        let goals = GoalHistory(changes: [GoalChange(effective: start, steps: 100),
                                          GoalChange(effective: start.adding(days: 3), steps: 200)], fallback: 100)
        let entries = ledger([150, 150, 150, 150, 250, 90], earnEvery: 7, max: 2, goals: goals).entries
        #expect(entries.map(\.goal) == [100, 100, 100, 200, 200, 200])
        #expect(entries.map(\.status) == [.achieved, .achieved, .achieved, .missed, .achieved, .inProgress])
    }

    @Test("changing the settings' goal never changes a past day once goals are recorded")
    func settingsGoalIgnored() {
        let changes = [GoalChange(effective: start, steps: 100)]
        let a = ledger([100, 90, 120], earnEvery: 1, max: 1, goals: GoalHistory(changes: changes, fallback: 100))
        let b = ledger([100, 90, 120], earnEvery: 1, max: 1, goals: GoalHistory(changes: changes, fallback: 50_000))
        #expect(a == b)
    }

    @Test("a single day of history, and today with no steps")
    func singleDay() {
        let only = ledger([0], earnEvery: 7, max: 2).entries
        #expect(only.count == 1)
        #expect(only[0].status == .inProgress)
        #expect(only[0].streak == 0)
    }

    @Test("a leap day is a day like any other")
    func leapDay() {
        let first = LocalDay("2024-02-28")!
        let ledger = StreakLedger(from: first, through: LocalDay("2024-03-01")!, rules: .init(earnEvery: 7, maxBonusDays: 2),
                                  goals: GoalHistory(changes: [], fallback: 100)) { _ in 100 }
        #expect(ledger.entries.map(\.day.description) == ["2024-02-28", "2024-02-29", "2024-03-01"])
        #expect(ledger.streak(on: LocalDay("2024-02-29")!) == 2)
    }
}
