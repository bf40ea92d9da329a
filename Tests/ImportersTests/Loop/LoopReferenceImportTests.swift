import Foundation
import Metrics
import Testing
@testable import Importers

/// Issue 14, "for every frequency and type": each habit of the Loop reference table
/// (Tests/MetricsTests/LoopReference/expected.json, from loop_reference.py, a transcription of Loop's
/// Kotlin) goes through the import's mapping into check-ins, and the habit's timeline (what every page
/// reads) must give the reference's score on every day and its streaks.
@Suite("Loop's reference habits, through the import's check-ins, on the timeline")
struct LoopReferenceImportTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: LoopHabit
        let values: [(LocalDay, LoopValue)]
        let scores: [(String, Double)]
        let streaks: [[String]]
        let best: Int
        var testDescription: String { name }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../MetricsTests/LoopReference/expected.json")
    static func json() -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(contentsOf: fixture))) as? [String: Any] ?? [:]
    }
    static let today = LocalDay(json()["today"] as? String ?? "") ?? LocalDay("2000-01-01")!
    static let cases: [Case] = (json()["cases"] as? [[String: Any]] ?? []).map(decode)

    static func decode(_ object: [String: Any]) -> Case {
        let rule = object["rule"] as? [String: Any] ?? [:]
        let numerical = rule["numerical"] as? Bool ?? false
        let habit = LoopHabit(position: 1, name: object["name"] as? String ?? "?", measurable: numerical,
                              numerator: rule["numerator"] as? Int ?? 0, denominator: rule["denominator"] as? Int ?? 0,
                              targetKind: rule["targetType"] as? String == "at_most" ? .atMost : .atLeast,
                              targetValue: rule["targetValue"] as? Double ?? 0)
        let pairs = { (key: String) in object[key] as? [[Any]] ?? [] }
        let values: [(LocalDay, LoopValue)] = pairs("entries").map { pair in
            let day = LocalDay(pair[0] as? String ?? "") ?? LocalDay("2000-01-01")!
            switch pair[1] {
            case let text as String: return (day, ["yes": .done, "no": .missed, "skip": .skipped][text] ?? .unknown)
            case let amount as [String: Any]: return (day, .amount(amount["amount"] as? Double ?? .nan))
            default: return (day, .unknown)
            }
        }
        return Case(name: habit.name, habit: habit, values: values,
                     scores: pairs("scores").map { ($0[0] as? String ?? "", $0[1] as? Double ?? .nan) },
                     streaks: pairs("streaks").map { [$0[0] as? String ?? "", $0[1] as? String ?? ""] },
                     best: object["best"] as? Int ?? -1)
    }

    @Test("the table is there")
    func fixture() {
        #expect(Self.cases.count == 22 && Self.today == LocalDay("2026-11-20"))
    }

    @Test("score on every day and streaks equal the reference", arguments: cases)
    func throughImport(_ reference: Case) throws {
        let rule = LoopRule(numerator: reference.habit.numerator, denominator: reference.habit.denominator,
                            numerical: reference.habit.measurable, targetValue: reference.habit.targetValue,
                            targetType: reference.habit.targetKind == .atMost ? .atMost : .atLeast)
        let habit = Habit(id: 1, name: reference.name, category: "Loop", icon: "check",
                          frequency: LoopMapping.frequency(reference.habit), created: Self.today, loop: rule)
        let checkIns = reference.values.compactMap { day, value -> CheckIn? in
            guard case .store(let mark) = LoopMapping.mark(value, habit: reference.habit) else { return nil }
            return CheckIn(habitID: 1, day: day, level: mark.level, count: mark.count, skipped: mark.skipped)
        }
        let timeline = HabitTimeline(habit: habit, checkIns: checkIns, today: Self.today, week: HabitWeek(firstWeekday: 2))
        let loop = try #require(timeline.loop)
        #expect(loop.strength.map(\.day.description) == reference.scores.map(\.0))
        for (point, expected) in zip(loop.strength, reference.scores) where abs(point.score - expected.1) > 1e-9 {
            Issue.record("\(reference.name) \(point.day): \(point.score), reference \(expected.1)")
        }
        #expect(loop.streaks.map { [$0.start.description, $0.end.description] } == reference.streaks.reversed(), "the reference lists streaks newest first")
        #expect(loop.bestStreak == reference.best && timeline.streakUnit == .days)
    }
}
