import Testing
import Metrics

@Suite("Partial counts, time-of-day patterns and category performance (issue 17, seed B-024 and B-029)")
struct HabitPatternsTests {
    @Test("days by level: the days completion counts, partial ones apart; skipped beside them; today only once done",
          arguments: [
        (HabitFrequency.daily, "xpm.x", LevelCounts(full: 2, medium: 1, partial: 1, missed: 1)),
        (.daily, "xs.", LevelCounts(full: 1, skipped: 1)),
        (.daily, "", LevelCounts()),
        (.weekdays([2, 4, 6]), "x.p.x..", LevelCounts(full: 2, partial: 1)),
        (.timesPerWeek(3), "xxxx...", LevelCounts(full: 4)),
    ])
    func levels(frequency: HabitFrequency, marks: String, expected: LevelCounts) {
        let timeline = HabitMarks.timeline(frequency, marks)
        let today = HabitMarks.monday.adding(days: max(0, marks.count - 1))
        let levels = LevelCounts(timeline, from: HabitMarks.monday, through: today, today: today)
        #expect(levels == expected)
        let completion = HabitCompletion(timeline, from: HabitMarks.monday, through: today, today: today)
        #expect(levels.done == completion.done && levels.done + levels.missed == completion.counted)
    }

    @Test("the levels in words")
    func levelText() {
        #expect(LevelCounts(full: 12, medium: 3, partial: 2, missed: 4).text == "12 full, 3 medium, 2 partial, 4 missed")
        #expect(LevelCounts(full: 1, skipped: 2).text == "1 full, 0 medium, 0 partial, 0 missed, 2 skipped")
        #expect(LevelCounts(full: 1, medium: 2, partial: 3).partly == 5)
    }

    @Test("the statistics count partial days since start", arguments: [("xpmx.x", 3, 2, 1)])
    func statistics(marks: String, full: Int, partly: Int, missed: Int) {
        let timeline = HabitMarks.timeline(.daily, marks)
        let stats = HabitStatistics(timeline, today: HabitMarks.monday.adding(days: marks.count - 1), week: HabitWeek(firstWeekday: 2))
        #expect(stats.levels.full == full && stats.levels.partly == partly && stats.levels.missed == missed)
        #expect(stats.timeOfDay == nil, "no check-in has a time: nothing to say")
    }

    @Test("parts of the day, as the greeting splits it", arguments: [
        (0, TimeOfDayPattern.Part.night), (299, .night), (300, .morning), (719, .morning), (720, .afternoon),
        (1_019, .afternoon), (1_020, .evening), (1_319, .evening), (1_320, .night), (1_439, .night),
    ])
    func parts(minute: Int, part: TimeOfDayPattern.Part) {
        #expect(TimeOfDayPattern.Part(minute: minute) == part)
    }

    @Test("the pattern of timed check-ins; none timed, none shown; a tie goes to the earlier part")
    func pattern() throws {
        #expect(TimeOfDayPattern(minutes: []) == nil)
        #expect(TimeOfDayPattern(minutes: [nil, nil]) == nil)
        let pattern = try #require(TimeOfDayPattern(minutes: [420, 480, nil, 1_100, 500, 1_400]))
        #expect(pattern.counts == [3, 0, 1, 1] && pattern.timed == 5 && pattern.busiest == .morning)
        #expect(pattern.text == "Mostly in the morning: 3 of 5 timed check-ins")
        #expect(try #require(TimeOfDayPattern(minutes: [1_100, 800])).busiest == .afternoon)
    }

    @Test("a timeline's done days carry their check-in's time into the statistics")
    func timedStatistics() throws {
        let habit = HabitMarks.habit(.daily)
        let monday = HabitMarks.monday
        let checkIns = [CheckIn(habitID: 1, day: monday, level: .full, minute: 1_200),
                        CheckIn(habitID: 1, day: monday.adding(days: 1), level: .partial, minute: 1_250),
                        CheckIn(habitID: 1, day: monday.adding(days: 2), level: .full)]
        let timeline = HabitTimeline(habit: habit, checkIns: checkIns, today: monday.adding(days: 2), week: HabitWeek(firstWeekday: 2))
        let stats = HabitStatistics(timeline, today: monday.adding(days: 2), week: HabitWeek(firstWeekday: 2))
        #expect(try #require(stats.timeOfDay).counts == [0, 0, 2, 0])
    }

    @Test("category performance: habits of a category taken together, in the categories' order; empty ones left out")
    func categories() {
        let figures: [(category: String, completion: HabitCompletion, levels: LevelCounts)] = [
            ("Fitness", HabitCompletion(done: 3, counted: 4), LevelCounts(full: 2, partial: 1, missed: 1)),
            ("fitness", HabitCompletion(done: 1, counted: 4), LevelCounts(full: 1, missed: 3)),
            ("Learning", HabitCompletion(done: 5, counted: 5), LevelCounts(full: 5)),
            ("Health", HabitCompletion(done: 0, counted: 0), LevelCounts()),
        ]
        let rows = CategoryPerformance.of(figures, order: ["Learning", "Health", "Fitness", "Creative"])
        #expect(rows.map(\.category) == ["Learning", "Fitness"])
        #expect(rows[1].habits == 2 && rows[1].completion == HabitCompletion(done: 4, counted: 8) && rows[1].completion.percent == 50)
        #expect(rows[1].levels == LevelCounts(full: 3, partial: 1, missed: 4))
        #expect(CategoryPerformance.of([], order: ["Fitness"]).isEmpty)
    }
}

@Suite("The order of habits and categories the person sets (issue 17)")
struct ListOrderTests {
    let names = ["Read", "Stretch", "Water", "Guitar"]

    @Test("moving before, after, first and last; the others keep their order; names without case", arguments: [
        ("Guitar", ListPlacement.before("Read"), ["Guitar", "Read", "Stretch", "Water"]),
        ("read", .after("water"), ["Stretch", "Water", "Read", "Guitar"]),
        ("Water", .first, ["Water", "Read", "Stretch", "Guitar"]),
        ("Read", .last, ["Stretch", "Water", "Guitar", "Read"]),
        ("Stretch", .before("Water"), ["Read", "Stretch", "Water", "Guitar"]),
        ("Guitar", .after("Water"), ["Read", "Stretch", "Water", "Guitar"]),
    ])
    func move(name: String, placement: ListPlacement, expected: [String]) throws {
        #expect(try ListOrder.moving(name, to: placement, in: names) == expected)
    }

    @Test("an unknown name, or a move relative to itself, is refused")
    func refusals() {
        #expect(throws: ListOrder.Refusal.unknown("Run")) { try ListOrder.moving("Run", to: .first, in: names) }
        #expect(throws: ListOrder.Refusal.unknown("Run")) { try ListOrder.moving("Read", to: .before("Run"), in: names) }
        #expect(throws: ListOrder.Refusal.sameName("read")) { try ListOrder.moving("Read", to: .after("read"), in: names) }
        #expect(throws: ListOrder.Refusal.unknown("x")) { try ListOrder.moving("x", to: .last, in: []) }
    }
}
