import Foundation
import Metrics
import Testing
@testable import HistoryStore

@Suite("Habit edits and the v2_habits migration")
struct HabitEditTests {
    let day = LocalDay("2026-11-16")!

    func habit(_ name: String = "Stretch") -> Habit {
        Habit(id: 0, name: name, category: "Fitness", icon: "figure", frequency: .weekdays([2, 4]),
              targetValue: 10, targetUnit: "minutes", rollover: true, created: day, morningRoutine: true)
    }

    @Test("a habit's every column, the morning routine and skips round-trip")
    func roundTrip() throws {
        let store = try HistoryStore.inMemory()
        var id: Int64 = 0
        try store.write { writer in
            try writer.addFullHabitCategory(HabitCategory(name: "Home", gradientFrom: "#8D6E63", gradientTo: "#6D4C41", icon: "home"))
            id = try writer.addFullHabit(habit())
            try writer.setFullCheckIn(CheckIn(habitID: id, day: day, level: .none, skipped: true))
            try writer.setFullCheckIn(CheckIn(habitID: id, day: day.adding(days: 1), level: .medium, count: 7))
        }
        let history = try store.loadHistory()
        var expected = habit()
        expected.id = id
        #expect(history.habits == [expected])
        #expect(history.habitCategories.first?.icon == "home")
        #expect(history.checkIns == [CheckIn(habitID: id, day: day, level: .none, skipped: true),
                                     CheckIn(habitID: id, day: day.adding(days: 1), level: .medium, count: 7)])
    }

    @Test("update, add-if-missing and remove")
    func edits() throws {
        let store = try HistoryStore.inMemory()
        try store.write { writer in
            var stored = habit()
            stored.id = try writer.addFullHabit(stored)
            stored.name = "Stretch well"
            stored.morningRoutine = false
            #expect(try writer.updateHabit(stored))
            #expect(try writer.addCheckInIfMissing(CheckIn(habitID: stored.id, day: day, level: .full)))
            #expect(try !writer.addCheckInIfMissing(CheckIn(habitID: stored.id, day: day, level: .partial)))
            #expect(try writer.removeCheckIn(habitID: stored.id, day: day))
            #expect(try writer.addCheckInIfMissing(CheckIn(habitID: stored.id, day: day, level: .partial)))
        }
        let history = try store.loadHistory()
        #expect(history.habits.map(\.name) == ["Stretch well"] && history.habits[0].morningRoutine == false)
        #expect(history.checkIns.map(\.level) == [.partial])
        try store.write { writer in try writer.removeHabit(id: history.habits[0].id) }
        #expect(try store.loadHistory().checkIns.isEmpty)
    }

    @Test("a v1 store is migrated to v2_habits; a read-only open before that asks for a migration")
    func migration() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.execute(sql: """
            DELETE FROM grdb_migrations WHERE identifier = 'v2_habits';
            CREATE TABLE c2 AS SELECT habit_id, day, level, count FROM check_ins; DROP TABLE check_ins;
            ALTER TABLE c2 RENAME TO check_ins;
            ALTER TABLE habits DROP COLUMN morning_routine; ALTER TABLE habit_categories DROP COLUMN icon;
            DELETE FROM grdb_migrations WHERE identifier = 'v5_order'; ALTER TABLE habit_categories DROP COLUMN position;
            """)
        let error = #expect(throws: StoreError.self) { try HistoryStore.open(path: dir.path(), mode: .readOnly) }
        #expect(error?.description.contains("missing v2_habits") == true)
        _ = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        #expect(try HistoryStore.open(path: dir.path(), mode: .readOnly).loadHistory() == .empty)
    }

    @Test("a check-in value of the wrong storage class is a clear error naming the column, never a silent 0",
          arguments: [("UPDATE check_ins SET count = 'lots'", "check_ins: count 'lots' is not a number"),
                      ("UPDATE check_ins SET minute = 'noon'", "check_ins: minute 'noon' is not an integer"),
                      ("UPDATE check_ins SET level = 2.5", "check_ins: level '2.5' is not an integer"),
                      ("UPDATE check_ins SET day = 20240401", "check_ins: '20240401' is not a day YYYY-MM-DD"),
                      ("UPDATE check_ins SET day = '2024-02-30'", "check_ins: '2024-02-30' is not a day YYYY-MM-DD")])
    func wrongStorageClass(sql: String, message: String) throws {
        let store = try HistoryStore.inMemory()
        try store.write { writer in
            let id = try writer.addFullHabit(habit())
            try writer.setFullCheckIn(CheckIn(habitID: id, day: day, level: .medium, count: 7, minute: 480))
        }
        try store.queue.write { db in try db.execute(sql: "PRAGMA ignore_check_constraints = ON; " + sql) }
        let error = #expect(throws: StoreError.self) { try store.loadHistory() }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test("the habits part without check-ins: the same habits and categories, no check-in read")
    func habitsWithoutCheckIns() throws {
        let store = try HistoryStore.inMemory()
        try store.write { writer in
            let id = try writer.addFullHabit(habit())
            try writer.setFullCheckIn(CheckIn(habitID: id, day: day, level: .medium, count: 7, minute: 480))
        }
        let full = try store.loadHistory([.habits, .moments])
        let light = try store.loadHistory([.habits, .moments], checkIns: false)
        #expect(full.checkIns.count == 1 && light.checkIns.isEmpty)
        #expect(light.habits == full.habits && light.habitCategories == full.habitCategories && !light.habits.isEmpty)
    }
}
