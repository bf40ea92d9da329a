import Metrics
import Strings
import Testing

@Suite("A Loop habit's entries from its check-ins, and its rule in words")
struct LoopEntriesTests {
    static let day = LocalDay("2024-05-01")!
    static func habit(_ rule: LoopRule?) -> Habit {
        Habit(id: 7, name: "x", category: "Loop", icon: "check", frequency: .daily, created: day, loop: rule)
    }
    static let yesNo = LoopRule(numerator: 1, denominator: 1)
    static let atLeast = LoopRule(numerator: 1, denominator: 7, numerical: true, targetValue: 20, unit: "km")
    static let atMost = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost, unit: "cups")
    /// A numerical habit whose export gave no target (Loop 1.x): target 0.
    static let noTarget = LoopRule(numerator: 1, denominator: 1, numerical: true)

    @Test("each check-in's entry", arguments: [
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .full), LoopEntry?.some(.yes)),
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .partial), .yes),
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .none), .no),
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .none, skipped: true), .skip),
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .full, skipped: true), .skip),
        (Self.yesNo, CheckIn(habitID: 7, day: Self.day, level: .full, count: 0), .yes),
        (Self.atLeast, CheckIn(habitID: 7, day: Self.day, level: .partial, count: 2.5), .amount(2.5)),
        (Self.atLeast, CheckIn(habitID: 7, day: Self.day, level: .none, count: 0), .amount(0)),
        (Self.atLeast, CheckIn(habitID: 7, day: Self.day, level: .none), .amount(0)),
        (Self.atLeast, CheckIn(habitID: 7, day: Self.day, level: .full), .amount(20.0 / 7)),
        (Self.atLeast, CheckIn(habitID: 7, day: Self.day, level: .none, skipped: true), .skip),
        (Self.atMost, CheckIn(habitID: 7, day: Self.day, level: .none, count: 3), .amount(3)),
        (Self.atMost, CheckIn(habitID: 7, day: Self.day, level: .full), nil),
        (Self.atMost, CheckIn(habitID: 7, day: Self.day, level: .full, count: 1.5), .amount(1.5)),
        (Self.noTarget, CheckIn(habitID: 7, day: Self.day, level: .full), nil),
        (Self.noTarget, CheckIn(habitID: 7, day: Self.day, level: .full, count: 0.002), .amount(0.002)),
    ])
    func entry(rule: LoopRule, checkIn: CheckIn, expected: LoopEntry?) {
        #expect(loopEntries(for: Self.habit(rule), checkIns: [checkIn])[Self.day] == expected)
    }

    @Test("only the habit's own check-ins; a habit without a rule reads as yes/no; no check-ins, no entries")
    func scope() {
        let mine = CheckIn(habitID: 7, day: Self.day, level: .full)
        let other = CheckIn(habitID: 8, day: Self.day.adding(days: 1), level: .full)
        #expect(loopEntries(for: Self.habit(nil), checkIns: [mine, other]) == [Self.day: .yes])
        #expect(loopEntries(for: Self.habit(Self.atLeast), checkIns: []).isEmpty)
    }

    @Test("frequency in words, never rounded to a week", arguments: [
        (1, 1, "Every day"), (3, 3, "Every day"), (2, 1, "2 times a day"), (1, 7, "Once a week"), (3, 7, "3 times a week"),
        (1, 30, "Once a month"), (4, 30, "4 times a month"), (1, 3, "Every 3 days"), (2, 3, "2 times in 3 days"),
    ])
    func frequency(numerator: Int, denominator: Int, expected: String) {
        #expect(LoopRule(numerator: numerator, denominator: denominator).frequencyText == expected)
    }

    @Test("target and type in words")
    func target() {
        #expect(Self.atLeast.targetText == "At least 20 km a week" && Self.atLeast.typeText(.english) == "Numerical (at least)")
        #expect(Self.atMost.targetText == "At most 2 cups a day" && Self.atMost.typeText(.english) == "Numerical (at most)")
        #expect(Self.yesNo.targetText == nil && Self.yesNo.typeText(.english) == "Yes or no")
        #expect(LoopRule(numerator: 1, denominator: 1, numerical: true).targetText == nil)
    }

    static let german = (words: StringTable(language: "de", texts: StringTable.builtIn("de") ?? [:]),
                         format: SiteFormat(locale: SiteLocale("de-DE")!, units: MeasureUnits(distance: .km, energy: .kcal)))
    static let englishSite = SiteFormat(locale: .enUS, units: .milesAndKilocalories)

    /// Loop's rules with their frequency, type and target as en-US pages write them (the words they always
    /// had) and as de-DE pages do.
    static let ruleTexts: [(LoopRule, [String?], [String?])] = [
        (LoopRule(numerator: 1, denominator: 1), ["Every day", "Yes or no", nil], ["Jeden Tag", "Ja oder nein", nil]),
        (LoopRule(numerator: 3, denominator: 7), ["3 times a week", "Yes or no", nil], ["3-mal pro Woche", "Ja oder nein", nil]),
        (LoopRule(numerator: 1, denominator: 30), ["Once a month", "Yes or no", nil], ["Einmal pro Monat", "Ja oder nein", nil]),
        (LoopRule(numerator: 1, denominator: 3), ["Every 3 days", "Yes or no", nil], ["Alle 3 Tage", "Ja oder nein", nil]),
        (LoopRule(numerator: 2, denominator: 3), ["2 times in 3 days", "Yes or no", nil], ["2-mal in 3 Tagen", "Ja oder nein", nil]),
        (LoopRule(numerator: 1, denominator: 7, numerical: true, targetValue: 5, unit: "km"),
         ["Once a week", "Numerical (at least)", "At least 5 km a week"],
         ["Einmal pro Woche", "Messbar (mindestens)", "Mindestens 5 km pro Woche"]),
        (LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 2, targetType: .atMost, unit: "cups"),
         ["Every day", "Numerical (at most)", "At most 2 cups a day"],
         ["Jeden Tag", "Messbar (höchstens)", "Höchstens 2 cups pro Tag"]),
        (LoopRule(numerator: 2, denominator: 1, numerical: true, targetValue: 2.5, unit: "l"),
         ["2 times a day", "Numerical (at least)", "At least 2.5 l a day"],
         ["2-mal pro Tag", "Messbar (mindestens)", "Mindestens 2,5 l pro Tag"]),
        (LoopRule(numerator: 4, denominator: 5, numerical: true, targetValue: 1_500, targetType: .atMost),
         ["4 times in 5 days", "Numerical (at most)", "At most 1500 in 5 days"],
         ["4-mal in 5 Tagen", "Messbar (höchstens)", "Höchstens 1.500 in 5 Tagen"]),
    ]

    @Test("a rule's texts: en-US as they always read, de-DE in German with German numbers", arguments: ruleTexts)
    func ruleInWords(rule: LoopRule, english: [String?], german: [String?]) {
        for format in [SiteFormat.standard, Self.englishSite] {
            #expect([rule.frequencyText(.english, format: format), rule.typeText(.english),
                     rule.targetText(.english, format: format)] == english)
        }
        #expect([rule.frequencyText, rule.typeText(.english), rule.targetText] == english)
        let (words, format) = Self.german
        #expect([rule.frequencyText(words, format: format), rule.typeText(words), rule.targetText(words, format: format)] == german)
    }

    @Test("bounds: numerator, denominator, target and unit", arguments: [
        (LoopRule(numerator: Int.max, denominator: 1), "Loop numerator: 9.223372036854776e+18 is outside the allowed range, 1 to 366 times"),
        (LoopRule(numerator: 1, denominator: 0), "Loop denominator: 0 is outside"),
        (LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 1e300), "Loop targetValue: 1e+300 is outside"),
        (LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 1, unit: "a\nb"), "Loop unit: a tab or line break"),
    ])
    func bounds(rule: LoopRule, expected: String) {
        #expect(rule.violation(place: "Loop ")?.description.contains(expected) == true, "got: \(String(describing: rule.violation(place: "Loop ")))")
        #expect(Self.atMost.violation(place: "Loop ") == nil)
    }
}
