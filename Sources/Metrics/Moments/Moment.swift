import Foundation
import Strings

/// A memorable moment: a dated Markdown entry. `Codable` as the habit export writes it
/// (`HabitExport.MomentRecord`): every field under its own name.
public struct Moment: Sendable, Equatable, Codable {
    /// The seed's moment categories (Skill Tracker B-025), listed first wherever categories are; any other
    /// name is a category of the person's own.
    public static let seedCategories = ["Achievement", "Milestone", "Personal"]

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
/// Only the milestones a person would celebrate, each once, on the day it happened: per habit
/// the first streak of 7 days, then each doubling (14, 28, 56 …), and round totals of check-ins (10, 50,
/// 100, 250, 500, 1000 …); the first day a step goal was met and step-goal streaks of 7, 14, 28 …; gym
/// milestones (5, 20, 50, 100); a new best VO2 max past a whole number. A streak that ends and is built again earns nothing
/// until it goes past the longest so far. An automatic moment a stored one already tells (the same day
/// and milestone) is left out (`dropping(toldBy:)`).
public enum AutomaticMoments {
    /// One derived moment, the key a person writes in `moments.hide` to leave it out, and the milestone
    /// it marks (the streak length or the total), with the word that names its kind for a stored moment.
    public struct Entry: Sendable, Equatable {
        public let key: String
        public let moment: Moment
        /// The number the milestone is about (7 for a 7-day streak, 20 for 20 gym visits); `nil` for none.
        public let milestone: Int?
        /// A word a stored moment's title names the same milestone with ("gym", "step"); `nil` for a
        /// habit's, which the stored moment's habit link names.
        public let topic: String?
    }

    /// Streak milestones: 7, then doubling (14, 28, 56 …) up to `limit`.
    public static func streakMilestones(upTo limit: Int) -> [Int] {
        Array(sequence(first: 7) { $0 <= limit / 2 ? $0 * 2 : nil }).filter { $0 <= limit }
    }

    /// Round totals of check-ins: 10, 50, 100, 250, 500, 1000, then 2500, 5000, 10000 ….
    public static func totalMilestones(upTo limit: Int) -> [Int] {
        var totals = [10, 50, 100, 250, 500, 1_000]
        while let last = totals.last, last < limit { totals.append(totals[totals.count - 3] * 10) }
        return totals.filter { $0 <= limit }
    }

    /// Every automatic moment of the history, oldest first, except those whose key is in `hidden`.
    public static func derive(book: HabitBook, ledger: StreakLedger, gymVisits: [LocalDay], vo2Max: [TimedValue],
                              calendar: DayCalendar, hidden: Set<String> = [], words: StringTable = .english) -> [Entry] {
        let all = habits(book, words) + steps(ledger, words) + gym(gymVisits, words) + vo2(vo2Max, calendar, words)
        return all.filter { !hidden.contains($0.key) }.sorted { ($0.moment.day, $0.key) < ($1.moment.day, $1.key) }
    }

    /// `entries` without those a stored moment already tells (one moment per milestone): a stored
    /// moment of the same day whose title names the milestone's number and, for a habit's, is linked to that
    /// habit, for the others names its topic ("20 gym visits" stored by hand and derived on the same day).
    public static func dropping(toldBy stored: [Moment], _ entries: [Entry]) -> [Entry] {
        let byDay = Dictionary(grouping: stored, by: \.day)
        return entries.filter { entry in
            !(byDay[entry.moment.day] ?? []).contains { tells($0, entry) }
        }
    }

    static func tells(_ stored: Moment, _ entry: Entry) -> Bool {
        if stored.title.lowercased() == entry.moment.title.lowercased() { return true }
        guard let milestone = entry.milestone else { return false }
        let title = stored.title.lowercased()
        let numbers = title.split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.contains(milestone) else { return false }
        if let habit = entry.moment.habitID { return stored.habitID == habit }
        return entry.topic.map { title.contains($0) } ?? false
    }

