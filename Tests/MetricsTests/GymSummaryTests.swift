import Testing
@testable import Metrics

@Suite("Gym: totals, month, milestones, dots, streaks (seed GymStreak)")
struct GymSummaryTests {
    static let today = LocalDay("2026-11-21")!

    static func days(_ texts: [String]) -> [LocalDay] { texts.compactMap(LocalDay.init) }

    /// `count` consecutive days ending on `last`.
    static func run(_ count: Int, endingOn last: LocalDay) -> [LocalDay] {
        (0..<count).map { last.adding(days: -$0) }.reversed()
    }

    @Test("total workouts counts unique visit days; duplicates collapse", arguments: [
        ([String](), 0),
        (["2026-11-20"], 1),
        (["2026-11-20", "2026-11-20", "2026-11-20"], 1),
        (["2026-11-19", "2026-11-20", "2026-11-19", "2025-01-01"], 3),
    ])
    func totals(visits: [String], total: Int) {
        let summary = GymSummary(visits: Self.days(visits), today: Self.today)
        #expect(summary.totalWorkouts == total)
        #expect(summary.visits.count == total)
    }

    @Test("missed days never reset the total")
    func neverResets() {
        let summary = GymSummary(visits: Self.days(["2024-01-01", "2025-06-01"]), today: Self.today)
        #expect(summary.totalWorkouts == 2)
        #expect(summary.dayStreak.current == 0)
    }

    @Test("visits after today are not counted")
    func future() {
        #expect(GymSummary(visits: Self.days(["2026-11-21", "2026-11-22"]), today: Self.today).totalWorkouts == 1)
    }

    @Test("visits this month stop at the month boundary", arguments: [
        ("2026-11-01", ["2026-10-31", "2026-11-01"], 1),
        ("2026-11-30", ["2026-10-31", "2026-11-01", "2026-11-30"], 2),
        ("2026-12-01", ["2026-11-30", "2026-12-01"], 1),
        ("2027-01-01", ["2026-12-31", "2027-01-01"], 1),
        ("2026-11-15", ["2025-11-10", "2026-11-10"], 1),
        ("2026-11-15", ["2026-10-15"], 0),
    ])
    func monthBoundary(today: String, visits: [String], thisMonth: Int) throws {
        let summary = GymSummary(visits: Self.days(visits), today: try #require(LocalDay(today)))
        #expect(summary.visitsThisMonth == thisMonth)
        #expect(summary.grid.filled == thisMonth)
    }

    @Test("logged today is whether today is a visit day", arguments: [(["2026-11-21"], true), (["2026-11-20"], false), ([], false)])
    func loggedToday(visits: [String], logged: Bool) {
        #expect(GymSummary(visits: Self.days(visits), today: Self.today).loggedToday == logged)
    }

    @Test("each milestone is reached exactly at its count, on the day of that visit", arguments: [
        (5, "Nice start!"), (20, "You’re consistent."), (50, "Halfway there!"), (100, "Beast mode."),
    ])
    func milestoneAtCount(count: Int, message: String) throws {
        let visits = Self.run(count, endingOn: Self.today)
        let before = GymSummary(visits: Array(visits.dropLast()), today: Self.today)
        let at = GymSummary(visits: visits, today: Self.today)
        let reached = try #require(at.milestones.first { $0.count == count })
        #expect(reached.message == message)
        #expect(reached.reachedOn == Self.today)
        #expect(before.milestones.first { $0.count == count }?.reachedOn == nil)
        #expect(GymMilestone.message(atTotal: count) == message)
        #expect(GymMilestone.message(atTotal: count - 1) == nil)
        #expect(GymMilestone.message(atTotal: count + 1) == nil)
    }

    @Test("the milestone messages are the seed's, typographic apostrophe included")
    func messages() {
        #expect(GymMilestone.table.map(\.count) == [5, 20, 50, 100])
        #expect(GymMilestone.table.map(\.message) == ["Nice start!", "You\u{2019}re consistent.", "Halfway there!", "Beast mode."])
    }

    @Test("progress to the next milestone", arguments: [
        (0, 5, 0, 5), (4, 5, 0, 1), (5, 20, 5, 15), (19, 20, 5, 1), (20, 50, 20, 30), (99, 100, 50, 1),
    ])
    func progress(total: Int, next: Int, from: Int, remaining: Int) throws {
        let progress = try #require(GymMilestoneProgress(total: total))
        #expect(progress.count == next)
        #expect(progress.from == from)
        #expect(progress.remaining == remaining)
    }

    @Test("no next milestone from 100 on", arguments: [100, 101, 500])
    func allReached(total: Int) {
        #expect(GymMilestoneProgress(total: total) == nil)
    }

    @Test("the grid fills up to 25 dots and shows the rest as +N", arguments: [
        (0, 0, 0, nil), (1, 1, 0, nil), (24, 24, 0, nil), (25, 25, 0, nil), (26, 25, 1, "+1"), (31, 25, 6, "+6"),
    ] as [(Int, Int, Int, String?)])
    func dotCap(visits: Int, filled: Int, overflow: Int, text: String?) {
        let grid = GymMonthGrid(visitsThisMonth: visits)
        #expect(grid.dots == 25)
        #expect(grid.filled == filled)
        #expect(grid.overflow == overflow)
        #expect(grid.overflowText == text)
    }

    @Test("a month with every day visited fills the 25 dots plus the rest")
    func fullMonth() throws {
        let summary = GymSummary(visits: Self.run(31, endingOn: try #require(LocalDay("2026-12-31"))),
                                 today: try #require(LocalDay("2026-12-31")))
        #expect(summary.visitsThisMonth == 31)
        #expect(summary.grid == GymMonthGrid(visitsThisMonth: 31))
        #expect(summary.grid.overflowText == "+6")
    }

    @Test("consecutive days: alive until today ends, longest kept", arguments: [
        (["2026-11-19", "2026-11-20", "2026-11-21"], 3, 3),
        (["2026-11-19", "2026-11-20"], 2, 2),
        (["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-19"], 0, 3),
        (["2026-11-01", "2026-11-02", "2026-11-20", "2026-11-21"], 2, 2),
    ])
    func dayStreak(visits: [String], current: Int, longest: Int) {
        let streak = GymSummary(visits: Self.days(visits), today: Self.today).dayStreak
        #expect(streak.current == current)
        #expect(streak.longest == longest)
    }

    @Test("consecutive weeks (Monday to Sunday) with at least one visit", arguments: [
        // 2026-11-21 is a Saturday; its week began on Monday 2026-11-16.
        (["2026-11-02", "2026-11-09", "2026-11-16"], 3, 3),
        (["2026-11-08", "2026-11-09", "2026-11-15"], 2, 2),
        (["2026-10-26", "2026-11-16"], 1, 1),
        (["2026-10-19", "2026-10-26"], 0, 2),
    ])
    func weekStreak(visits: [String], current: Int, longest: Int) {
        let streak = GymSummary(visits: Self.days(visits), today: Self.today).weekStreak
        #expect(streak.current == current)
        #expect(streak.longest == longest)
    }
}
