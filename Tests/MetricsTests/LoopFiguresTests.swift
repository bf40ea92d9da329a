import Foundation
import Metrics
import Testing

/// Issue 14 wired: a Loop habit's timeline, cards and statistics read Loop's score and streaks.
/// Expected scores come from Tests/MetricsTests/LoopReference/loop_reference.py (`habit_recompute`),
/// the Python transcription of Loop's Kotlin sources, run on the same entries.
@Suite("A Loop habit's strength and streaks on its timeline, cards and statistics")
struct LoopFiguresTests {
    static let first = LocalDay("2024-04-30")!
    static let today = LocalDay("2024-05-03")!
    static let week = HabitWeek(firstWeekday: 2)

    /// A habit imported from Loop with `rule`, sitegen's rounded frequency `frequency`, and one check-in
    /// a day from 2024-04-30: `x` done, `n` an explicit no, `s` skipped, `.` nothing.
    static func book(_ rule: LoopRule?, _ frequency: HabitFrequency, _ marks: String, today: LocalDay = today) -> HabitBook {
        let habit = Habit(id: 1, name: "Loop", category: "Loop", icon: "check", frequency: frequency, created: first, loop: rule)
        let checkIns = marks.enumerated().compactMap { offset, mark -> CheckIn? in
            let day = first.adding(days: offset)
            switch mark {
            case "x": return CheckIn(habitID: 1, day: day, level: .full)
            case "n": return CheckIn(habitID: 1, day: day, level: .none)
            case "s": return CheckIn(habitID: 1, day: day, level: .none, skipped: true)
            default: return nil
            }
        }
        return HabitBook(history: History(habits: [habit], checkIns: checkIns), today: today, week: week)
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("2 in 3 days (sitegen's rounding: 5 a week): Loop's score every day, streak in days with the automatic day")
    func twoInThree() throws {
        let book = Self.book(LoopRule(numerator: 2, denominator: 3), .timesPerWeek(5), "nx.x")
        let timeline = try #require(book.timelines.first)
        let stats = HabitStatistics(timeline, today: Self.today, week: Self.week)
        #expect(Self.close(stats.strength.map(\.score), [0, 0.010650189209753413, 0.020846672298692637, 0.041258966700700256]))
        #expect(stats.strength.first?.day == Self.first)
        #expect(stats.currentStreak == 3 && stats.bestStreak == 3 && stats.unit == .days)
        #expect(timeline.streakUnit == .days && timeline.unit == .weeks)
        #expect(timeline.days.map(\.streak) == [0, 1, 2, 3])
        let card = try #require(book.day(Self.today).cards.first)
        #expect(card.streak == 3 && card.streakUnit == .days)
    }

    @Test("a skip is a streak day in Loop: best 2 days, where sitegen's rule gives 1")
    func skipCounts() throws {
        let rule = LoopRule(numerator: 1, denominator: 1)
        let timeline = try #require(Self.book(rule, .daily, "xsnx").timelines.first)
        let stats = HabitStatistics(timeline, today: Self.today, week: Self.week)
        #expect(Self.close(stats.strength.map(\.score), [0.05192248566082858, 0.05192248566082858, 0.04922654114362963, 0.0985930624277959]))
        #expect(stats.currentStreak == 1 && stats.bestStreak == 2)
        #expect(timeline.days.map(\.streak) == [1, 2, 0, 1])
        let own = try #require(Self.book(nil, .daily, "xsnx").timelines.first)
        #expect(HabitStatistics(own, today: Self.today, week: Self.week).bestStreak == 1)
    }

    @Test("today without an entry keeps yesterday's streak; a past no is 0")
    func todayOpen() throws {
        let timeline = try #require(Self.book(LoopRule(numerator: 1, denominator: 1), .daily, "xnx.").timelines.first)
        #expect(timeline.days.map(\.streak) == [1, 0, 1, 1])
        #expect(timeline.loop?.currentStreak == 1)
        let later = try #require(Self.book(LoopRule(numerator: 1, denominator: 1), .daily, "xnx.", today: Self.today.adding(days: 1)).timelines.first)
        #expect(later.days.map(\.streak) == [1, 0, 1, 0, 0])
    }

    @Test("best counts Loop's automatic days after today, as Loop's streak list does")
    func bestPastToday() throws {
        let timeline = try #require(Self.book(LoopRule(numerator: 1, denominator: 7), .timesPerWeek(1), "...x").timelines.first)
        let stats = HabitStatistics(timeline, today: Self.today, week: Self.week)
        #expect(stats.currentStreak == 1 && stats.bestStreak == 7)
    }

    @Test("a habit created in sitegen keeps the seed's rules: weeks, sitegen's strength")
    func sitegenHabit() throws {
        let timeline = try #require(Self.book(nil, .timesPerWeek(3), "xxsx").timelines.first)
        let stats = HabitStatistics(timeline, today: Self.today, week: Self.week)
        #expect(timeline.loop == nil && timeline.streakUnit == .weeks && stats.unit == .weeks)
        #expect(stats.strength == HabitStrength.scores(timeline, today: Self.today))
    }

    @Test("a Loop habit's day streaks earn the automatic streak moments, a 1-in-7 habit's automatic days included")
    func moments() throws {
        let book = Self.book(LoopRule(numerator: 1, denominator: 7), .timesPerWeek(1), "x.......", today: Self.first.adding(days: 8))
        let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let ledger = StreakLedger(from: Self.first, through: Self.first, rules: .init(earnEvery: 7, maxBonusDays: 2),
                                  goals: GoalHistory(changes: [], fallback: 100)) { _ in 0 }
        let entries = AutomaticMoments.derive(book: book, ledger: ledger, gymVisits: [], vo2Max: [], calendar: calendar, hidden: [])
        #expect(entries.map(\.key) == ["habit-1-streak-7"])
        #expect(entries.first?.moment.day.description == "2024-05-06")
        let own = Self.book(nil, .timesPerWeek(1), "x.......", today: Self.first.adding(days: 8))
        #expect(AutomaticMoments.derive(book: own, ledger: ledger, gymVisits: [], vo2Max: [], calendar: calendar, hidden: []).isEmpty)
    }
}
