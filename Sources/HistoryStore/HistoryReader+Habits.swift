import Foundation
import GRDB
import GRDBSQLite
import Metrics

extension HistoryReader {
    func habitCategories() throws -> [HabitCategory] {
        try fetch("SELECT name, gradient_from, gradient_to FROM habit_categories ORDER BY position, id") { row in
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

    /// Every check-in, skipped ones marked, by habit and day. The largest table a build reads after the
    /// samples (37,000 rows for 10 years of 20 habits, read again on every check-in serve takes): it is
    /// stepped with SQLite's C API, each value's storage class checked as GRDB's decoding would (a text
    /// where a number belongs is an error, never a silent 0).
    ///
    /// The rows are read in storage order and put in order here: in key order SQLite walked the key's
    /// index and looked each row up in the table, twice as long. A habit and day are
    /// one row (the primary key), so the order is the same whatever order they were stored in.
    ///
    /// `habits`: only theirs (serve after a form checked one of them in).
    func checkIns(of habits: Set<Int64>? = nil) throws -> [CheckIn] {
        let statement = try db.makeStatement(sql: "SELECT habit_id, day, level, count, minute, skipped FROM check_ins"
            + (habits.map { " WHERE " + Self.habitCondition($0) } ?? ""))
        var checkIns: [CheckIn] = []
        try RawRows.forEach(statement, in: db) { raw in
            let level = try integer(raw, 2, "level")
            guard let completion = CompletionLevel(rawValue: Int(level)) else {
                throw StoreError.invalidValue(path: path, detail: "check_ins: level \(level) is not 0…3")
            }
            guard let day = RawRows.day(raw, 1) else {
                throw StoreError.invalidValue(path: path, detail: "check_ins: '\(RawRows.shown(raw, 1))' is not a day YYYY-MM-DD")
            }
            let count = sqlite3_column_type(raw, 3) == SQLITE_NULL ? nil : try RawRows.number(raw, 3, "check_ins: count", path: path)
            let minute = sqlite3_column_type(raw, 4) == SQLITE_NULL ? nil : Int(try integer(raw, 4, "minute"))
            checkIns.append(CheckIn(habitID: try integer(raw, 0, "habit_id"), day: day, level: completion, count: count,
                                    skipped: try integer(raw, 5, "skipped") != 0, minute: minute))
        }
        if zip(checkIns, checkIns.dropFirst()).contains(where: { !CheckIn.inKeyOrder($0, $1) }) { checkIns.sort(by: CheckIn.inKeyOrder) }
        return checkIns
    }

    /// The SQL condition choosing the check-ins of `habits`.
    static func habitCondition(_ habits: Set<Int64>) -> String {
        "habit_id IN (\(habits.sorted().map(String.init).joined(separator: ", ")))"
    }

    /// The integer in column `index` of the current row of `raw` (`check_ins.name`).
    private func integer(_ raw: OpaquePointer, _ index: Int32, _ name: @autoclosure () -> String) throws -> Int64 {
        try RawRows.integer(raw, index, "check_ins: \(name())", path: path)
    }
}

extension HistoryReader {
    /// Fills in what "v2_habits" added: category icons and morning-routine flags (`checkIns` reads the
    /// skipped flag).
    func addHabitColumnsV2(to history: inout History) throws {
        var icons: [String: String] = [:]
        try forEachRow("SELECT name, icon FROM habit_categories WHERE icon IS NOT NULL") { row in
            icons[try row.value("name", String.self)] = try row.value("icon", String.self)
        }
        for index in history.habitCategories.indices {
            history.habitCategories[index].icon = icons[history.habitCategories[index].name]
        }
        var morning: Set<Int64> = []
        try forEachRow("SELECT id FROM habits WHERE morning_routine = 1") { morning.insert(try $0.value("id", Int64.self)) }
        for index in history.habits.indices {
            history.habits[index].morningRoutine = morning.contains(history.habits[index].id)
        }
    }
}

extension HistoryReader {
    /// Fills in each Loop habit's rule ("v4_loop"), checked against `Bounds` as every value a build reads.
    func addLoopRules(to history: inout History) throws {
        var rules: [Int64: LoopRule] = [:]
        let sql = """
            SELECT id, name, loop_numerator, loop_denominator, loop_numerical, loop_target_value, loop_target_type, loop_unit
            FROM habits WHERE loop_numerator IS NOT NULL
            """
        try forEachRow(sql) { row in
            rules[try row.value("id", Int64.self)] = try loopRule(row)
        }
        for index in history.habits.indices {
            history.habits[index].loop = rules[history.habits[index].id]
        }
    }

    private func loopRule(_ row: Row) throws -> LoopRule {
        let name = try row.value("name", String.self)
        let typeText = try row.value("loop_target_type", String?.self) ?? "at_least"
        guard let numerator = try row.value("loop_numerator", Int?.self), let denominator = try row.value("loop_denominator", Int?.self),
              let type = LoopRule.TargetType(rawValue: typeText) else {
            throw StoreError.invalidValue(path: path, detail: "habits: '\(name)' has an incomplete Loop rule (target type \(typeText))")
        }
        let rule = LoopRule(numerator: numerator, denominator: denominator,
                            numerical: try row.value("loop_numerical", Bool?.self) ?? false,
                            targetValue: try row.value("loop_target_value", Double?.self) ?? 0, targetType: type,
                            unit: try row.value("loop_unit", String?.self) ?? "")
        if let violation = rule.violation(place: "habits: '\(name)' Loop ") {
            throw StoreError.invalidValue(path: path, detail: violation.description)
        }
        return rule
    }
}
