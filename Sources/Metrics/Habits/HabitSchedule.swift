import Strings

/// When a habit is active and due, and its streak day by day.
///
/// - Active: from its start day (or the earlier of its creation and its first check-in) to its end
///   day; an archived habit without an end day, to its last check-in; never after today.
/// - Due: an active day that is not skipped; for chosen weekdays, only those; for N times a week,
///   a day on which the check-ins the week still needs are at least the active days left in it,
///   so not doing it that day loses the week. A week needs N, or fewer when fewer of its days are active.
/// - Streak (days): a done day adds 1, a missed due day ends it, today not yet done and days not due
///   neither extend nor break it. Streak (weeks): consecutive weeks that met N; the current week counts
///   once it meets N and ends the streak only when it can no longer meet N.
public struct HabitSchedule: Sendable {
    public let first: LocalDay
    /// The last listed day (≤ today); before `first` when the habit has no active day yet.
    public let last: LocalDay
    let frameEnd: LocalDay?
    let today: LocalDay
    let frequency: HabitFrequency
    let week: HabitWeek
    /// The habit's check-ins by day.
    let checkIns: CheckInDays
    var streaks: [Int] = []
    var weekCounts: [Int] = []
    var dueDays: [Bool] = []
    /// Each week of the habit with a need: whether it met it.
    public internal(set) var weekResults: [Bool] = []

    init(habit: Habit, checkIns: CheckInDays, today: LocalDay, week: HabitWeek) {
        first = habit.startDay ?? min(habit.created, checkIns.first ?? habit.created)
        frameEnd = habit.endDay ?? (habit.archived ? (checkIns.last ?? first.adding(days: -1)) : nil)
        last = min(frameEnd ?? today, today)
        self.today = today
        self.frequency = habit.frequency
        self.week = week
        self.checkIns = checkIns
        compute()
    }

    /// Whether the habit was done on `day` (checked in at least partly, not skipped).
    func isDone(_ day: LocalDay) -> Bool {
        guard let checkIn = checkIns[day] else { return false }
        return !checkIn.skipped && checkIn.level.isDone
    }

    /// The active days, oldest first.
    var activeDays: [LocalDay] {
        guard first <= last else { return [] }
        var days = [first]
        days.reserveCapacity(first.days(to: last) + 1)
        while days[days.count - 1] < last { days.append(days[days.count - 1].next) }
        return days
    }

    /// An active, not skipped day: one that may be due (future days of the frame included).
    func isEligible(_ day: LocalDay) -> Bool {
        day >= first && (frameEnd.map { day <= $0 } ?? true) && checkIns[day]?.skipped != true
    }

    func isDue(_ day: LocalDay) -> Bool { dueDays[safeIndex(day)] }
    func streak(on day: LocalDay) -> Int { streaks[safeIndex(day)] }
    func weekDone(through day: LocalDay) -> Int? {
        frequency.streakUnit == .weeks ? weekCounts[safeIndex(day)] : nil
    }

    private func safeIndex(_ day: LocalDay) -> Int { first.days(to: day) }

    private mutating func compute() {
        switch frequency {
        case .daily, .weekdays: computeDays()
        case .timesPerWeek(let times): computeWeeks(times)
        }
    }

    private mutating func computeDays() {
        var streak = 0
        for day in activeDays {
            var due = isEligible(day)
            if case .weekdays(let weekdays) = frequency { due = due && weekdays.contains(day.weekday) }
            if due, isDone(day) { streak += 1 } else if due, day != today { streak = 0 }
            dueDays.append(due)
            streaks.append(streak)
            weekCounts.append(0)
        }
    }
}

