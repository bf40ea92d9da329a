import Testing
import Metrics

@Suite("Loop's streaks")
struct LoopStreaksTests {
    static let today = LocalDay("2026-11-20")!
    static func day(_ ago: Int) -> LocalDay { today.adding(days: -ago) }
    static func entries(_ marks: [Int: LoopEntry]) -> [LocalDay: LoopEntry] {
        Dictionary(uniqueKeysWithValues: marks.map { (day($0.key), $0.value) })
    }
    /// Marks, one a day, the last one today: x yes, . nothing, n no, s skip.
    static func marks(_ text: String) -> [LocalDay: LoopEntry] {
        let values: [Character: LoopEntry] = ["x": .yes, "n": .no, "s": .skip]
        return Dictionary(uniqueKeysWithValues: text.enumerated().compactMap { offset, mark in
            values[mark].map { (day(text.count - 1 - offset), $0) }
        })
    }

    @Test("Loop's long habit as a daily habit: best streaks 6, 5, 4, 3 (StreakListTest.testGetBest)")
    func longHabit() {
        let marks = [0, 1, 3, 5, 7, 8, 9, 10, 12, 14, 15, 17, 19, 20, 26, 27, 28, 50, 51, 52, 53, 54, 58, 60, 63, 65,
                     70, 71, 72, 73, 74, 75, 80, 81, 83, 89, 90, 91, 95, 102, 103, 108, 109, 120]
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 1, denominator: 1),
                                          entries: Self.entries(Dictionary(uniqueKeysWithValues: marks.map { ($0, LoopEntry.yes) })),
                                          through: Self.today)
        #expect(Array(summary.streaks.map(\.length).sorted(by: >).prefix(4)) == [6, 5, 4, 3])
        #expect(summary.best == 6)
        #expect(summary.current == 2)
    }

    @Test("a no five days ago and a yes today: one streak of one day (testGetBest_withUnknowns)")
    func withUnknowns() {
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 1, denominator: 1),
                                          entries: Self.entries([0: .yes, 5: .no]), through: Self.today)
        #expect(summary.streaks == [LoopStreaks.Streak(start: Self.today, end: Self.today)])
        #expect(summary.current == 1 && summary.best == 1)
    }

    @Test("daily: skips are streak days, a no or an empty day ends it; today empty keeps yesterday's", arguments: [
        ("xxsxx", 5, 5),
        ("xxnxx", 2, 2),
        ("xx.xx", 2, 2),
        ("sss", 3, 3),
        ("xxx.", 3, 3),
        ("xxx..", 0, 3),
        ("xxxxnx", 1, 4),
        ("", 0, 0),
    ])
    func daily(marks: String, current: Int, best: Int) {
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 1, denominator: 1), entries: Self.marks(marks), through: Self.today)
        #expect(summary.current == current)
        #expect(summary.best == best)
    }

    @Test("2 in 3 days counts days, automatic days included, not weeks")
    func twoInThree() {
        // Two yes days every three days: each pair opens a 3-day window, and the windows touch.
        let yes = [10, 9, 7, 6, 4, 3, 1, 0]
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 2, denominator: 3),
                                          entries: Self.entries(Dictionary(uniqueKeysWithValues: yes.map { ($0, LoopEntry.yes) })),
                                          through: Self.today)
        #expect(summary.streaks == [LoopStreaks.Streak(start: Self.day(11), end: Self.today.adding(days: 1))])
        #expect(summary.best == 13)
        #expect(summary.current == 12)
    }

    @Test("2 in 3 days with a day between the windows: three streaks of three days")
    func twoInThreeBroken() {
        let yes = [9, 8, 5, 4, 1, 0]
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 2, denominator: 3),
                                          entries: Self.entries(Dictionary(uniqueKeysWithValues: yes.map { ($0, LoopEntry.yes) })),
                                          through: Self.today)
        #expect(summary.streaks.map(\.length) == [3, 3, 3])
        #expect(summary.streaks.map(\.start) == [Self.day(9), Self.day(5), Self.day(1)])
        #expect(summary.best == 3)
        #expect(summary.current == 2)
    }

    @Test("1 per month: a yes today makes a streak through the month's window, best counts those days")
    func monthly() {
        let summary = LoopStreaks.summary(rule: LoopRule(numerator: 1, denominator: 30),
                                          entries: [Self.today: .yes], through: Self.today)
        // November 2026 has 30 days: the window runs from the 20th through December 19th.
        #expect(summary.streaks == [LoopStreaks.Streak(start: Self.today, end: LocalDay("2026-12-19")!)])
        #expect(summary.best == 30)
        #expect(summary.current == 1)
    }

    /// Amounts, one a day, the last one today: a number is an amount, `nil` no entry, `-1` a SKIP.
    static func amounts(_ list: [Double?]) -> [LocalDay: LoopEntry] {
        var entries: [LocalDay: LoopEntry] = [:]
        for (offset, amount) in list.enumerated() {
            guard let amount else { continue }
            entries[day(list.count - 1 - offset)] = amount < 0 ? .skip : .amount(amount)
        }
        return entries
    }

    @Test("at most 2 a day: a day counts when an amount is entered and is at most 2 (0 counts, no entry or over it breaks)",
          arguments: [
        ([nil], 0, 0),
        ([0], 1, 1),
        ([2], 1, 1),
        ([1.5], 1, 1),
        ([2.001], 0, 0),
        ([5], 0, 0),
        ([0, 0, nil, 0], 1, 2),
        ([0, 0, 3, 0, 2], 2, 2),
        ([0, 0, 0, 5, 5, 5, 5, 5, 0, 0], 2, 3),
        ([1, -1, 1], 3, 3),
        ([1, 1, nil], 2, 2),
    ] as [([Double?], Int, Int)])
    func atMost(amounts: [Double?], current: Int, best: Int) {
        let rule = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost)
        let summary = LoopStreaks.summary(rule: rule, entries: Self.amounts(amounts), through: Self.today)
        #expect(summary.current == current)
        #expect(summary.best == best)
    }

    @Test("at least 2 a day: a day counts when the amount is at least 2 (no entry, 0, under it or a skip breaks)",
          arguments: [
        ([nil], 0, 0),
        ([0], 0, 0),
        ([2], 1, 1),
        ([5], 1, 1),
        ([1.999], 0, 0),
        ([-1], 0, 0),
        ([2, 3, nil, 2], 1, 2),
        ([2, 2, 2, 0, 4], 1, 3),
        ([2, 1, 2, 2, nil], 2, 2),
        ([0.5, 0.5, 0.5], 0, 0),
    ] as [([Double?], Int, Int)])
    func atLeast(amounts: [Double?], current: Int, best: Int) {
        let rule = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atLeast)
        let summary = LoopStreaks.summary(rule: rule, entries: Self.amounts(amounts), through: Self.today)
        #expect(summary.current == current)
        #expect(summary.best == best)
    }

    @Test("a numerical habit without a target (0): at least 0 counts every entered day, 0 included")
    func noTarget() {
        let rule = LoopRule(numerator: 1, denominator: 1, numerical: true)
        let summary = LoopStreaks.summary(rule: rule, entries: Self.amounts([3, 0, nil, 0, 1]), through: Self.today)
        #expect(summary.current == 2 && summary.best == 2)
    }
}
