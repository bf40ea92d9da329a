import Metrics
import Testing
@testable import Importers

@Suite("Loop habits and entries in sitegen's terms")
struct LoopMappingTests {
    @Test("frequency: numerator times every denominator days", arguments: [
        (1, 1, HabitFrequency.daily),
        (7, 7, .daily),
        (3, 7, .timesPerWeek(3)),
        (1, 7, .timesPerWeek(1)),
        (6, 7, .timesPerWeek(6)),
        (1, 2, .timesPerWeek(4)),
        (2, 3, .timesPerWeek(5)),
        (1, 14, .timesPerWeek(1)),
        (1, 30, .timesPerWeek(1)),
        (2, 1, .daily),
        (10, 7, .daily),
    ])
    func frequency(numerator: Int, denominator: Int, expected: HabitFrequency) {
        #expect(LoopMapping.frequency(LoopHabit(position: 1, name: "x", numerator: numerator, denominator: denominator)) == expected)
    }

    static let yesNo = LoopHabit(position: 1, name: "Meditate")
    static let run = LoopHabit(position: 2, name: "Run", measurable: true, unit: "km", targetValue: 2)
    static let weekly = LoopHabit(position: 3, name: "Swim", measurable: true, denominator: 7, unit: "laps", targetValue: 20)
    static let coffee = LoopHabit(position: 4, name: "Coffee", measurable: true, unit: "cups", targetKind: .atMost, targetValue: 2)
    static let free = LoopHabit(position: 5, name: "Push-ups", measurable: true, unit: "", targetValue: 0)

    @Test("a measurable habit's frequency is daily and its target daily", arguments: [
        (Self.run, 2.0, "km"), (Self.weekly, 2.86, "laps"),
    ])
    func dailyTarget(habit: LoopHabit, value: Double, unit: String) throws {
        #expect(LoopMapping.frequency(habit) == .daily)
        let target = try #require(LoopMapping.target(habit))
        #expect(target.value == value && target.unit == unit)
    }

    @Test("no sitegen target for yes/no, AT_MOST and zero targets", arguments: [Self.yesNo, Self.coffee, Self.free])
    func noTarget(habit: LoopHabit) {
        #expect(LoopMapping.target(habit) == nil)
    }

    typealias Mark = LoopMapping.Mark

    @Test("every value kind", arguments: [
        (Self.yesNo, LoopValue.done, LoopMapping.Outcome.store(Mark(.full))),
        (Self.yesNo, .notRequired, .skip(.notRequired)),
        (Self.yesNo, .missed, .store(Mark(.none))),
        (Self.yesNo, .skipped, .store(Mark(.none, skipped: true))),
        (Self.yesNo, .unknown, .skip(.noData)),
        (Self.run, .amount(2.5), .store(Mark(.full, count: 2.5))),
        (Self.run, .amount(1.5), .store(Mark(.medium, count: 1.5))),
        (Self.run, .amount(0.5), .store(Mark(.partial, count: 0.5))),
        (Self.run, .missed, .store(Mark(.none, count: 0))),
        (Self.run, .done, .store(Mark(.partial, count: 0.002))),
        (Self.run, .skipped, .store(Mark(.none, skipped: true))),
        (Self.run, .unknown, .skip(.noData)),
        (Self.coffee, .amount(2), .store(Mark(.full, count: 2))),
        (Self.coffee, .amount(3), .store(Mark(.none, count: 3))),
        (Self.coffee, .missed, .store(Mark(.full, count: 0))),
        (Self.free, .amount(10), .store(Mark(.full, count: 10))),
        (Self.free, .amount(0), .store(Mark(.none, count: 0))),
    ])
    func mark(habit: LoopHabit, value: LoopValue, expected: LoopMapping.Outcome) {
        #expect(LoopMapping.mark(value, habit: habit) == expected)
    }

    @Test("cells: keywords, old numbers, amounts × 1000", arguments: [
        ("YES_MANUAL", false, LoopValue?.some(.done)), ("yes_auto", false, .notRequired), ("NO", false, .missed),
        ("SKIP", false, .skipped), ("UNKNOWN", false, .unknown),
        ("2", false, .done), ("1", false, .notRequired), ("0", false, .missed), ("3", false, .skipped), ("-1", false, .unknown),
        ("4", false, nil), ("MAYBE", false, nil), ("", false, nil), ("2500", false, nil),
        ("2500", true, .amount(2.5)), ("0", true, .amount(0)), ("-1", true, .unknown), ("NO", true, .amount(0)),
        ("SKIP", true, .skipped), ("3", true, .skipped), ("-3", true, .skipped), ("-3", false, .skipped),
        ("YES_MANUAL", true, .amount(0.002)), ("63000", true, .amount(63)), ("1e300", true, .amount(1e297)),
        ("-5", true, nil), ("lots", true, nil), ("nan", true, nil),
    ])
    func cells(text: String, measurable: Bool, expected: LoopValue?) {
        #expect(LoopValue(text, measurable: measurable) == expected)
    }
}
