import Testing
import Metrics

@Suite("The goal of a day is the one in force that day")
struct GoalHistoryTests {
    let history = GoalHistory(changes: [
        GoalChange(effective: LocalDay("2025-06-01")!, steps: 12_000),
        GoalChange(effective: LocalDay("2025-01-01")!, steps: 8_000),
    ], fallback: 10_000)

    @Test("looks up the latest change on or before the day", arguments: [
        ("2024-12-31", 8_000), // before the first change: the first one
        ("2025-01-01", 8_000), ("2025-05-31", 8_000), ("2025-06-01", 12_000), ("2026-01-01", 12_000),
    ])
    func lookup(day: String, goal: Int) {
        #expect(history.goal(on: LocalDay(day)!) == goal)
    }

    @Test("with no recorded change, the settings' goal applies")
    func fallback() {
        #expect(GoalHistory(changes: [], fallback: 9_000).goal(on: LocalDay("2025-01-01")!) == 9_000)
    }
}

@Suite("The step dial's three fields")
struct StepDialTests {
    let today = LocalDay("2026-11-21")!

    @Test("top field is Today on the current day, else MM/DD/YYYY")
    func topField() {
        #expect(StepDial(day: today, today: today, steps: 0, goal: 10_000).topLabel() == "Today")
        #expect(StepDial(day: today.adding(days: -1), today: today, steps: 0, goal: 10_000).topLabel() == "11/20/2026")
    }

    @Test("middle and bottom fields", arguments: [
        (8_421, 10_000, "8,421", "Of 10,000 steps", 0.8421, false),
        (10_000, 10_000, "10,000", "Of 10,000 steps", 1.0, true),
        (15_000, 10_000, "15,000", "Of 10,000 steps", 1.0, true),
        (0, 500, "0", "Of 500 steps", 0.0, false),
    ])
    func fields(steps: Int, goal: Int, stepsText: String, goalText: String, progress: Double, achieved: Bool) {
        let dial = StepDial(day: today, today: today, steps: steps, goal: goal)
        #expect(dial.stepsText == stepsText)
        #expect(dial.goalText() == goalText)
        #expect(abs(dial.progress - progress) < 1e-9)
        #expect(dial.achieved == achieved)
    }

    @Test("number text", arguments: [
        (0, "0"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"), (-1_500, "-1,500"),
    ])
    func grouped(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }

    @Test("fixed decimals", arguments: [(3.14159, 1, "3.1"), (0.999, 1, "1.0"), (1234.5, 2, "1,234.50"), (2.5, 0, "3")])
    func fixed(value: Double, places: Int, text: String) {
        #expect(NumberText.fixed(value, places: places) == text)
    }
}
