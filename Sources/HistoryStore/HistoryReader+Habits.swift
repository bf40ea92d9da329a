import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func habitCategories() throws -> [HabitCategory] {
        try fetch("SELECT name, gradient_from, gradient_to FROM habit_categories ORDER BY id") { row in
            HabitCategory(name: try row.value("name", String.self),
                          gradientFrom: try row.value("gradient_from", String.self),
                          gradientTo: try row.value("gradient_to", String.self))
        }
    }

    func habits() throws -> [Habit] {
        let sql = """
            SELECT id, name, category, icon, frequency_kind, frequency_count, frequency_weekdays, target_value,
                   target_unit, rollover, start_day, end_day, archived, position, created
            FROM habits ORDER BY position, id
            """
        return try fetch(sql) { row in
            Habit(id: try row.value("id", Int64.self), name: try row.value("name", String.self),
                  category: try row.value("category", String.self), icon: try row.value("icon", String.self),
                  frequency: try frequency(row), targetValue: try row.value("target_value", Double?.self),
                  targetUnit: try row.value("target_unit", String?.self),
                  rollover: try row.value("rollover", Bool.self),
                  startDay: try optionalDay(row, "start_day", "habits"), endDay: try optionalDay(row, "end_day", "habits"),
                  archived: try row.value("archived", Bool.self), position: try row.value("position", Int.self),
                  created: try day(row, "created", "habits"))
        }
    }

    private func frequency(_ row: Row) throws -> HabitFrequency {
        let stored = StoredFrequency(kind: try row.value("frequency_kind", String.self),
                                     count: try row.value("frequency_count", Int?.self),
                                     weekdays: try row.value("frequency_weekdays", String?.self))
        guard let frequency = stored.frequency else {
            let name = try row.value("name", String.self)
            throw StoreError.invalidValue(path: path, detail: "habits: '\(name)' has no valid frequency "
                + "(kind \(stored.kind), count \(stored.count.map(String.init) ?? "NULL"), "
                + "weekdays \(stored.weekdays ?? "NULL"))")
        }
        return frequency
    }

    func checkIns() throws -> [CheckIn] {
        try fetch("SELECT habit_id, day, level, count FROM check_ins ORDER BY habit_id, day") { row in
            let level = try row.value("level", Int.self)
            guard let completion = CompletionLevel(rawValue: level) else {
                throw StoreError.invalidValue(path: path, detail: "check_ins: level \(level) is not 0…3")
            }
            return CheckIn(habitID: try row.value("habit_id", Int64.self), day: try day(row, "day", "check_ins"),
                           level: completion, count: try row.value("count", Double?.self))
        }
    }
}
