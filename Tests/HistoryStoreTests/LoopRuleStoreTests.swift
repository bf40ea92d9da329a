import Foundation
import GRDB
@testable import HistoryStore
import Metrics
import Testing

/// "v4_loop": a Loop habit's rule is stored on its row, read back as `Habit.loop`, kept by every full write.
@Suite("The store keeps a Loop habit's rule")
struct LoopRuleStoreTests {
    static let day = LocalDay("2024-05-01")!
    static let coffee = LoopRule(numerator: 2, denominator: 3, numerical: true, targetValue: 2.5, targetType: .atMost, unit: "cups")

    static func store(_ habit: Habit) throws -> (HistoryStore, Int64) {
        let store = try HistoryStore.inMemory()
        var id: Int64 = 0
        try store.write { writer in id = try writer.addFullHabit(habit) }
        return (store, id)
    }

    @Test("a rule round-trips; a habit without one reads nil", arguments: [
        LoopRule?.some(Self.coffee), LoopRule(numerator: 1, denominator: 1), LoopRule(numerator: 1, denominator: 7, numerical: true), nil,
    ])
    func roundTrip(rule: LoopRule?) throws {
        let habit = Habit(id: 0, name: "Coffee", category: "Loop", icon: "check", frequency: .daily, created: Self.day, loop: rule)
        let (store, id) = try Self.store(habit)
        let loaded = try store.loadHistory().habits
        #expect(loaded.count == 1 && loaded[0].loop == rule && loaded[0].id == id)
    }

    @Test("editing a habit (a full update) keeps its rule; setting nil clears it")
    func edits() throws {
        let habit = Habit(id: 0, name: "Coffee", category: "Loop", icon: "check", frequency: .daily, created: Self.day, loop: Self.coffee)
        let (store, id) = try Self.store(habit)
        var edited = try store.loadHistory().habits[0]
        edited.name = "Tea"
        try store.write { try $0.updateHabit(edited) }
        #expect(try store.loadHistory().habits[0].loop == Self.coffee)
        try store.write { try $0.setLoopRule(nil, habitID: id) }
        #expect(try store.loadHistory().habits[0].loop == nil)
    }

    @Test("the schema refuses a rule outside its range", arguments: [
        "loop_numerator = 400", "loop_denominator = 0", "loop_target_value = 1e300", "loop_target_type = 'sometimes'", "loop_numerical = 2",
    ])
    func checks(assignment: String) throws {
        let habit = Habit(id: 0, name: "Coffee", category: "Loop", icon: "check", frequency: .daily, created: Self.day, loop: Self.coffee)
        let (store, id) = try Self.store(habit)
        #expect(throws: (any Error).self) {
            try store.write { writer in try writer.db.execute(sql: "UPDATE habits SET \(assignment) WHERE id = ?", arguments: [id]) }
        }
    }

    @Test("a stored unit longer than TextLimit.unit is refused on reading, naming the habit")
    func readBounds() throws {
        let long = LoopRule(numerator: 1, denominator: 1, numerical: true, targetValue: 1, unit: String(repeating: "u", count: 51))
        let habit = Habit(id: 0, name: "Coffee", category: "Loop", icon: "check", frequency: .daily, created: Self.day, loop: long)
        let (store, _) = try Self.store(habit)
        do {
            _ = try store.loadHistory()
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("habits: 'Coffee' Loop unit: 51 characters"), "got: \(error)")
        }
    }
}
