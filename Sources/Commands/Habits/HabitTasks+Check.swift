import Foundation
import HistoryStore
import Metrics

extension HabitTasks {
    /// What `habit check` records: a level, a count toward the target, or a skip.
    public enum Mark: Sendable, Equatable {
        case level(CompletionLevel)
        case count(Double)
        case skip
    }

    /// Records the check-in of the habit named `name` on `date` (default: today); level `none`
    /// removes it. Returns the check-in as stored.
    public static func check(name: String, date: LocalDay?, mark: Mark, siteDirectory: String, now: Date) throws -> CheckIn {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        let habit = try session.habit(named: name)
        let day = date ?? session.today
        guard day <= session.today else {
            throw HabitError("\(day) is in the future: a check-in is for today (\(session.today)) or an earlier day")
        }
        try HabitError.bounded { () throws(BoundViolation) in try Bounds.require(day: day, upTo: session.today, field: "--date") }
        var checkIn = try checkIn(habit, day, mark)
        if day == session.today, !checkIn.skipped { checkIn.minute = session.minute(of: now) }
        try session.write { writer in
            if removes(checkIn) {
                try writer.removeCheckIn(habitID: habit.id, day: day)
            } else {
                try writer.setFullCheckIn(checkIn)
            }
        }
        return checkIn
    }

    /// The history parts `check` writes: a habit's check-in (serve's check-in and undo forms read only these again).
    public static let checkWrites: Set<History.Part> = [.habits]

    /// Whether `check` removes the day's check-in instead of storing `checkIn` (level none, no count, no skip).
    static func removes(_ checkIn: CheckIn) -> Bool { checkIn.level == .none && !checkIn.skipped && checkIn.count == nil }

    private static func checkIn(_ habit: Habit, _ day: LocalDay, _ mark: Mark) throws(HabitError) -> CheckIn {
        switch mark {
        case .skip:
            return CheckIn(habitID: habit.id, day: day, level: .none, skipped: true)
        case .level(let level):
            return CheckIn(habitID: habit.id, day: day, level: level)
        case .count(let count):
            try HabitError.bounded { () throws(BoundViolation) in try Bounds.habitAmount.require(count, field: "--count") }
            guard let target = habit.targetValue else {
                throw HabitError("\"\(habit.name)\" has no daily target, so --count has nothing to count toward: use --level, "
                    + "or give it one with `sitegen habit edit \"\(habit.name)\" --target N --unit UNIT`")
            }
            return CheckIn(habitID: habit.id, day: day, level: .from(count: count, target: target), count: count)
        }
    }

    /// Adds a custom category with its gradient (`#RRGGBB` to `#RRGGBB`) and section icon.
    public static func addCategory(_ category: HabitCategory, siteDirectory: String, now: Date) throws {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        try HabitError.bounded { () throws(BoundViolation) in try TextLimit.categoryName.require(category.name, field: "category name") }
        guard session.category(named: category.name) == nil else {
            throw HabitError("a category named \"\(category.name)\" already exists (the seed's eight are built in)")
        }
        for (flag, hex) in [("--from", category.gradientFrom), ("--to", category.gradientTo)] where RGBColor(hex: hex) == nil {
            throw HabitError("\(flag): expected a colour #RRGGBB, found \"\(hex)\"")
        }
        if let icon = category.icon, !HabitIcons.contains(icon) { throw HabitError(HabitSession.unknownIcon(icon)) }
        try session.write { try $0.addFullHabitCategory(category) }
    }
}
