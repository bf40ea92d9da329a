import Foundation
@testable import Metrics
import Testing
@testable import SiteBuilder
import Workspace

/// The data files written by hand (`JSONOut`) are byte for byte what `JSONEncoder` writes of their
/// `Encodable` form, with sorted keys and unescaped slashes: on the demo history, and on hostile texts
/// and numbers.
@Suite("Data files written by hand")
struct JSONOutTests {
    /// `value` written both ways.
    func expectSame<T: Encodable & FieldValue>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var out = JSONOut()
        value.write(to: &out)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(value)
        #expect(!out.invalid, sourceLocation: sourceLocation)
        #expect(String(decoding: out.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self), sourceLocation: sourceLocation)
        #expect(out.bytes == Array(expected), sourceLocation: sourceLocation)
    }

    @Test("the demo's days, weeks, habits, export and reports")
    func demo() throws {
        let model = try SiteModelTests.demoModel()
        #expect(model.activity.days.count > 700 && model.history.checkIns.count > 1_000)
        try expectSame(model.activity.days)
        try expectSame(model.activity.weeks)
        try expectSame(HabitFigures(book: model.habits.book))
        try expectSame(HabitExport(history: model.history))
        try expectSame(ReportFigures(report: ReportSource(model)))
        // The Training figures, with the reminder schedule and without one (`"reminders": null`), and of no history.
        let training = model.training.figures
        #expect(training.hiitSessions.count > 10 && training.vo2Max.points.count > 2)
        let schedule = ReminderSchedule(everyDays: 7, lastSession: training.hiitSessions.first?.day, today: training.today)
        #expect(schedule != nil)
        try expectSame(TrainingData(summary: training, reminders: schedule))
        try expectSame(TrainingData(summary: training, reminders: nil))
        let empty = try Fixtures.model(History())
        try expectSame(TrainingData(summary: empty.training.figures, reminders: empty.training.schedule))
        try expectSame([Int64.min, -1_000_000_007, -10, -9, -1, 0, 1, 9, 10, 99, 100, 123_456_789, Int64.max])
        // What a build writes: the same bytes and a final newline.
        let written = try DataFiles.encode(model.activity.weeks)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(written == (try encoder.encode(model.activity.weeks)) + Data("\n".utf8))
    }

    /// Every control character, quotes, backslashes, slashes, a combining mark after `<`, line and paragraph
    /// separators, non-BMP scalars.
    static let texts = [
        "", "plain", "quote \" and \\ backslash", "a/b</script>", "<\u{338}x", "é e\u{301}", "\u{2028}\u{2029}\u{FEFF}", "😀 🏳️‍🌈",
        String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! })) + "\u{7F}\u{80}\u{9F}",
    ]

    /// Numbers whose JSON form differs from `description` or goes to an exponent.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, -7, 0.1, 0.5, 1.0 / 3, 2.5, 100, 999_999_999_999_999, -999_999_999_999_999, 1e15, 2.5e15, 1e16, 1.2345678901234568e17, 1e21, 1e22, 1e-5, 1e-7,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 123456.789, 0.30000000000000004,
    ]

    @Test("hostile texts and extreme numbers in every kind of field")
    func hostile() throws {
        var export = HabitExport(history: History())
        for (index, text) in Self.texts.enumerated() {
            let number = Self.numbers[index % Self.numbers.count]
            export.categories.append(.init(name: text, gradientFrom: text, gradientTo: "#000000", icon: index.isMultiple(of: 2) ? nil : text,
                                           position: index.isMultiple(of: 3) ? nil : index))
            let frequency: HabitFrequency = [.daily, .timesPerWeek(-index), .weekdays([1, 2, 7, index % 7 + 1])][index % 3]
            export.habits.append(.init(Habit(
                id: index.isMultiple(of: 2) ? .max : .min, name: text, category: text, icon: text, frequency: frequency,
                targetValue: index.isMultiple(of: 2) ? nil : number, targetUnit: text, rollover: index.isMultiple(of: 2),
                startDay: LocalDay(year: 1, month: 1, day: 1), endDay: index.isMultiple(of: 2) ? nil : LocalDay("9999-12-31"),
                archived: true, position: Int.min + index, created: LocalDay("2024-02-29")!, morningRoutine: false,
                loop: index.isMultiple(of: 2) ? nil : LoopRule(numerator: 3, denominator: 7, numerical: true,
                                                              targetValue: number, targetType: .atMost, unit: text))))
            export.moments.append(.init(id: Int64(index), day: LocalDay("2026-11-21")!, title: text, category: text,
                                        habitID: index.isMultiple(of: 2) ? nil : 7, markdown: text + "\n\n# " + text))
        }
        for (index, number) in Self.numbers.enumerated() {
            export.checkIns.append(.init(habitID: Int64(index), day: LocalDay("2020-01-01")!.adding(days: index), level: Self.texts[index % Self.texts.count],
                                         count: index.isMultiple(of: 4) ? nil : number, skipped: index.isMultiple(of: 5),
                                         minute: index.isMultiple(of: 2) ? nil : index * 37))
        }
        try expectSame(export)
        // A Loop habit's entry in habits.json, and one without a rule.
        for (index, text) in Self.texts.enumerated() {
            let number = Self.numbers[index % Self.numbers.count]
            let rule = LoopRule(numerator: index + 1, denominator: 7, numerical: index.isMultiple(of: 2), targetValue: number,
                                targetType: index.isMultiple(of: 3) ? .atLeast : .atMost, unit: text)
            try expectSame(HabitFigures.HabitEntry(
                id: Int64(index), name: text, category: text, icon: text, frequency: text, targetValue: index.isMultiple(of: 2) ? nil : number,
                targetUnit: index.isMultiple(of: 3) ? nil : text, rollover: true, morningRoutine: index.isMultiple(of: 2),
                startDay: LocalDay("2016-01-01"), endDay: nil, archived: false, streakUnit: index.isMultiple(of: 2) ? .days : .weeks,
                loop: index.isMultiple(of: 4) ? nil : HabitFigures.LoopEntry(rule),
                days: [HabitFigures.DayEntry(day: LocalDay("2026-11-21")!, level: text, count: index.isMultiple(of: 2) ? nil : number,
                                             skipped: false, due: true, streak: index)]))
        }
    }

    @Test("a number JSON cannot hold: the build's error is JSONEncoder's")
    func notANumber() throws {
        var export = HabitExport(history: History())
        export.checkIns.append(.init(habitID: 1, day: LocalDay("2020-01-01")!, level: "full", count: .nan, skipped: false, minute: nil))
        var out = JSONOut()
        export.write(to: &out)
        #expect(out.invalid)
        #expect(throws: BuildError.self) { try DataFiles.encode(export) }
    }
}
