import Foundation

/// A memorable moment: a dated Markdown entry.
public struct Moment: Sendable, Equatable {
    public var id: Int64
    public var day: LocalDay
    public var title: String
    public var category: String
    public var habitID: Int64?
    public var markdown: String
    public init(id: Int64, day: LocalDay, title: String, category: String, habitID: Int64? = nil, markdown: String) {
        self.id = id
        self.day = day
        self.title = title
        self.category = category
        self.habitID = habitID
        self.markdown = markdown
    }
}

/// Moments the history earns by itself, derived at every build and never stored.
///
/// Issue 7: habit streaks of 7, 30, 100 and 365 days; the first day a step goal was met; step-goal
/// streaks of 7, 30 and 100; gym milestones (5, 20, 50, 100); a new best VO2 max. Each appears once,
/// on the day it happened; a streak that ends and is built again earns its moment again on the new day.
public enum AutomaticMoments {
    /// One derived moment and the key a person writes in `moments.hide` to leave it out.
    public struct Entry: Sendable, Equatable {
        public let key: String
        public let moment: Moment
    }

    public static let habitStreaks = [7, 30, 100, 365]
    public static let stepStreaks = [7, 30, 100]

    /// Every automatic moment of the history, oldest first, except those whose key is in `hidden`.
    public static func derive(book: HabitBook, ledger: StreakLedger, gymVisits: [LocalDay], vo2Max: [TimedValue],
                              calendar: DayCalendar, hidden: Set<String> = []) -> [Entry] {
        let all = habits(book) + steps(ledger) + gym(gymVisits) + vo2(vo2Max, calendar)
        return all.filter { !hidden.contains($0.key) }.sorted { ($0.moment.day, $0.key) < ($1.moment.day, $1.key) }
    }

    static func habits(_ book: HabitBook) -> [Entry] {
        book.timelines.filter { $0.streakUnit == .days }.flatMap { timeline in
            zip([0] + timeline.days.map(\.streak), timeline.days).compactMap { previous, day -> Entry? in
                guard habitStreaks.contains(day.streak), previous < day.streak else { return nil }
                let name = timeline.habit.name
                return entry("habit-\(timeline.habit.id)-streak-\(day.streak)-\(day.day)", day.day,
                             "\(day.streak)-day streak: \(name)", "Achievement", habit: timeline.habit.id,
                             "\(day.streak) days in a row.")
            }
        }
    }

    static func steps(_ ledger: StreakLedger) -> [Entry] {
        var entries: [Entry] = []
        if let first = ledger.entries.first(where: { $0.status == .achieved }) {
            entries.append(entry("steps-first-goal", first.day, "First step goal met", "Milestone", habit: nil,
                                 "\(NumberText.grouped(first.steps)) steps against a goal of \(NumberText.grouped(first.goal))."))
        }
        for (previous, day) in zip([0] + ledger.entries.map(\.streak), ledger.entries)
        where stepStreaks.contains(day.streak) && previous < day.streak {
            entries.append(entry("steps-streak-\(day.streak)-\(day.day)", day.day, "\(day.streak)-day step streak",
                                 "Achievement", habit: nil, "The step goal kept \(day.streak) days in a row."))
        }
        return entries
    }

    static func gym(_ visits: [LocalDay]) -> [Entry] {
        GymMilestone.all(visits: Array(Set(visits)).sorted()).compactMap { milestone in
            milestone.reachedOn.map {
                entry("gym-\(milestone.count)", $0, "\(milestone.count) gym visits", "Milestone", habit: nil,
                      "\(milestone.message) \(milestone.count) workouts at the gym.")
            }
        }
    }

    static func vo2(_ samples: [TimedValue], _ calendar: DayCalendar) -> [Entry] {
        var best: Double?
        var entries: [Entry] = []
        for sample in samples {
            defer { best = max(best ?? sample.value, sample.value) }
            guard let previous = best, sample.value > previous else { continue }
            let day = calendar.day(containing: sample.instant)
            entries.append(entry("vo2max-best-\(day)", day, "New best VO2 max", "Achievement", habit: nil,
                                 "\(NumberText.fixed(sample.value, places: 1)) mL/min·kg, up from \(NumberText.fixed(previous, places: 1))."))
        }
        return Dictionary(grouping: entries, by: \.key).values.compactMap(\.last).sorted { $0.key < $1.key }
    }

    private static func entry(_ key: String, _ day: LocalDay, _ title: String, _ category: String,
                              habit: Int64?, _ markdown: String) -> Entry {
        Entry(key: key, moment: Moment(id: id(for: key), day: day, title: title, category: category,
                                       habitID: habit, markdown: markdown + "\n\n*An automatic moment.*"))
    }

    /// A stable id far above stored moments' ids, from the key (FNV-1a): the same moment keeps its page.
    static func id(for key: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return 1_000_000_000_000 + Int64(hash % 1_000_000_000_000)
    }
}
