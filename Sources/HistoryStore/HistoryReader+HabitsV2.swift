import GRDB
import Metrics

extension HistoryReader {
    /// Fills in what "v2_habits" added: category icons, morning-routine flags, skipped check-ins.
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
        var skipped: Set<String> = []
        try forEachRow("SELECT habit_id, day FROM check_ins WHERE skipped = 1") { row in
            skipped.insert("\(try row.value("habit_id", Int64.self)) \(try row.value("day", String.self))")
        }
        for index in history.checkIns.indices where skipped.contains("\(history.checkIns[index].habitID) \(history.checkIns[index].day)") {
            history.checkIns[index].skipped = true
        }
    }
}
