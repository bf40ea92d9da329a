import Foundation
import HistoryStore
import Metrics

/// The `sitegen habit` commands' work: habits and check-ins in the store. Each refuses bad input with
/// a `HabitError` before writing anything; "today" is `now`'s day in the site's time zone.
public enum HabitTasks {
    /// Adds a habit (default: daily, the icon of its category); returns it as stored.
    public static func add(_ input: HabitInput, siteDirectory: String, now: Date) throws -> Habit {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        guard let name = input.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            throw HabitError("a habit needs a name, such as \"Read 10 pages\"")
        }
        guard let category = input.category else {
            throw HabitError("--category is required: one of \(session.categoryNames.joined(separator: ", "))")
        }
        let base = Habit(id: 0, name: name, category: category, icon: "check", frequency: .daily,
                         position: session.history.habits.map(\.position).max().map { WholeNumber.sum($0, 1) } ?? 0, created: session.today)
        var habit = input.applied(to: base)
        habit.name = name
        if input.icon == nil { habit.icon = session.defaultIcon(for: habit.category) }
        try session.validate(habit, replacing: nil)
        try session.write { habit.id = try $0.addFullHabit(habit) }
        return habit
    }

    /// What `edit` stored, and what the command says about it.
    public struct Edited: Sendable {
        public let habit: Habit
        /// The Loop rule the edit cleared (a frequency given for a habit imported from Loop).
        public let clearedLoopRule: LoopRule?

        /// "Changed "Read".", and when a Loop rule was cleared, what that means for its figures.
        public var message: String {
            var text = "Changed \"\(habit.name)\"."
            if let rule = clearedLoopRule {
                text += " Its Loop rule (\(rule.frequencyText.lowercased())) no longer applies: the habit now follows "
                    + "sitegen's rules (\(habit.frequency.text)), so its strength and streaks are sitegen's, "
                    + "streaks in \(habit.frequency.streakUnit.rawValue)."
            }
            return text
        }
    }

    /// Changes the habit named `name` with the given fields; returns it as stored.
    ///
    /// A frequency given for a habit imported from Loop clears its Loop rule: the person now owns the
    /// habit's rule, so its strength and streaks follow sitegen's rules from then on.
    public static func edit(name: String, _ input: HabitInput, siteDirectory: String, now: Date) throws -> Edited {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        let old = try session.habit(named: name)
        var habit = input.applied(to: old)
        let cleared = input.frequency == nil ? nil : old.loop
        if cleared != nil { habit.loop = nil }
        try session.validate(habit, replacing: old.id)
        try session.write { try $0.updateHabit(habit) }
        return Edited(habit: habit, clearedLoopRule: cleared)
    }

    /// Archives (or, with `archived` false, restores) the habit named `name`.
    public static func archive(name: String, archived: Bool = true, siteDirectory: String, now: Date) throws -> Habit {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        var habit = try session.habit(named: name)
        habit.archived = archived
        try session.write { try $0.updateHabit(habit) }
        return habit
    }

    /// Removes the habit named `name` with all its check-ins; returns how many check-ins went with it.
    public static func remove(name: String, siteDirectory: String, now: Date) throws -> Int {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now)
        let habit = try session.habit(named: name)
        try session.write { try $0.removeHabit(id: habit.id) }
        return session.history.checkIns.filter { $0.habitID == habit.id }.count
    }

    /// Every habit in the store's order, with its current streak.
    public static func list(siteDirectory: String, now: Date) throws -> [(habit: Habit, streak: Int, unit: HabitStreakUnit)] {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, mode: .readOnly)
        let book = HabitBook(history: session.history, today: session.today, week: session.week)
        return book.timelines.map { ($0.habit, $0.day(session.today)?.streak ?? 0, $0.streakUnit) }
    }
}
