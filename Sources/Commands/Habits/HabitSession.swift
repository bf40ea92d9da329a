import Foundation
import HistoryStore
import Metrics
import Workspace

/// One habit command's view of the site: settings, the store and its history, today.
struct HabitSession {
    let store: HistoryStore
    let history: History
    let today: LocalDay
    let week: HabitWeek
    let calendar: DayCalendar

    init(siteDirectory: String, now: Date, mode: HistoryStore.AccessMode = .readWrite, checkIns: Bool = true) throws {
        try self.init(try Workspace(siteDirectory: siteDirectory), now: now, mode: mode, checkIns: checkIns)
    }

    /// Opens the store of `workspace` and loads the habit and moment parts of its history (all a
    /// habit or moment task reads: a form's check-in must not read ten years of samples first);
    /// `checkIns: false` for a task that reads no check-in (a check-in itself: it only names its habit).
    init(_ workspace: Workspace, now: Date, mode: HistoryStore.AccessMode = .readWrite, checkIns: Bool = true) throws {
        today = workspace.today(now)
        week = workspace.settings.habits.firstWeekday.week
        calendar = workspace.calendar
        do {
            store = try HistoryStore.open(path: workspace.storePath, mode: mode)
            history = try store.loadHistory([.habits, .moments], checkIns: checkIns)
        } catch {
            throw HabitError(error.description)
        }
    }

    /// `now` as minutes since local midnight by the wall clock (what a check-in made now records).
    func minute(of now: Date) -> Int {
        let time = calendar.clock(now)
        return min(1_439, max(0, time.hour * 60 + time.minute))
    }

    /// Runs `body` in one transaction; a store error becomes a `HabitError`.
    func write(_ body: (HistoryWriter) throws -> Void) throws {
        do { try store.write(body) } catch { throw HabitError(error.description) }
    }

    /// The habit named `name` (case-insensitive).
    func habit(named name: String) throws(HabitError) -> Habit {
        guard let habit = history.habits.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            let known = history.habits.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw HabitError("no habit named \"\(name)\"; " + (known.isEmpty ? "the store has no habits yet (`sitegen habit add`)" : "the habits are \(known)"))
        }
        return habit
    }

    /// The stored category or seed category named `name` (case-insensitive).
    func category(named name: String) -> HabitCategory? {
        history.habitCategories.first { $0.name.lowercased() == name.lowercased() } ?? HabitPalette.seedCategory(named: name)
    }

    /// Every category a habit may name.
    var categoryNames: [String] {
        HabitStylesheet(history: History(habitCategories: history.habitCategories)).categories.map(\.name)
    }

    /// The section icon of the category, or the check.
    func defaultIcon(for category: String) -> String { self.category(named: category)?.icon ?? "check" }

    static func unknownIcon(_ icon: String) -> String {
        "unknown icon \"\(icon)\": expected one of \(HabitIcons.names.joined(separator: ", "))"
    }

    /// Refuses a duplicate name, an unknown category or icon, a bad frequency, target or time frame.
    func validate(_ habit: Habit, replacing id: Int64?) throws(HabitError) {
        if history.habits.contains(where: { $0.name.lowercased() == habit.name.lowercased() && $0.id != id }) {
            throw HabitError("a habit named \"\(habit.name)\" already exists; choose another name or change it with `sitegen habit edit`")
        }
        guard category(named: habit.category) != nil else {
            throw HabitError("unknown category \"\(habit.category)\": expected one of \(categoryNames.joined(separator: ", ")), "
                + "or add it with `sitegen habit category \"\(habit.category)\" --from #RRGGBB --to #RRGGBB`")
        }
        guard HabitIcons.contains(habit.icon) else { throw HabitError(Self.unknownIcon(habit.icon)) }
        if case .timesPerWeek(let n) = habit.frequency, !(1...7).contains(n) {
            throw HabitError("--times-per-week: expected 1 to 7, found \(n)")
        }
        try HabitError.bounded { () throws(BoundViolation) in
            try TextLimit.habitName.require(habit.name, field: "name")
            try TextLimit.categoryName.require(habit.category, field: "--category")
            if let target = habit.targetValue { try Bounds.habitTarget.require(target, field: "--target") }
            if let unit = habit.targetUnit { try TextLimit.unit.require(unit, field: "--unit") }
            try Bounds.habitPosition.require(habit.position, field: "position")
            let last = Bounds.lastPlannedDay(after: today)
            if let start = habit.startDay { try Bounds.require(day: start, upTo: last, field: "--start") }
            if let end = habit.endDay { try Bounds.require(day: end, upTo: last, field: "--end") }
        }
        if let start = habit.startDay, let end = habit.endDay, end < start {
            throw HabitError("--end \(end) is before --start \(start): a time frame ends on or after its first day")
        }
    }
}
