import Foundation
import Testing
import Metrics

@Suite("The Habits home of a day: total streak, rollover, time frames, levels")
struct HabitsDayTests {
    let monday = HabitMarks.monday

    func book(_ habits: [(Habit, String)], today offset: Int) -> HabitBook {
        let history = History(habits: habits.map(\.0),
                              checkIns: habits.flatMap { HabitMarks.checkIns($0.1, id: $0.0.id) })
        return HabitBook(history: history, today: monday.adding(days: offset), week: HabitWeek(firstWeekday: 2))
    }

    @Test("the total streak: every due habit done at least partially; nothing due is neutral; today does not end it")
    func totalStreak() {
        let a = HabitMarks.habit(.daily, id: 1), b = HabitMarks.habit(.daily, id: 2)
        let c = HabitMarks.habit(.weekdays([2]), id: 3)
        let book = book([(a, "xxp.x."), (b, "x.xxpx"), (c, ".......")], today: 5)
        // Monday: c is due and missed, so 0; then a misses Thursday; Saturday (today) is not complete yet.
        #expect((0...5).map { book.totalStreak(on: monday.adding(days: $0)) } == [0, 0, 1, 0, 1, 1])
        #expect(book.day(monday.adding(days: 5)).totalStreak == 1)
    }

    @Test("no habits: no streak and an empty day")
    func empty() {
        let book = HabitBook(history: .empty, today: monday, week: HabitWeek(firstWeekday: 2))
        #expect(book.totalStreak(on: monday) == 0)
        #expect(book.day(monday).cards.isEmpty && book.firstDay == nil)
    }

    @Test("rollover: a habit missed on its due day is listed the next day with the arrow, then as not due", arguments: [
        (1, "2026-11-16", false), (2, nil, true), (0, nil, false),
    ] as [(Int, String?, Bool)])
    func rollover(offset: Int, from: String?, notDue: Bool) throws {
        let habit = HabitMarks.habit(.weekdays([2]), rollover: true)
        let card = try #require(book([(habit, "")], today: 3).day(monday.adding(days: offset)).cards.first)
        #expect(card.rolledOverFrom?.description == from)
        #expect(card.notDue == notDue)
    }

    @Test("no rollover without the setting, or when the due day was done: the next day it is listed as not due")
    func noRollover() throws {
        let plain = HabitMarks.habit(.weekdays([2]))
        let card = try #require(book([(plain, "")], today: 3).day(monday.adding(days: 1)).cards.first)
        #expect(card.rolledOverFrom == nil && card.notDue)
        let done = HabitMarks.habit(.weekdays([2]), rollover: true)
        let next = try #require(book([(done, "x")], today: 3).day(monday.adding(days: 1)).cards.first)
        #expect(next.rolledOverFrom == nil && next.notDue)
    }

    // Issue 17: the morning routine hid a not-due "Track weight" (chosen weekdays) while a not-due
    // "Practice guitar" (3 times a week) showed as undone. One rule: every habit in use is listed, and one
    // not due that day says so, whatever its frequency or section.
    @Test("a habit not due that day is listed as not due, never hidden, never undone", arguments: [
        (HabitFrequency.weekdays([2, 4, 6]), ".", 1, true),   // Tuesday: not one of its weekdays
        (.timesPerWeek(3), "xxx", 3, true),                    // Thursday: the week's three are done
        (.weekdays([2, 4, 6]), "x", 0, false),                 // Monday, done
        (.daily, "x.", 1, false),                              // Tuesday: due and not done yet
        (.weekdays([3]), "", 0, true),                         // Monday, for a Tuesday habit
    ] as [(HabitFrequency, String, Int, Bool)])
    func notDue(frequency: HabitFrequency, marks: String, offset: Int, notDue: Bool) throws {
        var habit = HabitMarks.habit(frequency)
        habit.morningRoutine = true
        let card = try #require(book([(habit, marks)], today: offset).day(monday.adding(days: offset)).cards.first)
        #expect(card.notDue == notDue)
        #expect(card.due == !notDue || card.level.isDone)
    }

    @Test("a section's tally tells full completions from partial ones, and leaves habits not due out of N")
    func tally() {
        let habits = (1...9).map { HabitMarks.habit($0 == 9 ? .weekdays([3]) : .daily, id: Int64($0)) }
        let marks = ["x", "x", "x", "x", "x", "p", ".", ".", ""]
        let day = book(Array(zip(habits, marks)), today: 0).day(monday)
        let tally = HabitsDay.Tally(day.cards)
        #expect(tally.done == 5 && tally.partial == 1 && tally.of == 8 && tally.notDue == 1)
        #expect(tally.text == "5 done, 1 partial of 8 · 1 not due")
        let medium = HabitsDay.Tally(book([(habits[0], "m"), (habits[1], "x")], today: 0).day(monday).cards)
        #expect(medium.text == "1 done, 1 partial of 2")
        #expect(HabitsDay.Tally(book([(habits[0], "x")], today: 0).day(monday).cards).text == "1 done of 1")
    }

