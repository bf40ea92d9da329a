import GRDB
import Metrics

/// The rows of a Loop backup's `Habits` and `Repetitions` tables read into `LoopHabit`s and their
/// entries, every value checked as the CSV export's are (an error names the table, the row's id and
/// the column).
struct LoopBackupHabits {
    let file: String
    /// The `Habits` table's columns (lowercased): older versions lack `type`, `target_*` and `unit`.
    let columns: Set<String>
    private(set) var habits: [LoopHabit] = []
    /// Each habit by its row id.
    private var byID: [Int64: LoopHabit] = [:]
    private var idOfName: [String: Int64] = [:]

    init(file: String, columns: Set<String>) {
        self.file = file
        self.columns = columns
    }

    /// Reads one `Habits` row (rows come in Loop's order: the habit's number is its place in it).
    mutating func add(_ row: Row) throws(LoopImportError) {
        guard let id = Int64.fromDatabaseValue(Self.value(row, "id")) else {
            throw .backupRow(file: file, place: "table Habits", problem: "a habit without an id; expected Loop's integer ids")
        }
        let place = "table Habits, id \(id)"
        let name = (String.fromDatabaseValue(Self.value(row, "name")) ?? "").trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .backupRow(file: file, place: place, problem: "expected a habit name, found none") }
        if case .failure(let violation) = TextLimit.habitName.check(name, field: "name") {
            throw .backupRow(file: file, place: place, problem: violation.description)
        }
        if let twin = idOfName[name.lowercased()] {
            throw .backupRow(file: file, place: place, problem: "a second habit named \"\(name)\" (the first has id \(twin)); "
                + "expected unique names, as sitegen's habits are found by name: rename one in Loop")
        }
        var habit = LoopHabit(position: habits.count + 1, name: name, line: Int(truncatingIfNeeded: id))
        let at = "\(place) (\"\(name)\")"
        habit.numerator = try whole(row, "freq_num", Bounds.frequencyNumerator, at)
        habit.denominator = try whole(row, "freq_den", Bounds.frequencyDenominator, at)
        habit.measurable = try choice(row, "type", ["yes/no": 0, "numerical": 1], at) == 1
        habit.targetKind = try choice(row, "target_type", ["at least": 0, "at most": 1], at) == 1 ? .atMost : .atLeast
        habit.archived = try choice(row, "archived", ["not archived": 0, "archived": 1], at) == 1
        if habit.measurable {
            habit.targetValue = try target(row, at)
            habit.unit = String.fromDatabaseValue(Self.value(row, "unit")) ?? ""
            if case .failure(let violation) = TextLimit.unit.check(habit.unit, field: "unit") {
                throw .backupRow(file: file, place: at, problem: violation.description)
            }
        }
        idOfName[name.lowercased()] = id
        byID[id] = habit
        habits.append(habit)
    }

    /// The entry of one `Repetitions` row (columns `row`, `habit`, `timestamp`, `value`) and its habit's
    /// number; `nil` for a row of no habit or without a timestamp, which Loop drops too.
    func entry(_ row: Row) throws(LoopImportError) -> (position: Int, entry: LoopDayEntry)? {
        let id = Int64.fromDatabaseValue(Self.value(row, "row")) ?? 0
        guard let habitID = Int64.fromDatabaseValue(Self.value(row, "habit")), let habit = byID[habitID],
              let timestamp = Int64.fromDatabaseValue(Self.value(row, "timestamp")) else { return nil }
        let place = "table Repetitions, id \(id)"
        // Milliseconds at UTC midnight: the day is the whole days since 1970-01-01.
        let dayNumber = timestamp >= 0 ? timestamp / 86_400_000 : -((-timestamp + 86_399_999) / 86_400_000)
        let day = LocalDay(dayNumber: Int(max(min(dayNumber, 10_000_000), -10_000_000)))
        guard day >= Bounds.firstDay else {
            throw .backupRow(file: file, place: place, problem: "the timestamp \(timestamp) is \(day), before \(Bounds.firstDay); "
                + "expected a day from \(Bounds.firstDay) on (is the phone's clock right?)")
        }
        let raw = Self.value(row, "value")
        guard let code = Int64.fromDatabaseValue(raw), let value = LoopValue.interpret(Double(code), measurable: habit.measurable) else {
            throw .backupRow(file: file, place: place, problem: "unknown value \(raw) for \"\(habit.name)\" on \(day); expected "
                + LoopValue.expected(measurable: habit.measurable))
        }
        if case .amount(let amount) = value, case .failure(let violation) = Bounds.habitAmount.check(amount, field: "the amount") {
            throw .backupRow(file: file, place: place, problem: "the value \(code) for \"\(habit.name)\" on \(day) is an amount of "
                + "\(violation.found) (Loop stores amounts × 1000); expected \(violation.allowed)")
        }
        return (habit.position, LoopDayEntry(day: day, value: value, file: file, line: Int(truncatingIfNeeded: id), column: 0))
    }

    /// The column's value; NULL when the table has no such column.
    static func value(_ row: Row, _ column: String) -> DatabaseValue {
        guard row.hasColumn(column) else { return .null }
        let value: DatabaseValue = row[column]
        return value
    }

    /// A whole number inside `bound`.
    private func whole(_ row: Row, _ column: String, _ bound: Bound, _ place: String) throws(LoopImportError) -> Int {
        let raw = Self.value(row, column)
        guard let number = Int64.fromDatabaseValue(raw), bound.contains(Double(number)) else {
            throw .backupRow(file: file, place: place, problem: "column \(column): expected \(bound.allowed), found \(raw)")
        }
        return Int(number)
    }

    /// One of `codes` (NULL, or a column the version lacks, is 0, as in Loop's migrations' defaults).
    private func choice(_ row: Row, _ column: String, _ codes: [String: Int64], _ place: String) throws(LoopImportError) -> Int64 {
        let raw = Self.value(row, column)
        if raw.isNull { return 0 }
        guard let code = Int64.fromDatabaseValue(raw), codes.values.contains(code) else {
            let allowed = codes.sorted { $0.value < $1.value }.map { "\($0.value) (\($0.key))" }.joined(separator: " or ")
            throw .backupRow(file: file, place: place, problem: "column \(column): expected \(allowed), found \(raw)")
        }
        return code
    }

    /// `target_value`: 0 (none) or inside `Bounds.habitTarget`.
    private func target(_ row: Row, _ place: String) throws(LoopImportError) -> Double {
        let raw = Self.value(row, "target_value")
        if raw.isNull { return 0 }
        guard let target = Double.fromDatabaseValue(raw), target == 0 || Bounds.habitTarget.contains(target) else {
            throw .backupRow(file: file, place: place, problem: "column target_value: expected 0 (none) or "
                + "\(Bounds.habitTarget.allowed), found \(raw)")
        }
        return target
    }
}
