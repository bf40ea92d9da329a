import Testing
import Metrics

@Suite("Per-habit statistics and the strength score (issue 7)")
struct HabitStatisticsTests {
    @Test("the strength score against hand-computed values (m = 0.5^(√f/13))", arguments: [
        (HabitFrequency.daily, "xxx", [0.051922, 0.101149, 0.147820]),
        (.daily, "xx.x", [0.051922, 0.101149, 0.095897, 0.142840]),
        (.daily, "p", [0.015577]),
        (.daily, "xs", [0.051922, 0.051922]),
        (.daily, "x.", [0.051922, 0.051922]),
        (.timesPerWeek(3), "xx", [0.034303, 0.067430]),
        (.daily, "", []),
    ])
    func strength(frequency: HabitFrequency, marks: String, scores: [Double]) {
        let timeline = HabitMarks.timeline(frequency, marks)
        let points = HabitStrength.scores(timeline, today: HabitMarks.monday.adding(days: marks.count - 1))
        #expect(points.count == scores.count)
        for (point, score) in zip(points, scores) { #expect(abs(point.score - score) < 0.000_001, "\(point.day)") }
    }

    @Test("multiplier of a daily habit and of 3 times a week")
    func multiplier() {
        #expect(abs(HabitStrength.multiplier(timesPerDay: 1) - 0.948_078) < 0.000_001)
        #expect(abs(HabitStrength.multiplier(timesPerDay: 3.0 / 7) - 0.965_697) < 0.000_001)
    }

    @Test("current and best streak", arguments: [("xxx.xx", 2, 3), ("xxx.x.", 1, 3), ("", 0, 0), ("x", 1, 1), ("..", 0, 0)])
    func streaks(marks: String, current: Int, best: Int) {
        let stats = stats(marks)
        #expect(stats.currentStreak == current)
        #expect(stats.bestStreak == best)
    }

    @Test("best and worst weekday; a tie goes to the earlier weekday of the week", arguments: [
        (2, Optional(3), Optional(2)),  // Monday weeks: Mon 50 %, Tue first of the 100 % days
        (1, 1, 2),  // Sunday weeks: Sunday is the first of the 100 % days
    ])
    func weekdays(firstWeekday: Int, best: Int?, worst: Int?) {
        let stats = stats("xxxxxxx.xxxxxx", firstWeekday: firstWeekday)
        #expect(stats.bestWeekday?.weekday == best)
        #expect(stats.worstWeekday?.weekday == worst)
        #expect(stats.weekdays.count == 7)
    }

    @Test("an empty history has no completion, weekday, month or strength")
    func empty() {
        let stats = stats("")
        #expect(stats.sinceStart.percent == nil && stats.last7Days.percent == nil)
        #expect(stats.bestWeekday == nil && stats.worstWeekday == nil)
        #expect(stats.months.isEmpty && stats.strength.isEmpty && stats.improvement == nil)
    }

    @Test("completion over 7 and 30 days, since start, and the improvement over the previous 30 days")
    func windows() {
        let marks = String(repeating: "x", count: 15) + String(repeating: ".", count: 15) + String(repeating: "x", count: 30)
        let stats = stats(marks)
        #expect(stats.last7Days.percent == 100)
        #expect(stats.last30Days.percent == 100)
        #expect(stats.sinceStart == HabitCompletion(done: 45, counted: 60))
        #expect(stats.improvement == 50)
        #expect(stats.months.map(\.month) == [LocalDay("2026-11-01")!, LocalDay("2026-12-01")!, LocalDay("2027-01-01")!])
    }

    private func stats(_ marks: String, firstWeekday: Int = 2) -> HabitStatistics {
        let timeline = HabitMarks.timeline(.daily, marks, firstWeekday: firstWeekday)
        let week = HabitWeek(firstWeekday: firstWeekday)
        return HabitStatistics(timeline, today: HabitMarks.monday.adding(days: marks.count - 1), week: week)
    }
}