extension HabitSchedule {
    /// Due days and streaks of an N-times-a-week habit, week by week.
    ///
    /// Day by day, the week's eligible days are counted by a position in them, not filtered again (two lists
    /// a day of each weekly habit's history were the costliest part of making the habit book).
    mutating func computeWeeks(_ times: Int) {
        var previous = 0
        var weekStart: LocalDay?
        var state = WeekState(required: 0, eligible: [], doneCount: 0)
        // The first of the week's eligible days (in order) that is not before `day`.
        var next = 0
        for day in activeDays {
            let start = week.start(of: day)
            if start != weekStart {
                if weekStart != nil { previous = close(state, previous) }
                weekStart = start
                let eligible = week.days(of: day).filter(isEligible)
                state = WeekState(required: min(times, eligible.count), eligible: eligible, doneCount: 0)
                next = 0
            }
            while next < state.eligible.count, state.eligible[next] < day { next += 1 }
            // The week's eligible days are exactly the eligible ones among its days.
            let eligible = next < state.eligible.count && state.eligible[next] == day
            let fromDay = state.eligible.count - next
            let needed = state.required - state.doneCount
            dueDays.append(eligible && needed > 0 && needed >= fromDay)
            let doneToday = eligible && isDone(day)
            if doneToday { state.doneCount += 1 }
            weekCounts.append(state.doneCount)
            streaks.append(streakOf(state, possibleAfter: eligible ? fromDay - 1 : fromDay,
                                    openToday: day == today && eligible && !doneToday, previous: previous))
        }
        if weekStart != nil, state.required > 0 { weekResults.append(state.doneCount >= state.required) }
    }

    /// The streak in weeks at the end of a day, with `possibleAfter` eligible days left in its week after it,
    /// and `openToday`: the day is today, eligible and not done yet (it may still be).
    private func streakOf(_ state: WeekState, possibleAfter: Int, openToday: Bool, previous: Int) -> Int {
        guard state.required > 0 else { return previous }
        if state.doneCount >= state.required { return previous + 1 }
        let possible = possibleAfter + (openToday ? 1 : 0)
        return state.required - state.doneCount > possible ? 0 : previous
    }

    /// Records a finished week; returns the streak after it.
    private mutating func close(_ state: WeekState, _ previous: Int) -> Int {
        guard state.required > 0 else { return previous }
        let met = state.doneCount >= state.required
        weekResults.append(met)
        return met ? previous + 1 : 0
    }
}

/// One week of an N-times-a-week habit while it is computed.
struct WeekState {
    let required: Int
    let eligible: [LocalDay]
    var doneCount: Int
}

extension HabitFrequency {
    /// The card's frequency subtitle in English: "Every day", "3 times a week", "Mon, Wed, Fri" (the CLI's
    /// words and the data files').
    public var text: String { text(.english, format: .standard) }

    /// `text` in `words`, the weekdays' short names and the count in `format`'s locale ("Mo, Mi, Fr").
    public func text(_ words: StringTable, format: SiteFormat) -> String {
        switch self {
        case .daily:
            return words[.everyDay]
        case .timesPerWeek(let times):
            return times == 1 ? words[.onceAWeek] : words(.timesAWeek, ["count": format.grouped(times)])
        case .weekdays(let days):
            return days.sorted().map { format.shortWeekdayName(weekday: $0) }.joined(separator: ", ")
        }
    }

    /// Streaks of N-times-a-week habits count weeks; the others count days.
    public var streakUnit: HabitStreakUnit {
        if case .timesPerWeek = self { return .weeks }
        return .days
    }
}

/// What a habit's streak counts.
public enum HabitStreakUnit: String, Sendable, Codable {
    case days, weeks

    /// "day"/"days", "week"/"weeks" for `count`.
    public func text(_ count: Int, _ words: StringTable = .english) -> String {
        self == .days ? words[count == 1 ? .dayWordOne : .dayWordOther] : words[count == 1 ? .weekWordOne : .weekWordOther]
    }

    /// "1 day", "3 weeks": a streak as every page shows it, never a bare number.
    public func count(_ count: Int, _ words: StringTable = .english) -> String {
        self == .days ? words.count(count, one: .dayCountOne, other: .dayCountOther)
            : words.count(count, one: .weekCountOne, other: .weekCountOther)
    }
}

/// One habit's check-ins by day (a habit's timeline looks up every day of its history, several times); of
/// two on one day, the later in the list.
typealias CheckInDays = DayIndexed<CheckIn>

extension DayIndexed where Value == CheckIn {
    /// `checkIns` (one habit's) by day.
    init(_ checkIns: [CheckIn]) { self.init(checkIns, day: \.day) }
}
