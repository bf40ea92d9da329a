/// Every habit's timeline and the total streak, as of today: what the Habits pages show.
public struct HabitBook: Sendable {
    public let today: LocalDay
    /// Every habit's timeline, in the store's order (position, then id).
    public let timelines: [HabitTimeline]
    /// The total streak at the end of each day from the first active day through today.
    public let totalStreaks: [LocalDay: Int]
    /// The first day any habit is active; `nil` without habits.
    public let firstDay: LocalDay?

    /// The habits whose timelines came as they were from the book this one reused (none without one).
    public let reused: Set<Int64>

    /// The book of `history`'s habits as of `today`, weeks as `week` lays them out. A timeline of
    /// `previous` made from the same habit, check-ins, day and week is taken as it is (serve: a check-in
    /// makes only its habit's timeline again); the book equals one made without `previous`.
    public init(history: History, today: LocalDay, week: HabitWeek, reusing previous: HabitBook? = nil) {
        let byHabit = Dictionary(grouping: history.checkIns, by: \.habitID)
        let kept = Dictionary((previous?.timelines ?? []).map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        var reused: Set<Int64> = []
        let timelines = history.habits.map { habit in
            let checkIns = byHabit[habit.id] ?? []
            if let timeline = kept[habit.id], timeline.isMade(from: habit, checkIns: checkIns, today: today, week: week) {
                reused.insert(habit.id)
                return timeline
            }
            return HabitTimeline(habit: habit, checkIns: checkIns, today: today, week: week)
        }
        self.reused = reused
        self.today = today
        self.timelines = timelines
        self.firstDay = timelines.compactMap { $0.days.first?.day }.min()
        self.totalStreaks = Self.totalStreaks(timelines, from: firstDay, through: today)
    }

    /// Seed Skill Tracker's top-bar total streak (🔥 N): consecutive days on which every habit due that
    /// day was done at least partially. A day with nothing due neither extends nor breaks it; today, while
    /// not complete, does not end it.
    static func totalStreaks(_ timelines: [HabitTimeline], from first: LocalDay?, through today: LocalDay)
        -> [LocalDay: Int] {
        guard let first, first <= today else { return [:] }
        // Each timeline's days by day number, so a day's entry is an index, not a calendar step (serve
        // computes this after every check-in, over every day of every habit).
        let spans = timelines.compactMap { timeline in timeline.days.first.map { (first: $0.day.dayNumber, days: timeline.days) } }
        var streaks: [LocalDay: Int] = [:]
        streaks.reserveCapacity(first.days(to: today) + 1)
        var streak = 0
        for number in first.dayNumber...today.dayNumber {
            var anyDue = false, allDone = true
            for span in spans {
                let index = number - span.first
                guard index >= 0, index < span.days.count else { continue }
                let entry = span.days[index]
                if entry.due {
                    anyDue = true
                    if !entry.level.isDone { allDone = false }
                }
            }
            if anyDue, allDone {
                streak += 1
            } else if anyDue, number != today.dayNumber {
                streak = 0
            }
            streaks[LocalDay(dayNumber: number)] = streak
        }
        return streaks
    }

    /// The total streak at the end of `day` (0 before the first habit).
    public func totalStreak(on day: LocalDay) -> Int { totalStreaks[day] ?? 0 }

    /// The habits in use on `day`: inside their time frame, an archived one only up to its last check-in.
    /// The one rule the Habits page lists cards by and the overview counts by.
    public func current(on day: LocalDay) -> [HabitTimeline] { timelines.filter { $0.isActive(on: day) } }

    /// The Habits page model of `day` (today or earlier).
    ///
    /// Made for every Habits page of a build (one a day of history): one pass over the timelines, each lent to
    /// the cards by index instead of copied, into arrays made large enough at once.
    public func day(_ day: LocalDay) -> HabitsDay {
        var cards: [HabitsDay.Card] = [], finished: [HabitsDay.Finished] = []
        cards.reserveCapacity(timelines.count)
        for index in timelines.indices {
            if let card = HabitsDay.Card(timeline: timelines[index], day: day) { cards.append(card) }
            if let done = HabitsDay.Finished(timeline: timelines[index], day: day) { finished.append(done) }
        }
        return HabitsDay(day: day, totalStreak: totalStreak(on: day), cards: cards, finished: finished)
    }
}
