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

    @Test("numerical: any amount above zero is a streak day, zero ends it", arguments: [
        ([3: 0.5, 2: 0, 1: 4, 0: 1], 2, 2),
        ([2: 7, 1: 7, 0: 0.001], 3, 3),
        ([1: 0, 0: 0], 0, 0),
    ] as [([Int: Double], Int, Int)])
    func numerical(amounts: [Int: Double], current: Int, best: Int) {
        let rule = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 5, targetType: .atMost)
        let summary = LoopStreaks.summary(rule: rule, entries: Self.entries(amounts.mapValues { .amount($0) }), through: Self.today)
        #expect(summary.current == current)
        #expect(summary.best == best)
    }
}
