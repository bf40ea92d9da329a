import Strings

/// The Habits home of one day: the total streak, a card per listed habit, the archive list.
public struct HabitsDay: Sendable {
    /// One habit card (seed Skill Tracker, "Habit Card Components").
    public struct Card: Sendable {
        public let habit: Habit
        public let level: CompletionLevel
        public let count: Double?
        public let skipped: Bool
        public let due: Bool
        public let streak: Int
        public let streakUnit: HabitStreakUnit
        /// Seed "Task rollover": a rollover habit not done on its due day is listed the next day, marked
        /// as rolled over from that day (an arrow); one day later it is dropped.
        public let rolledOverFrom: LocalDay?
        /// N-times-a-week habits: check-ins this week so far.
        public let weekDone: Int?
        /// How far the day is: the count over the target, or the level's intensity; 0 … 1.
        public let progress: Double

        /// The card of `timeline` on `day`; `nil` when the habit is not listed that day. Every habit in use
        /// that day is listed (`HabitBook.current(on:)`), due or not, and a rolled-over one the day after.
        init?(timeline: borrowing HabitTimeline, day: LocalDay) {
            self.init(habit: timeline.habit, streakUnit: timeline.streakUnit, entry: timeline.day(day),
                      before: timeline.day(day.adding(days: -1)), day: day)
        }

        /// The card of a habit on `day` from what it is made of: the habit's timeline entries of `day` and of
        /// the day before (`HabitTimeline.day(_:)`), and the timeline's streak unit. A Habits page gathers these
        /// (the card is made only when the page is made).
        public init?(habit: Habit, streakUnit: HabitStreakUnit, entry: HabitTimeline.Day?, before: HabitTimeline.Day?,
                     day: LocalDay) {
            let rolled = habit.rollover && before.map { $0.due && !$0.level.isDone } == true
            guard entry != nil || rolled, let shown = entry ?? before else { return nil }
            self.habit = habit
            level = entry?.level ?? .none
            count = entry?.count
            skipped = entry?.skipped ?? false
            due = entry?.due ?? false
            streak = shown.streak
            self.streakUnit = streakUnit
            rolledOverFrom = rolled ? day.adding(days: -1) : nil
            weekDone = entry?.weekDone
            progress = Self.progress(level: level, count: count, target: habit.targetValue)
        }

        /// Not due that day and not done: shown as "not due", never as missed or undone (one rule for
        /// every habit not due, whatever its frequency or section).
        public var notDue: Bool { !due && !skipped && !level.isDone && rolledOverFrom == nil }

        public static func progress(level: CompletionLevel, count: Double?, target: Double?) -> Double {
            if let count, let target, target > 0 { return min(1, max(0, count / target)) }
            return Double(level.intensityPercent) / 100
        }
    }

    /// A habit whose time frame ended, or that was archived, with its final result.
    public struct Finished: Sendable {
        public let habit: Habit
        public let lastDay: LocalDay
        public let result: HabitResult

        /// `timeline` in the archive list of `day`: its last active day is before `day`.
        init?(timeline: borrowing HabitTimeline, day: LocalDay) {
            guard Self.lists(timeline.habit, first: timeline.schedule.first, last: timeline.schedule.last, on: day) else { return nil }
            self.init(habit: timeline.habit, lastDay: timeline.schedule.last, result: timeline.result)
        }

        public init(habit: Habit, lastDay: LocalDay, result: HabitResult) {
            self.habit = habit
            self.lastDay = lastDay
            self.result = result
        }

        /// Whether the archive list of `day` lists `habit`, whose schedule runs from `first` through `last`: it
        /// ended or was archived, and its last active day is before `day`.
        public static func lists(_ habit: Habit, first: LocalDay, last: LocalDay, on day: LocalDay) -> Bool {
            ends(habit) && first <= last && last < day && (last == (habit.endDay ?? last) || habit.archived)
        }

        /// Whether the archive list of some day may list `habit`: it has an end day or was archived.
        public static func ends(_ habit: Habit) -> Bool { habit.endDay != nil || habit.archived }
    }

    /// A section's tally: full completions apart from partial ones ("5 done, 1 partial of 8");
    /// habits not due that day and not done are left out of "of N" and named apart.
    public struct Tally: Sendable, Equatable {
        /// Done in full.
        public let done: Int
        /// Done in part: partial or medium.
        public let partial: Int
        /// Due (or done, or rolled over): the "of N".
        public let of: Int
        public let notDue: Int

        public init(_ cards: [Card]) {
            done = cards.filter { $0.level == .full }.count
            partial = cards.filter { $0.level.isDone && $0.level < .full }.count
            notDue = cards.filter(\.notDue).count
            of = cards.count - notDue
        }

        /// "5 done, 1 partial of 8", "2 done of 3 · 1 not due"; without partials their part is left out.
        public var text: String { text(.english) }

        /// `text` in `words`.
        public func text(_ words: StringTable) -> String {
            var text = partial > 0 ? words(.donePartialOf, ["done": "\(done)", "partial": "\(partial)", "total": "\(of)"])
                : words(.doneOf, ["done": "\(done)", "total": "\(of)"])
            if notDue > 0 { text += " · " + words(.notDueCount, ["count": "\(notDue)"]) }
            return text
        }
    }

    public let day: LocalDay
    public let totalStreak: Int
    /// Listed habits in the store's order.
    public let cards: [Card]
    public let finished: [Finished]
}

/// The home page's time-of-day greeting (seed Skill Tracker: "Time-based greeting feature").
public enum HabitGreeting {
    /// "Good morning" from 05:00, "Good afternoon" from 12:00, "Good evening" from 17:00,
    /// "Good night" from 22:00 to 04:59.
    public static func text(hour: Int, _ words: StringTable = .english) -> String {
        switch hour {
        case 5..<12: words[.goodMorning]
        case 12..<17: words[.goodAfternoon]
        case 17..<22: words[.goodEvening]
        default: words[.goodNight]
        }
    }
}
