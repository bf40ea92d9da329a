import Foundation

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

/// Whether Apple Health data has reached the store, and how fresh it is.
///
/// Seed N4x4: "Connection status text (Connected / Not connected)". On the web, connected means
/// a Health export (or the demo generator) has been imported.
public struct HealthStatus: Sendable, Equatable, Codable {
    /// "Connected" or "Not connected".
    public let text: String
    public let connected: Bool
    /// The newest import's source (`demo` for the demo generator).
    public let source: String?
    /// The day the newest imported export was made, when the export says so.
    public let exportDay: LocalDay?
    /// The day of the newest sample or workout in the store.
    public let newestSampleDay: LocalDay?

    /// The status for `history`, days in `calendar`'s time zone; with `today`, nothing after it
    /// counts as the newest sample (a store may hold records dated after its export).
    public init(history: History, calendar: DayCalendar, today: LocalDay? = nil) {
        let newestImport = history.imports.max { $0.importedAt < $1.importedAt }
        self.connected = newestImport != nil
        self.text = newestImport == nil ? "Not connected" : "Connected"
        self.source = newestImport.map { Self.publicSource($0.source) }
        self.exportDay = newestImport?.exportDate.map(calendar.day(containing:))
        self.newestSampleDay = Self.newestDay(history, calendar: calendar, today: today)
    }

    /// An import's source as a published page may show it: each path in it reduced to its file name
    /// (`Apple Health export /home/ada/export.zip → a/export.xml` → `Apple Health export export.zip → export.xml`),
    /// so no machine path or user name is published (stores older than the import that stores names only).
    public static func publicSource(_ source: String) -> String {
        source.components(separatedBy: " → ").map { part in
            guard let slash = part.firstIndex(of: "/") else { return part }
            // The path starts at the slash (absolute) or at the word holding it (relative).
            let start = part[..<slash].lastIndex(of: " ").map { part.index(after: $0) } ?? part.startIndex
            let name = part[start...].split(separator: "/").last.map(String.init) ?? ""
            return String(part[..<start]) + name
        }.joined(separator: " → ")
    }

    private static func newestDay(_ history: History, calendar: DayCalendar, today: LocalDay?) -> LocalDay? {
        let instants = Array(history.newestSample.values) + [history.heartRate.last?.instant, history.vo2Max.last?.instant,
                                                             history.workouts.map(\.end).max()].compactMap { $0 }
        guard let newest = instants.max().map(calendar.day(containing:)) else { return nil }
        guard let today, newest > today else { return newest }
        // Something is dated after today: the newest day up to today among the full lists. An instant before
        // the next day's first instant is on a day up to today; only a later one is taken to its day (where
        // the clock goes back over midnight, it may still be today's), and the newest instant (a day for
        // each of a long history's heart rate samples is costly).
        let end = calendar.start(of: today.adding(days: 1))
        func latest(_ instants: some Sequence<Date>) -> Date? {
            instants.lazy.filter { $0 < end || calendar.day(containing: $0) <= today }.max()
        }
        let newestInstant = [latest(history.heartRate.lazy.map(\.instant)), latest(history.vo2Max.lazy.map(\.instant)),
                             latest(history.workouts.lazy.map(\.end))].compactMap { $0 }.max()
        let newestDaily = history.daily.values.lazy.flatMap(\.keys).filter { $0 <= today }.max()
        return [newestInstant.map(calendar.day(containing:)), newestDaily].compactMap { $0 }.max()
    }
}
