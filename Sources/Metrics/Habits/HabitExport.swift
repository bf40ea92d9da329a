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

    /// A habit in the export: the habit's own fields (`Habit`'s `Codable`), its frequency as three keys:
    /// `frequency` (daily, times_per_week or weekdays), `timesPerWeek` and `weekdays` (["mon", "wed"]).
    public struct HabitRecord: Equatable, Sendable {
        public var habit: Habit

        public init(_ habit: Habit) { self.habit = habit }
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

    /// A moment in the export: the moment itself, every field under its own name.
    public typealias MomentRecord = Moment

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
        moments = history.moments
    }

    /// The JSON bytes as `sitegen export --json` writes them: keys sorted, two-space indent, a final newline.
    /// The site's compact `data/export.json` is written by the build's own JSON writer, with the same keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

extension HabitExport.HabitRecord: Codable {
    public static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    enum FrequencyKeys: String, CodingKey { case frequency, timesPerWeek, weekdays }

    /// The frequency's kind as the export names it.
    public var frequency: String {
        switch habit.frequency {
        case .daily: "daily"
        case .timesPerWeek: "times_per_week"
        case .weekdays: "weekdays"
        }
    }

    /// N of an N-times-a-week habit.
    public var timesPerWeek: Int? {
        if case .timesPerWeek(let times) = habit.frequency { times } else { nil }
    }

    /// The weekdays of a weekdays habit, Sunday first: ["mon", "wed"].
    public var weekdays: [String]? {
        if case .weekdays(let days) = habit.frequency { days.sorted().map { Self.weekdayNames[$0 - 1] } } else { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        try habit.encode(to: encoder)
        var keys = encoder.container(keyedBy: FrequencyKeys.self)
        try keys.encode(frequency, forKey: .frequency)
        try keys.encodeIfPresent(timesPerWeek, forKey: .timesPerWeek)
        try keys.encodeIfPresent(weekdays, forKey: .weekdays)
    }

    /// The habit, its frequency read from its three keys; a frequency that names none is refused with its
    /// key (`habits[2].frequency: expected daily, times_per_week or weekdays, found "hourly"`).
    public init(from decoder: any Decoder) throws {
        var habit = try Habit(from: decoder)
        let keys = try decoder.container(keyedBy: FrequencyKeys.self)
        let kind = try keys.decode(String.self, forKey: .frequency)
        switch kind {
        case "daily":
            habit.frequency = .daily
        case "times_per_week":
            guard let times = try keys.decodeIfPresent(Int.self, forKey: .timesPerWeek), (1...7).contains(times) else {
                throw DecodingError.dataCorruptedError(forKey: .timesPerWeek, in: keys, debugDescription: "expected 1 to 7")
            }
            habit.frequency = .timesPerWeek(times)
        case "weekdays":
            let names = try keys.decodeIfPresent([String].self, forKey: .weekdays) ?? []
            let days = names.compactMap { Self.weekdayNames.firstIndex(of: $0).map { $0 + 1 } }
            guard !days.isEmpty, days.count == names.count else {
                throw DecodingError.dataCorruptedError(forKey: .weekdays, in: keys,
                                                       debugDescription: "expected names such as [\"mon\", \"wed\"]")
            }
            habit.frequency = .weekdays(Set(days))
        default:
            throw DecodingError.dataCorruptedError(forKey: .frequency, in: keys, debugDescription:
                "expected daily, times_per_week or weekdays, found \"\(kind)\"")
        }
        self.init(habit)
    }
}