    // Issue 17: the overview counted 9 habits (archived habits and ended time frames included) where the
    // Habits page listed 8.
    @Test("the overview counts the habits the Habits page lists: no archived habit, no ended time frame")
    func overviewCount() {
        let today = monday.adding(days: 4)
        var ended = HabitMarks.habit(.daily, id: 2)
        ended.endDay = monday.adding(days: 2)
        let archived = HabitMarks.habit(.daily, id: 3, archived: true)
        let weekly = HabitMarks.habit(.weekdays([2]), id: 4)
        let habits = [(HabitMarks.habit(.daily, id: 1), "xxxxx"), (ended, "xxx"), (archived, "xx"), (weekly, "x")]
        let history = History(habits: habits.map(\.0), checkIns: habits.flatMap { HabitMarks.checkIns($0.1, id: $0.0.id) })
        let book = HabitBook(history: history, today: today, week: HabitWeek(firstWeekday: 2))
        let steps = ActivityHistory(history: history, today: today, goals: GoalHistory(changes: [], fallback: 10_000),
                                    rules: StreakLedger.Rules(earnEvery: 7, maxBonusDays: 2))
        let overview = OverviewSummary(history: history, steps: steps, calendar: DayCalendar(timeZone: .gmt), book: book)
        #expect(book.current(on: today).map(\.habit.id) == [1, 4])
        #expect(overview.habits.activeHabits == book.day(today).cards.count)
        #expect(overview.habits.activeHabits == 2 && overview.habits.checkedInToday == 1)
    }

    @Test("a streak is shown with its unit", arguments: [
        (HabitStreakUnit.days, 1, "1 day"), (.days, 0, "0 days"), (.weeks, 3, "3 weeks"), (.weeks, 1, "1 week"),
    ])
    func streakUnit(unit: HabitStreakUnit, count: Int, text: String) {
        #expect(unit.count(count) == text)
    }

    @Test("a time frame: listed only inside it, then in the archive list with its final result")
    func timeFrame() throws {
        var challenge = HabitMarks.habit(.daily)
        challenge.startDay = monday.adding(days: 1)
        challenge.endDay = monday.adding(days: 4)
        let book = book([(challenge, ".xx.x..")], today: 6)
        #expect(book.day(monday).cards.isEmpty)
        #expect(book.day(monday.adding(days: 2)).cards.count == 1)
        #expect(book.day(monday.adding(days: 4)).finished.isEmpty)
        let finished = try #require(book.day(monday.adding(days: 5)).finished.first)
        #expect(finished.result == HabitResult(done: 3, of: 4, unit: .days))
        #expect(finished.result.text == "done on 3 of 4 due days (75 %)")
        #expect(book.day(monday.adding(days: 5)).cards.isEmpty)
    }

    @Test("an archived habit is listed up to its last check-in, then archived")
    func archived() {
        let habit = HabitMarks.habit(.daily, archived: true)
        let book = book([(habit, "xx")], today: 4)
        #expect(book.day(monday.adding(days: 1)).cards.count == 1)
        #expect(book.day(monday.adding(days: 2)).cards.isEmpty)
        #expect(book.day(monday.adding(days: 2)).finished.first?.result.text == "done on 2 of 2 due days (100 %)")
        // Its days after the last check-in are not due, so they do not end the total streak.
        #expect(book.totalStreak(on: monday.adding(days: 4)) == 2)
    }

    @Test("levels from a count and a daily target", arguments: [
        (0.0, CompletionLevel.none), (-1, .none), (1, .partial), (4.7, .partial), (4.8, .medium),
        (7.99, .medium), (8, .full), (12, .full),
    ])
    func levels(count: Double, level: CompletionLevel) {
        #expect(CompletionLevel.from(count: count, target: 8) == level)
    }

    @Test("card progress: the count over the target, else the level's intensity", arguments: [
        (CompletionLevel.partial, 2.0 as Double?, 8.0 as Double?, 0.25), (.full, 12, 8, 1), (.medium, nil, nil, 0.6),
        (.partial, nil, 8, 0.3), (.none, nil, nil, 0),
    ])
    func progress(level: CompletionLevel, count: Double?, target: Double?, expected: Double) {
        #expect(HabitsDay.Card.progress(level: level, count: count, target: target) == expected)
    }

    @Test("frequency subtitles and greetings", arguments: [
        (HabitFrequency.daily, "Every day"), (.timesPerWeek(1), "Once a week"), (.timesPerWeek(3), "3 times a week"),
        (.weekdays([6, 2, 4]), "Mon, Wed, Fri"),
    ])
    func subtitles(frequency: HabitFrequency, text: String) {
        #expect(frequency.text == text)
    }

    @Test("the greeting by hour", arguments: [(4, "Good night"), (5, "Good morning"), (12, "Good afternoon"),
                                              (17, "Good evening"), (22, "Good night")])
    func greeting(hour: Int, text: String) {
        #expect(HabitGreeting.text(hour: hour) == text)
    }
}
