import Testing
import Metrics

/// Loop's own unit tests (uhabits-core `ScoreListTest.kt`, `EntryListTest.kt`, fixtures in
/// `HabitFixtures.kt`): the same histories, and the numbers Loop's author wrote down, to Loop's 1e-6.
@Suite("Loop's score (Loop's own test cases)")
struct LoopScoreTests {
    static let today = LocalDay("2026-11-20")!
    static func day(_ ago: Int) -> LocalDay { today.adding(days: -ago) }

    static func score(_ rule: LoopRule, _ entries: [Int: LoopEntry], daysAgo: Int = 0) -> Double {
        let points = LoopScore.points(rule: rule, entries: Dictionary(uniqueKeysWithValues: entries.map { (day($0.key), $0.value) }),
                                      through: today)
        return points.first { $0.day == day(daysAgo) }?.score ?? 0
    }

    static func yes(_ days: Range<Int>) -> [Int: LoopEntry] { Dictionary(uniqueKeysWithValues: days.map { ($0, LoopEntry.yes) }) }
    static func amount(_ days: Range<Int>, _ value: Double) -> [Int: LoopEntry] {
        Dictionary(uniqueKeysWithValues: days.map { ($0, LoopEntry.amount(value)) })
    }

    static let daily = LoopRule(numerator: 1, denominator: 1)
    static func numerical(_ type: LoopRule.TargetType, _ numerator: Int = 1, _ denominator: Int = 1) -> LoopRule {
        LoopRule(numerator: numerator, denominator: denominator, numerical: true, targetValue: 2, targetType: type)
    }

    @Test("a daily yes/no habit done on the last 20 days (test_getValue)")
    func dailyYesNo() {
        let expected = [0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000,
                        0.472617, 0.443734, 0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017,
                        0.192067, 0.147820, 0.101149, 0.051922, 0, 0]
        for (ago, value) in expected.enumerated() {
            #expect(abs(Self.score(Self.daily, Self.yes(0..<20), daysAgo: ago) - value) < 1e-6, "day \(ago)")
        }
    }

    @Test("skipped days keep the score (test_getValueWithSkip, test_getValueWithSkip2)")
    func skips() {
        var entries = Self.yes(0..<20)
        for ago in [5, 10, 11] { entries[ago] = .skip }
        let expected = [0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734,
                        0.413270, 0.381137, 0.347244, 0.347244, 0.347244, 0.311495]
        for (ago, value) in expected.enumerated() {
            #expect(abs(Self.score(Self.daily, entries, daysAgo: ago) - value) < 1e-6, "day \(ago)")
        }
        let second = [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0]
        for (ago, value) in second.enumerated() {
            #expect(abs(Self.score(Self.daily, [5: .yes, 4: .skip], daysAgo: ago) - value) < 1e-6, "day \(ago)")
        }
    }

    @Test("non-daily yes/no habits: the doubled window (test_imperfectNonDaily, test_irregularNonDaily, test_recompute)")
    func nonDaily() {
        var twoOfSeven: [Int: LoopEntry] = [:], alternating: [Int: LoopEntry] = [:]
        for week in 0..<100 {
            twoOfSeven[7 * week] = .yes
            twoOfSeven[7 * week + 1] = .yes
            alternating[14 * week] = .yes
            alternating[14 * week + 13] = .yes
        }
        #expect(abs(Self.score(LoopRule(numerator: 3, denominator: 7), twoOfSeven) - 2.0 / 3) < 1e-6)
        #expect(abs(Self.score(LoopRule(numerator: 4, denominator: 7), twoOfSeven) - 0.5) < 1e-6)
        #expect(abs(Self.score(LoopRule(numerator: 1, denominator: 7), alternating) - 1) < 1e-3)
        #expect(abs(Self.score(Self.daily, Self.yes(0..<2)) - 0.101149) < 1e-6)
        #expect(abs(Self.score(LoopRule(numerator: 1, denominator: 2), Self.yes(0..<2)) - 0.054816) < 1e-6)
    }

    @Test("numerical at least, target 2 (NumericalAtLeastScoreListTest)")
    func atLeast() {
        #expect(abs(Self.score(Self.numerical(.atLeast), Self.amount(0..<20, 2)) - 0.655747) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), Self.amount(0..<20, 2), daysAgo: 19) - 0.051922) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), Self.amount(0..<2, 2)) - 0.101149) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast, 1, 2), Self.amount(0..<2, 2)) - 0.072631) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), Self.amount(0..<500, 1)) - 0.5) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), Self.amount(0..<500, 0.5)) - 0.25) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), [0: .amount(10_000)]) - 0.051922) < 1e-6)
        var skipped = Self.amount(0..<20, 2)
        skipped[10] = .skip
        skipped[15] = .skip
        #expect(abs(Self.score(Self.numerical(.atLeast), skipped) - 0.617008) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), skipped, daysAgo: 10) - 0.347244) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atLeast), skipped, daysAgo: 15) - 0.192067) < 1e-6)
    }

