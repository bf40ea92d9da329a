import Foundation

/// The habit backup: every habit category, habit, check-in and memorable moment, as JSON.
///
/// Seed Skill Tracker: "Backup option: Allow exporting progress data as JSON/CSV"; B-028 "Data
/// backup/restore". `sitegen export --json` writes it, the site carries it as `data/export.json`, and
/// `sitegen restore` reads it back: exporting after a restore gives the same bytes.
public struct HabitExport: Codable, Equatable, Sendable {
    public static let formatName = "sitegen-habits"
    public static let currentVersion = 1

    public struct Category: Codable, Equatable, Sendable {
        public var name: String
        public var gradientFrom: String
        public var gradientTo: String
        public var icon: String?
        /// The category's place in the order the person set (0 first); absent in backups older than the
        /// order: a restore then keeps the file's order.
        public var position: Int?
    }

    public struct HabitRecord: Codable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var category: String
        public var icon: String
        public var frequency: String
        public var timesPerWeek: Int?
        public var weekdays: [String]?
        public var targetValue: Double?
        public var targetUnit: String?
        public var rollover: Bool
        public var startDay: LocalDay?
        public var endDay: LocalDay?
        public var archived: Bool
        public var position: Int
        public var created: LocalDay
        public var morningRoutine: Bool
        /// Loop Habit Tracker's rule of a habit imported from Loop; absent for sitegen's own habits.
        public var loop: LoopRule?
    }

    public struct CheckInRecord: Codable, Equatable, Sendable {
        public var habitID: Int64
        public var day: LocalDay
        public var level: String
        public var count: Double?
        public var skipped: Bool
        /// When it was checked in (minutes since local midnight); absent when not known.
        public var minute: Int?
    }

    public struct MomentRecord: Codable, Equatable, Sendable {
        public var id: Int64
        public var day: LocalDay
        public var title: String
        public var category: String
        public var habitID: Int64?
        public var markdown: String
    }

    public var format: String
    public var version: Int
    public var categories: [Category]
    public var habits: [HabitRecord]
    public var checkIns: [CheckInRecord]
    public var moments: [MomentRecord]

    /// The export of `history`'s habit data.
    public init(history: History) {
        format = Self.formatName
        version = Self.currentVersion
        categories = history.habitCategories.enumerated().map {
            Category(name: $1.name, gradientFrom: $1.gradientFrom, gradientTo: $1.gradientTo, icon: $1.icon, position: $0)
        }
        habits = history.habits.map(HabitRecord.init)
        checkIns = history.checkIns.map {
            CheckInRecord(habitID: $0.habitID, day: $0.day, level: $0.level.name, count: $0.count, skipped: $0.skipped, minute: $0.minute)
        }
        moments = history.moments.map {
            MomentRecord(id: $0.id, day: $0.day, title: $0.title, category: $0.category, habitID: $0.habitID, markdown: $0.markdown)
        }
    }

    /// The JSON bytes as `sitegen export --json` writes them: keys sorted, two-space indent, a final newline.
    /// The site's compact `data/export.json` is written by the build's own JSON writer, with the same keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

extension HabitExport.HabitRecord {
    public static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    public init(_ h: Habit) {
        var times: Int?, weekdays: [String]?
        let kind: String
        switch h.frequency {
        case .daily: kind = "daily"
        case .timesPerWeek(let n): kind = "times_per_week"; times = n
        case .weekdays(let days): kind = "weekdays"; weekdays = days.sorted().map { Self.weekdayNames[$0 - 1] }
        }
        self.init(id: h.id, name: h.name, category: h.category, icon: h.icon, frequency: kind, timesPerWeek: times,
                  weekdays: weekdays, targetValue: h.targetValue, targetUnit: h.targetUnit, rollover: h.rollover,
                  startDay: h.startDay, endDay: h.endDay, archived: h.archived, position: h.position, created: h.created,
                  morningRoutine: h.morningRoutine, loop: h.loop)
    }
}
