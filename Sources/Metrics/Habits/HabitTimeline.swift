import Strings

/// One habit's days from its first active day through today: level, due or not, streak.
///
/// A class, with nothing in it that changes: every Habits page's cards and every report card read the
/// timelines of the book, and copying a struct of eight parts for each was a large share of making a card.
///
/// Seed Skill Tracker, "Streak calculation logic": count consecutive completion days, reset on
/// missed days, handle partial completions. A day is done when its level is at least partial.
public final class HabitTimeline: Sendable {
    /// One day of the habit.
    public struct Day: Sendable, Equatable {
        public let day: LocalDay
        public let level: CompletionLevel
        /// The amount done toward the target, when recorded.
        public let count: Double?
        public let skipped: Bool
        /// Due: not doing it that day ends the streak (see `HabitSchedule`).
        public let due: Bool
        /// The streak at the end of the day (today: so far), in `HabitTimeline.streakUnit`s.
        public let streak: Int
        /// N-times-a-week habits: check-ins of the day's week so far.
        public let weekDone: Int?
        /// When the day's check-in was made (`CheckIn.minute`), when known.
        public let minute: Int?
    }

    public let habit: Habit
    public let schedule: HabitSchedule
    /// Days, weeks for N-times-a-week habits: what completion and the final result count.
    public var unit: HabitStreakUnit { habit.frequency.streakUnit }
    /// What the streak counts: `unit` for sitegen's habits, days for a habit imported from Loop (as Loop counts).
    public var streakUnit: HabitStreakUnit { loop == nil ? unit : .days }
    /// A habit imported from Loop: Loop's score and streaks; `nil` for habits created in sitegen.
    public let loop: LoopFigures?
    /// The habit's days, oldest first, `schedule.first` through `schedule.last`.
    public let days: [Day]

    /// What the timeline was made from (`habit` aside): the same inputs make the same timeline.
    private let made: (checkIns: [CheckIn], today: LocalDay, week: HabitWeek)

    /// Whether `init` with these arguments makes this very timeline (a pure function of them): serve
    /// keeps the timelines of the habits a check-in did not touch.
    public func isMade(from habit: Habit, checkIns: [CheckIn], today: LocalDay, week: HabitWeek) -> Bool {
        made.today == today && made.week == week && self.habit == habit && made.checkIns == checkIns
    }

    /// The timeline of `habit` from `checkIns` (its own) as of `today`.
    public init(habit: Habit, checkIns: [CheckIn], today: LocalDay, week: HabitWeek) {
        made = (checkIns, today, week)
        let byDay = CheckInDays(checkIns)
        let schedule = HabitSchedule(habit: habit, checkIns: byDay, today: today, week: week)
        let loop = habit.loop.map { LoopFigures(rule: $0, habit: habit, checkIns: checkIns, today: today) }
        self.habit = habit
        self.schedule = schedule
        self.loop = loop
        self.days = schedule.activeDays.map { day in
            let checkIn = byDay[day]
            return Day(day: day, level: checkIn?.skipped == true ? .none : checkIn?.level ?? .none,
                       count: checkIn?.count, skipped: checkIn?.skipped ?? false, due: schedule.isDue(day),
                       streak: loop?.streak(on: day) ?? schedule.streak(on: day), weekDone: schedule.weekDone(through: day),
                       minute: checkIn?.minute)
        }
    }

    /// The entry of `day`; `nil` outside the active days.
    public func day(_ day: LocalDay) -> Day? {
        guard let first = days.first, day >= first.day, day <= days[days.count - 1].day else { return nil }
        return days[first.day.days(to: day)]
    }

    /// Whether the habit is listed on `day`: inside its time frame, and for an archived habit without
    /// an end day, up to its last check-in.
    public func isActive(on day: LocalDay) -> Bool { self.day(day) != nil }

    /// The final result: due days done (days), or weeks that met N (weeks).
    public var result: HabitResult {
        switch unit {
        case .days:
            let due = days.filter(\.due)
            return HabitResult(done: due.filter { $0.level.isDone }.count, of: due.count, unit: .days)
        case .weeks:
            let weeks = schedule.weekResults
            return HabitResult(done: weeks.filter { $0 }.count, of: weeks.count, unit: .weeks)
        }
    }
}

/// A habit's final result, for the archive list: "done on 27 of 30 days (90 %)".
public struct HabitResult: Sendable, Equatable, Codable {
    public let done: Int
    public let of: Int
    public let unit: HabitStreakUnit

    public init(done: Int, of: Int, unit: HabitStreakUnit) {
        self.done = done
        self.of = of
        self.unit = unit
    }

    /// Whole percent, 0 when nothing was due.
    public var percent: Int { of == 0 ? 0 : Int((Double(done) * 100 / Double(of)).rounded()) }

    /// "done on 27 of 30 days (90 %)", "met 3 of 4 weeks (75 %)".
    public var text: String { text(.english) }

    /// `text` in `words`.
    public func text(_ words: StringTable) -> String {
        unit == .days
            ? words(.resultDays, ["done": "\(done)", "total": "\(of)", "days": words[of == 1 ? .dayWordOne : .dayWordDative],
                                  "percent": "\(percent)"])
            : words(.resultWeeks, ["done": "\(done)", "total": "\(of)", "weeks": unit.text(of, words), "percent": "\(percent)"])
    }
}