    /// Per habit with streaks in days: each streak milestone the first time it is reached; per habit, each
    /// round total of days done.
    static func habits(_ book: HabitBook, _ words: StringTable = .english) -> [Entry] {
        book.timelines.flatMap { timeline -> [Entry] in
            let habit = timeline.habit
            var entries: [Entry] = []
            if timeline.streakUnit == .days {
                let best = timeline.days.map(\.streak).max() ?? 0
                for length in streakMilestones(upTo: best) {
                    guard let day = timeline.days.first(where: { $0.streak >= length }) else { continue }
                    entries.append(entry("habit-\(habit.id)-streak-\(length)", day.day, words(.momentHabitStreak, ["count": "\(length)", "name": habit.name]),
                                         "Achievement", habit: habit.id, words(.momentHabitStreakBody, ["count": "\(length)"]), milestone: length, words))
                }
            }
            let done = timeline.days.filter { $0.level.isDone && !$0.skipped }
            for total in totalMilestones(upTo: done.count) {
                entries.append(entry("habit-\(habit.id)-total-\(total)", done[total - 1].day, words(.momentCheckIns, ["count": "\(total)", "name": habit.name]),
                                     "Milestone", habit: habit.id, words(.momentCheckInsBody, ["count": "\(total)"]), milestone: total, words))
            }
            return entries
        }
    }

    static func steps(_ ledger: StreakLedger, _ words: StringTable = .english) -> [Entry] {
        var entries: [Entry] = []
        if let first = ledger.entries.first(where: { $0.status == .achieved }) {
            entries.append(entry("steps-first-goal", first.day, words[.momentFirstGoal], "Milestone", habit: nil,
                                 words(.momentFirstGoalBody, ["steps": NumberText.grouped(first.steps), "goal": NumberText.grouped(first.goal)]),
                                 topic: "step", words))
        }
        let best = ledger.entries.map(\.streak).max() ?? 0
        for length in streakMilestones(upTo: best) {
            guard let day = ledger.entries.first(where: { $0.streak >= length }) else { continue }
            entries.append(entry("steps-streak-\(length)", day.day, words(.momentStepStreak, ["count": "\(length)"]), "Achievement", habit: nil,
                                 words(.momentStepStreakBody, ["count": "\(length)"]), milestone: length, topic: "step", words))
        }
        return entries
    }

    static func gym(_ visits: [LocalDay], _ words: StringTable = .english) -> [Entry] {
        GymMilestone.all(visits: Array(Set(visits)).sorted()).compactMap { milestone in
            milestone.reachedOn.map {
                entry("gym-\(milestone.count)", $0, words(.momentGym, ["count": "\(milestone.count)"]), "Milestone", habit: nil,
                      words(.momentGymBody, ["message": milestone.message(words), "count": "\(milestone.count)"]),
                      milestone: milestone.count, topic: "gym", words)
            }
        }
    }

    /// A new best VO2 max that passes a whole number the best had not reached (41.5 after 40.8, not 40.9
    /// after 40.8): a small rise is not a milestone.
    static func vo2(_ samples: [TimedValue], _ calendar: DayCalendar, _ words: StringTable = .english) -> [Entry] {
        var best: Double?
        var entries: [Entry] = []
        for sample in samples {
            defer { best = max(best ?? sample.value, sample.value) }
            guard let previous = best, sample.value > previous, sample.value.rounded(.down) > previous.rounded(.down) else { continue }
            let day = calendar.day(containing: sample.instant)
            entries.append(entry("vo2max-best-\(day)", day, words[.momentVO2], "Achievement", habit: nil,
                                 words(.momentVO2Body, ["value": NumberText.fixed(sample.value, places: 1), "previous": NumberText.fixed(previous, places: 1)]),
                                 milestone: Int(sample.value.rounded(.down)), topic: "vo", words))
        }
        return Dictionary(grouping: entries, by: \.key).values.compactMap(\.last).sorted { $0.key < $1.key }
    }

    private static func entry(_ key: String, _ day: LocalDay, _ title: String, _ category: String,
                              habit: Int64?, _ markdown: String, milestone: Int? = nil, topic: String? = nil,
                              _ words: StringTable) -> Entry {
        Entry(key: key, moment: Moment(id: id(for: key), day: day, title: title, category: category,
                                       habitID: habit, markdown: markdown + "\n\n*" + words[.automaticMomentNote] + "*"),
              milestone: milestone, topic: topic)
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
