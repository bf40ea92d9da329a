import Foundation
import GRDB
import Metrics

extension HistoryReader {
    func habitCategories() throws -> [HabitCategory] {
        try fetch("SELECT name, gradient_from, gradient_to FROM habit_categories ORDER BY id") { row in
            HabitCategory(name: try row.decode(String.self, atIndex: 0),
                          gradientFrom: try row.decode(String.self, atIndex: 1),
                          gradientTo: try row.decode(String.self, atIndex: 2))
        }
    }

    func habits() throws -> [Habit] {
        let sql = """
            SELECT id, name, category, icon, frequency_kind, frequency_count, frequency_weekdays, target_value,
                   target_unit, rollover, start_day, end_day, archived, position, created
            FROM habits ORDER BY position, id
            """
        return try fetch(sql) { row in
            Habit(id: try row.decode(Int64.self, atIndex: 0), name: try row.decode(String.self, atIndex: 1),
                  category: try row.decode(String.self, atIndex: 2), icon: try row.decode(String.self, atIndex: 3),
                  frequency: try frequency(row), targetValue: try row.decode(Double?.self, atIndex: 7),
                  targetUnit: try row.decode(String?.self, atIndex: 8),
                  rollover: try row.decode(Bool.self, atIndex: 9),
                  startDay: try optionalDay(row, 10, "habits"), endDay: try optionalDay(row, 11, "habits"),
                  archived: try row.decode(Bool.self, atIndex: 12), position: try row.decode(Int.self, atIndex: 13),
                  created: try day(row, 14, "habits"))
        }
    }

    private func frequency(_ row: Row) throws -> HabitFrequency {
        let stored = StoredFrequency(kind: try row.decode(String.self, atIndex: 4),
                                     count: try row.decode(Int?.self, atIndex: 5),
                                     weekdays: try row.decode(String?.self, atIndex: 6))
        guard let frequency = stored.frequency else {
            let name = try row.decode(String.self, atIndex: 1)
            throw StoreError.invalidValue(path: path, detail: "habits: '\(name)' has no valid frequency "
                + "(kind \(stored.kind), count \(stored.count.map(String.init) ?? "NULL"), "
                + "weekdays \(stored.weekdays ?? "NULL"))")
        }
        return frequency
    }

    func checkIns() throws -> [CheckIn] {
        try fetch("SELECT habit_id, day, level, count FROM check_ins ORDER BY habit_id, day") { row in
            let level = try row.decode(Int.self, atIndex: 2)
            guard let completion = CompletionLevel(rawValue: level) else {
                throw StoreError.invalidValue(path: path, detail: "check_ins: level \(level) is not 0…3")
            }
            return CheckIn(habitID: try row.decode(Int64.self, atIndex: 0), day: try day(row, 1, "check_ins"),
                           level: completion, count: try row.decode(Double?.self, atIndex: 3))
        }
    }
}
