import Metrics

/// What a Loop import writes, worked out before anything is written from the export, the stored
/// history and today.
///
/// A Loop habit is matched to a stored habit by name (case-insensitive). A new one goes into the
/// "Loop" category with the check icon, after the stored habits in Loop's order. A matched one takes
/// Loop's rule (`Habit.loop`: exact frequency, type, target, unit), the nearest sitegen frequency and
/// target, and the archived flag, and keeps what only sitegen knows (category, icon,
/// order, rollover, time frame, morning routine). A day's check-in from the export replaces the
/// stored one of that day; days the export has nothing for keep theirs. So importing the same export
/// again writes nothing.
struct LoopImportPlan {
    /// One Loop habit: the sitegen habit as it will be stored, and the check-ins to set.
    struct Item {
        var habit: Habit
        var isNew: Bool
        /// An existing habit whose stored columns change.
        var changed: Bool
        /// Check-ins to add or replace (`habitID` is set when the habit is written).
        var checkIns: [CheckIn]
    }

    /// The category of new habits (a teal gradient; the cards darken it where white text needs it).
    static let category = HabitCategory(name: "Loop", gradientFrom: "#26A69A", gradientTo: "#00796B", icon: "check")

    private(set) var items: [Item] = []
    /// The category to add first, when a new habit needs it and the store has none named "Loop".
    private(set) var newCategory: HabitCategory?
    private(set) var summary: LoopImportSummary

    init(export: LoopExport, history: History, today: LocalDay) {
        summary = LoopImportSummary(folder: export.folder)
        let stored = history.habitCategories.first { $0.name.lowercased() == Self.category.name.lowercased() }
        let checkIns = Dictionary(grouping: history.checkIns, by: \.habitID)
        var position = (history.habits.map(\.position).max() ?? -1) + 1
        let byName = Dictionary(history.habits.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for loop in export.habits {
            let existing = byName[loop.name.lowercased()]
            let marks = marks(export.entries[loop.position] ?? [:], of: loop, today: today)
            var item = Self.item(loop, existing: existing, marks: marks, category: stored?.name ?? Self.category.name,
                                 position: position, today: today)
            if existing == nil { position += 1 }
            item.checkIns = diff(item.checkIns, stored: checkIns[item.habit.id] ?? [], isNew: existing == nil)
            count(item)
            items.append(item)
        }
        if stored == nil, items.contains(where: \.isNew) {
            newCategory = Self.category
            summary.categoryAdded = Self.category.name
        }
    }

    /// The check-ins the entries make, oldest first; entries that make none are counted by reason.
    private mutating func marks(_ entries: [LocalDay: LoopDayEntry], of loop: LoopHabit, today: LocalDay) -> [CheckIn] {
        var checkIns: [CheckIn] = []
        for (day, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let outcome = day > today ? .skip(.afterToday) : LoopMapping.mark(entry.value, habit: loop)
            switch outcome {
            case .store(let mark):
                checkIns.append(CheckIn(habitID: 0, day: day, level: mark.level, count: mark.count, skipped: mark.skipped))
            case .skip(let reason):
                summary.skip(reason, example: "\"\(loop.name)\" \(day) (\(entry.place(in: summary.folder)))")
            }
        }
        return checkIns
    }

    /// The habit as it will be stored, with its check-ins (ids of an existing habit filled in).
    private static func item(_ loop: LoopHabit, existing: Habit?, marks: [CheckIn], category: String,
                             position: Int, today: LocalDay) -> Item {
        let first = min(today, marks.first?.day ?? today)
        var habit = existing ?? Habit(id: 0, name: loop.name, category: category, icon: "check", frequency: .daily,
                                      position: position, created: first)
        habit.frequency = LoopMapping.frequency(loop)
        let target = LoopMapping.target(loop)
        habit.targetValue = target?.value
        habit.targetUnit = target.flatMap { $0.unit.isEmpty ? nil : $0.unit }
        habit.archived = loop.archived
        habit.loop = loop.rule
        let checkIns = marks.map { CheckIn(habitID: habit.id, day: $0.day, level: $0.level, count: $0.count, skipped: $0.skipped) }
        return Item(habit: habit, isNew: existing == nil, changed: existing.map { $0 != habit } ?? false, checkIns: checkIns)
    }

    /// Keeps the check-ins that add a day or change a stored one, counting each kind.
    private mutating func diff(_ checkIns: [CheckIn], stored: [CheckIn], isNew: Bool) -> [CheckIn] {
        let byDay = isNew ? [:] : Dictionary(stored.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
        return checkIns.filter { checkIn in
            guard let old = byDay[checkIn.day] else { summary.checkInsAdded += 1; return true }
            if old == checkIn { summary.checkInsUnchanged += 1; return false }
            summary.checkInsChanged += 1
            return true
        }
    }

    private mutating func count(_ item: Item) {
        if item.isNew {
            summary.habitsAdded += 1
        } else if item.changed || !item.checkIns.isEmpty {
            summary.habitsUpdated += 1
        } else {
            summary.habitsUnchanged += 1
        }
    }
}
