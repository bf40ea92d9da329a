import Testing
import Metrics

@Suite("Habit streaks (seed Skill Tracker)")
struct HabitStreakTests {
    @Test("a daily habit: done days count, a missed due day ends it, today not yet done does not", arguments: [
        ("xxx", [1, 2, 3]),
        ("xx.x", [1, 2, 0, 1]),
        ("xxx.", [1, 2, 3, 3]),
        ("xpm", [1, 2, 3]),
        ("xsx", [1, 1, 2]),
        ("x.s.", [1, 0, 0, 0]),
        ("", []),
    ])
    func daily(marks: String, streaks: [Int]) {
        #expect(HabitMarks.timeline(.daily, marks).days.map(\.streak) == streaks)
    }

    @Test("chosen weekdays: days not due neither extend nor break it", arguments: [
        ("x.x.x..", [1, 1, 2, 2, 3, 3, 3]),
        ("x...x..", [1, 1, 0, 0, 1, 1, 1]),
        ("xx.....", [1, 1, 0, 0, 0, 0, 0]),
    ])
    func weekdays(marks: String, streaks: [Int]) {
        #expect(HabitMarks.timeline(.weekdays([2, 4, 6]), marks).days.map(\.streak) == streaks)
    }

    @Test("N times a week counts weeks that met N; the current week ends it only when it can no longer", arguments: [
        ("xxx....", [0, 0, 1, 1, 1, 1, 1]),
        ("xxx....x.x.x..", [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2]),
        ("xxx....x.x.x.........", [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0]),
        ("xxx....x.", [0, 0, 1, 1, 1, 1, 1, 1, 1]),
        ("xxx....ss.x.xx", [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]),
    ])
    func weekly(marks: String, streaks: [Int]) {
        let timeline = HabitMarks.timeline(.timesPerWeek(3), marks)
        #expect(timeline.unit == .weeks)
        #expect(timeline.days.map(\.streak) == streaks)
    }

    @Test("N times a week is due when the week can no longer wait", arguments: [
        (".......", [false, false, false, false, true, true, true]),
        ("xx.....", [false, false, false, false, false, false, true]),
        ("xxx....", [false, false, false, false, false, false, false]),
        ("..s....", [false, false, false, false, true, true, true]),
        ("...s...", [false, false, false, false, true, true, true]),
    ])
    func weeklyDue(marks: String, due: [Bool]) {
        #expect(HabitMarks.timeline(.timesPerWeek(3), marks).days.map(\.due) == due)
    }

    @Test("a week that starts mid-week needs only the days it has; Sunday weeks start on Sunday")
    func partialWeek() {
        let thursday = LocalDay("2026-11-19")!
        // Thursday to Sunday: 4 active days, so a week of 5 times needs 4.
        let timeline = HabitMarks.timeline(.timesPerWeek(5), "xxxx", start: thursday)
        #expect(timeline.days.map(\.streak) == [0, 0, 0, 1])
        // With Sunday weeks, Sunday 22nd starts a new week.
        let sunday = HabitMarks.timeline(.timesPerWeek(1), "xxxx", start: thursday, firstWeekday: 1)
        #expect(sunday.days.map(\.streak) == [1, 1, 1, 2])
        #expect(sunday.days.map(\.weekDone) == [1, 2, 3, 1])
    }

    @Test("streaks cross leap days, month and year ends, and DST changes as plain days", arguments: [
        "2028-02-27", "2026-12-30", "2026-03-28", "2026-10-24",
    ])
    func calendarEdges(start: String) {
        let first = LocalDay(start)!
        #expect(HabitMarks.timeline(.daily, "xxxx", start: first).days.map(\.streak) == [1, 2, 3, 4])
        #expect(HabitMarks.timeline(.daily, "xxxx", start: first).days.last?.day == first.adding(days: 3))
    }
}
