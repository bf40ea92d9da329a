/// Every figure of the Training page, for the build's day (seed N4x4).
public struct TrainingSummary: Sendable, Equatable, Codable {
    public let today: LocalDay
    public let vo2Max: VO2MaxTrend
    /// Imported HIIT workouts, newest first.
    public let hiitSessions: [HIITSession]
    /// Days from the last HIIT session to today; `nil` without sessions.
    public let daysSinceLastHIIT: Int?
    public let health: HealthStatus

    /// Summarises `history` as of `today`; sessions after `today` are left out.
    public init(history: History, today: LocalDay, calendar: DayCalendar) {
        self.today = today
        self.vo2Max = VO2MaxTrend(samples: history.vo2Max.filter { calendar.day(containing: $0.instant) <= today },
                                  calendar: calendar)
        let sessions = HIITSession.all(workouts: history.workouts, heartRate: history.heartRate, calendar: calendar)
            .filter { $0.day <= today }
        self.hiitSessions = sessions
        self.daysSinceLastHIIT = sessions.first.map { $0.day.days(to: today) }
        self.health = HealthStatus(history: history, calendar: calendar, today: today)
    }
}
