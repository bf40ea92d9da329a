import Foundation

/// The Walking Bot of seed HelpMeTrain: an idealised constant pace from midnight to end of day.
///
/// "At 00:00:00: botSteps = 0; at 23:59:59: botSteps = targetSteps; linear interpolation by
/// time of day." Here: goal × elapsed ÷ (length of the local day − 1 s), rounded to a whole
/// step, so DST days (23 or 25 hours) follow the same formula. A finished day is at its goal.
public enum WalkingBot {
    /// The bot's steps on `day` at `now`: 0 before the day, the goal after it.
    public static func steps(on day: LocalDay, goal: Int, at now: Date, calendar: DayCalendar) -> Int {
        // A day ends well before two days after its UTC midnight, and starts well after the day before it,
        // in any zone (offsets stay within a day): most days of a build are long done, and need no calendar.
        let utcMidnight = Double(day.dayNumber) * 86_400, seconds = now.timeIntervalSince1970
        if seconds >= utcMidnight + 3 * 86_400 { return goal }
        if seconds <= utcMidnight - 2 * 86_400 { return 0 }
        let interval = calendar.interval(of: day)
        let elapsed = now.timeIntervalSince(interval.start)
        guard elapsed > 0 else { return 0 }
        let lastSecond = interval.duration - 1
        guard elapsed < lastSecond else { return goal }
        return WholeNumber.product(goal, elapsed / lastSecond)
    }

    /// The bot's rolling 7-day total ending on `day`: the goals of the 6 previous days plus
    /// `day`'s time-derived value ("Week bot total is the sum across the 7 days"). A previous day
    /// before `since` (the first day of the step history) has no data, so the bot walks none of it either.
    public static func weekSteps(endingOn day: LocalDay, goals: GoalHistory, at now: Date, calendar: DayCalendar,
                                 since first: LocalDay? = nil) -> Int {
        let previous = (1...6).map { day.adding(days: -$0) }.filter { day in first.map { day >= $0 } ?? true }
            .reduce(0) { WholeNumber.sum($0, goals.goal(on: $1)) }
        return WholeNumber.sum(previous, steps(on: day, goal: goals.goal(on: day), at: now, calendar: calendar))
    }
}

/// The User vs Walking Bot list: descending by steps, the User first on a tie.
public struct BotRace: Sendable, Equatable {
    /// One row of the list.
    public struct Runner: Sendable, Equatable {
        public let name: String
        public let steps: Int
        public let isUser: Bool
    }

    /// The two rows, in display order.
    public let ranking: [Runner]

    public init(userSteps: Int, botSteps: Int) {
        let user = Runner(name: "User", steps: userSteps, isUser: true)
        let bot = Runner(name: "Walking Bot", steps: botSteps, isUser: false)
        ranking = botSteps > userSteps ? [bot, user] : [user, bot]
    }
}