    @Test("numerical at most, target 2: starts at 1, partial credit (NumericalAtMostScoreListTest)")
    func atMost() {
        var entries = Self.amount(0..<20, 5)
        entries[20] = .amount(1)
        #expect(abs(Self.score(Self.numerical(.atMost), entries) - 0.344253) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), entries, daysAgo: 19) - 0.948078) < 1e-6)
        #expect(Self.score(Self.numerical(.atMost), entries, daysAgo: 20) == 1)
        #expect(Self.score(Self.numerical(.atMost), [:]) == 1)
        #expect(abs(Self.score(Self.numerical(.atMost), Self.amount(0..<2, 5)) - 0.898850) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost, 1, 2), Self.amount(0..<2, 5)) - 0.927369) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), Self.amount(0..<500, 3)) - 0.5) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), Self.amount(0..<500, 3.5)) - 0.25) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), [1: .amount(10_000)]) - 0.950773) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), [0: .amount(5), 1: .amount(0)]) - 0.948077) < 1e-6)
        #expect(abs(Self.score(Self.numerical(.atMost), [0: .amount(5), 1: .amount(1)]) - 0.948077) < 1e-6)
    }

    @Test("a zero target gives a finite score (test_withZeroTarget)", arguments: [LoopRule.TargetType.atLeast, .atMost])
    func zeroTarget(type: LoopRule.TargetType) {
        let rule = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 0, targetType: type)
        let entries: [Int: LoopEntry] = [0: .amount(0.1), 1: .amount(0.2), 3: .amount(0.3), 5: .amount(0.4)]
        #expect(Self.score(rule, entries).isFinite)
    }

    @Test("the issue's 2 in 3 days habit (Loop's createShortHabit) scores Loop's 0.2557")
    func twoInThreeDays() {
        let marks = [true, false, false, true, true, true, false, false, true, true]
        let entries = Dictionary(uniqueKeysWithValues: marks.enumerated().map { ($0.offset, $0.element ? LoopEntry.yes : .no) })
        #expect(abs(Self.score(LoopRule(numerator: 2, denominator: 3), entries) - 0.2557) < 5e-5)
    }

    @Test("1 in 3 days fills automatic days, sliding older windows back past the first entry (testComputeBoolean)")
    func automaticDays() {
        let entries = [4: LoopEntry.yes, 9: .yes, 10: .yes]
        let result = LoopScore.compute(rule: LoopRule(numerator: 1, denominator: 3),
                                       entries: Dictionary(uniqueKeysWithValues: entries.map { (Self.day($0.key), $0.value) }),
                                       through: Self.today)
        let expected: [Int: LoopScore.Computed] = [2: .automatic, 3: .automatic, 4: .entered(.yes), 7: .automatic,
                                                   8: .automatic, 9: .entered(.yes), 10: .entered(.yes),
                                                   11: .automatic, 12: .automatic]
        #expect(result.entries == Dictionary(uniqueKeysWithValues: expected.map { (Self.day($0.key), $0.value) }))
        #expect(result.firstDay == Self.day(12))
        #expect(result.points.count == 13)
    }

    @Test("nothing entered: one day, today, at 0 (at most: 1)")
    func empty() {
        let points = LoopScore.points(rule: LoopRule(numerator: 3, denominator: 7), entries: [:], through: Self.today)
        #expect(points == [HabitStrength.Point(day: Self.today, score: 0)])
    }

    @Test("absurd input never traps: zero and huge frequencies, NaN and infinite amounts", arguments: [
        (0, 0), (0, 7), (5, 0), (1_000_000, 3), (3, 1_000_000), (-4, -9),
    ])
    func absurd(numerator: Int, denominator: Int) {
        let entries: [LocalDay: LoopEntry] = [Self.day(3): .amount(.nan), Self.day(2): .amount(.infinity),
                                              Self.day(1): .amount(-.infinity), Self.day(0): .yes]
        for numerical in [false, true] {
            let rule = LoopRule(numerator: numerator, denominator: denominator, numerical: numerical, targetValue: 1e300)
            let points = LoopScore.points(rule: rule, entries: entries, through: Self.today)
            #expect(points.allSatisfy { $0.score.isFinite && (0...1).contains($0.score) })
            #expect(LoopStreaks.summary(rule: rule, entries: entries, through: Self.today).best <= 400)
        }
    }
}
