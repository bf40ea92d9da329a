import Foundation
import Testing
import Metrics

/// Every habit of `LoopReference/expected.json`, written by `loop_reference.py` (a separate Python
/// transcription of Loop's Kotlin), against `LoopScore` and `LoopStreaks`.
@Suite("Loop's score and streaks against the reference generator")
struct LoopReferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let rule: LoopRule
        let entries: [LocalDay: LoopEntry]
        let firstDay: LocalDay
        let scores: [(LocalDay, Double)]
        let computed: [LocalDay: LoopScore.Computed]
        let streaks: [(LocalDay, LocalDay, Int)]
        let best: Int
        var testDescription: String { name }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("LoopReference/expected.json")

    static let today: LocalDay = {
        let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any]
        return (json?["today"] as? String).flatMap(LocalDay.init) ?? LocalDay("2000-01-01")!
    }()

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: fixture),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = json["cases"] as? [[String: Any]] else { return [] }
        return cases.map(Self.decode)
    }()

    static func entry(_ value: Any) -> LoopEntry {
        switch value {
        case let text as String: return ["yes": .yes, "no": .no, "skip": .skip][text] ?? .no
        case let object as [String: Any]: return .amount(object["amount"] as? Double ?? .nan)
        default: return .amount(.nan)
        }
    }

    static func decode(_ object: [String: Any]) -> Case {
        let rule = object["rule"] as? [String: Any] ?? [:]
        func day(_ value: Any) -> LocalDay { LocalDay(value as? String ?? "") ?? LocalDay("2000-01-01")! }
        func pairs(_ key: String) -> [[Any]] { object[key] as? [[Any]] ?? [] }
        let computed: [(LocalDay, LoopScore.Computed)] = pairs("computed").map { pair in
            (day(pair[0]), pair[1] as? String == "auto" ? .automatic : .entered(entry(pair[1])))
        }
        return Case(
            name: object["name"] as? String ?? "?",
            rule: LoopRule(numerator: rule["numerator"] as? Int ?? 0, denominator: rule["denominator"] as? Int ?? 0,
                           numerical: rule["numerical"] as? Bool ?? false,
                           targetValue: rule["targetValue"] as? Double ?? 0,
                           targetType: rule["targetType"] as? String == "at_most" ? .atMost : .atLeast),
            entries: Dictionary(uniqueKeysWithValues: pairs("entries").map { (day($0[0]), entry($0[1])) }),
            firstDay: day(object["firstDay"] as Any),
            scores: pairs("scores").map { (day($0[0]), $0[1] as? Double ?? .nan) },
            computed: Dictionary(uniqueKeysWithValues: computed),
            streaks: pairs("streaks").map { (day($0[0]), day($0[1]), $0[2] as? Int ?? -1) },
            best: object["best"] as? Int ?? -1)
    }

    @Test("the fixture holds every habit of the table")
    func fixtureIsThere() {
        #expect(Self.cases.count == 22)
        #expect(Self.today == LocalDay("2026-11-20"))
    }

    @Test("the score equals the reference on every day, from Loop's first day through today", arguments: cases)
    func scores(_ habit: Case) {
        let result = LoopScore.compute(rule: habit.rule, entries: habit.entries, through: Self.today)
        #expect(result.firstDay == habit.firstDay)
        #expect(result.points.map(\.day) == habit.scores.map(\.0))
        for (point, expected) in zip(result.points, habit.scores) where abs(point.score - expected.1) > 1e-9 {
            Issue.record("\(habit.name) \(point.day): \(point.score), reference \(expected.1)")
        }
    }

    @Test("the computed list (automatic days filled in) equals the reference", arguments: cases)
    func computed(_ habit: Case) {
        let result = LoopScore.compute(rule: habit.rule, entries: habit.entries, through: Self.today)
        #expect(result.entries == habit.computed)
    }

    @Test("the streaks equal the reference, in days", arguments: cases)
    func streaks(_ habit: Case) {
        let summary = LoopStreaks.summary(rule: habit.rule, entries: habit.entries, through: Self.today)
        #expect(summary.streaks.map { [$0.start.description, $0.end.description, "\($0.length)"] }
            == habit.streaks.reversed().map { [$0.0.description, $0.1.description, "\($0.2)"] })
        #expect(summary.best == habit.best)
    }
}
