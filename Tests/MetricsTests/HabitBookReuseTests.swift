import Testing
import Metrics

@Suite("A habit book made again after a check-in keeps the other habits' timelines")
struct HabitBookReuseTests {
    let start = LocalDay("2026-01-05")!
    let week = HabitWeek(firstWeekday: 2)

    func history(extra: [CheckIn] = [], renamed: Bool = false) -> History {
        let habits = [
            Habit(id: 1, name: renamed ? "Read more" : "Read", category: "Learning", icon: "book", frequency: .daily, created: start),
            Habit(id: 2, name: "Stretch", category: "Fitness", icon: "figure", frequency: .weekdays([2, 4]), created: start),
            Habit(id: 3, name: "Run", category: "Fitness", icon: "figure", frequency: .timesPerWeek(2), created: start),
        ]
        let checkIns = (0..<40).flatMap { offset in
            [CheckIn(habitID: 1, day: start.adding(days: offset), level: offset % 3 == 0 ? .partial : .full),
             CheckIn(habitID: 3, day: start.adding(days: offset * 2), level: .full)]
        } + extra
        return History(habits: habits, checkIns: checkIns.sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) })
    }

    @Test("only the habit with a new check-in is made again; the book equals one made from scratch")
    func reuse() {
        let today = start.adding(days: 90)
        let before = HabitBook(history: history(), today: today, week: week)
        #expect(before.reused.isEmpty)
        let changed = history(extra: [CheckIn(habitID: 2, day: today, level: .medium)])
        let after = HabitBook(history: changed, today: today, week: week, reusing: before)
        let fresh = HabitBook(history: changed, today: today, week: week)
        #expect(after.reused == [1, 3])
        #expect(after.timelines.map(\.days) == fresh.timelines.map(\.days))
        #expect(after.totalStreaks == fresh.totalStreaks)
        #expect(after.timelines[1].day(today)?.level == .medium)
    }

    @Test("a renamed habit, another day or another week start makes the timeline again")
    func noReuse() {
        let today = start.adding(days: 90)
        let before = HabitBook(history: history(), today: today, week: week)
        #expect(HabitBook(history: history(renamed: true), today: today, week: week, reusing: before).reused == [2, 3])
        #expect(HabitBook(history: history(), today: today.adding(days: 1), week: week, reusing: before).reused.isEmpty)
        #expect(HabitBook(history: history(), today: today, week: HabitWeek(firstWeekday: 1), reusing: before).reused.isEmpty)
        #expect(HabitBook(history: history(), today: today, week: week, reusing: before).reused == [1, 2, 3])
    }
}
