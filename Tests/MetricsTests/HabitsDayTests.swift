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

    @Test("rollover: a habit missed on its due day is listed the next day with the arrow, then dropped", arguments: [
        (1, true, "2026-11-16"), (2, false, nil), (0, true, nil),
    ] as [(Int, Bool, String?)])
    func rollover(offset: Int, listed: Bool, from: String?) {
        let habit = HabitMarks.habit(.weekdays([2]), rollover: true)
        let card = book([(habit, "")], today: 3).day(monday.adding(days: offset)).cards.first
        #expect((card != nil) == listed)
        #expect(card?.rolledOverFrom?.description == from)
    }

    @Test("no rollover without the setting, or when the due day was done")
    func noRollover() {
        let plain = HabitMarks.habit(.weekdays([2]))
        #expect(book([(plain, "")], today: 3).day(monday.adding(days: 1)).cards.isEmpty)
        let done = HabitMarks.habit(.weekdays([2]), rollover: true)
        #expect(book([(done, "x")], today: 3).day(monday.adding(days: 1)).cards.isEmpty)
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
