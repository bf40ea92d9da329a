import Foundation
import Testing
import Metrics

@Suite("Automatic moments (issue 7)")
struct AutomaticMomentsTests {
    let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let start = LocalDay("2026-01-01")!

    func derive(habitDays: [Int] = [], steps: [Int] = [], gym: Int = 0, vo2: [Double] = [], hidden: Set<String> = []) -> [AutomaticMoments.Entry] {
        let today = start.adding(days: 60)
        let habit = Habit(id: 7, name: "Read *10* pages", category: "Learning", icon: "book", frequency: .daily, created: start)
        let checkIns = habitDays.map { CheckIn(habitID: 7, day: start.adding(days: $0), level: .full) }
        let history = History(habits: habitDays.isEmpty ? [] : [habit], checkIns: checkIns)
        let book = HabitBook(history: history, today: today, week: HabitWeek(firstWeekday: 2))
        let ledger = StreakLedger(from: start, through: start.adding(days: max(0, steps.count - 1)),
                                  rules: .init(earnEvery: 7, maxBonusDays: 2), goals: GoalHistory(changes: [], fallback: 100)) {
            steps.isEmpty ? 0 : steps[start.days(to: $0)]
        }
        let visits = (0..<gym).map { start.adding(days: $0 * 2) }
        let samples = vo2.enumerated().map { TimedValue(instant: berlin.instant(on: start.adding(days: $0 * 14), hour: 9), value: $1) }
        return AutomaticMoments.derive(book: book, ledger: ledger, gymVisits: visits, vo2Max: samples, calendar: berlin, hidden: hidden)
    }

    @Test("a habit streak earns its moment once, on the day it first reaches 7; a new streak of 7 earns nothing")
    func habitStreaks() {
        let days = Array(0..<9) + Array(11..<18)  // 9 days, a miss on day 9, then 7 days
        let entries = derive(habitDays: days)
        #expect(entries.map(\.key) == ["habit-7-streak-7", "habit-7-total-10"])
        #expect(entries[0].moment.day == start.adding(days: 6))
        #expect(entries[0].moment.title == "7-day streak: Read *10* pages")
        // The person's text stays out of the Markdown body: the title (escaped as text) names the habit.
        #expect(entries[0].moment.markdown.hasPrefix("7 days in a row."))
        #expect(entries[0].moment.habitID == 7)
    }

    // Issue 17: 158 of the demo's 174 moments were automatic, 128 of them 7-day streaks.
    @Test("streak milestones double from 7; totals are round numbers", arguments: [
        (6, [Int](), [Int]()), (7, [7], []), (13, [7], [10]), (60, [7, 14, 28, 56], [10, 50]),
    ])
    func milestones(days: Int, streaks: [Int], totals: [Int]) {
        #expect(AutomaticMoments.streakMilestones(upTo: days) == streaks)
        let entries = derive(habitDays: Array(0..<days))
        #expect(entries.filter { $0.key.contains("streak") }.map(\.milestone) == streaks)
        #expect(entries.filter { $0.key.contains("total") }.map(\.milestone) == totals)
        #expect(Set(entries.map(\.key)).count == entries.count)
    }

    @Test("round totals of check-ins: 10, 50, 100, 250, 500, 1000, then 2500, 5000, 10000")
    func totals() {
        #expect(AutomaticMoments.totalMilestones(upTo: 9) == [])
        #expect(AutomaticMoments.totalMilestones(upTo: 10_000) == [10, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000])
    }

    @Test("step streaks: 7 and 14 once each, though the streak is built twice")
    func stepStreaksOnce() {
        let run = [Int](repeating: 100, count: 15)
        let entries = derive(steps: run + [Int](repeating: 0, count: 10) + run)
        #expect(entries.map(\.key) == ["steps-first-goal", "steps-streak-7", "steps-streak-14"])
    }

    // Issue 17: a gym milestone appeared twice, stored by hand and derived.
    @Test("a stored moment of the same day and milestone replaces the automatic one", arguments: [
        ("20 gym visits", nil as Int64?, 20, true), ("Twenty visits at the GYM: 20!", nil, 20, true),
        ("20 gym visits", nil, 21, false), ("Ran 20 km", nil, 20, false), ("50 days of reading", 7, 50, true),
        ("50 days of reading", 8, 50, false),
    ])
    func dedupe(title: String, habit: Int64?, storedDay: Int, dropped: Bool) {
        let gym = derive(gym: 20)
        let reading = derive(habitDays: Array(0..<50))
        let entries = habit == nil ? gym : reading.filter { $0.key == "habit-7-total-50" }
        let milestone = habit == nil ? "gym-20" : "habit-7-total-50"
        let day = habit == nil ? start.adding(days: 19 * 2) : start.adding(days: 49)
        let stored = Moment(id: 1, day: storedDay == (habit == nil ? 20 : 50) ? day : day.adding(days: 1), title: title,
                            category: "Milestone", habitID: habit, markdown: "")
        #expect(entries.contains { $0.key == milestone })
        let kept = AutomaticMoments.dropping(toldBy: [stored], entries)
        #expect(kept.contains { $0.key == milestone } == !dropped)
        #expect(kept.count == entries.count - (dropped ? 1 : 0))
    }

    @Test("the first step goal and a 7-day step streak kept through a bonus day")
    func steps() {
        let entries = derive(steps: [50, 100, 100, 100, 100, 100, 100, 100, 50, 100])
        #expect(entries.map(\.key) == ["steps-first-goal", "steps-streak-7"])
        #expect(entries[1].moment.day.description == "2026-01-08")
        #expect(entries[0].moment.day == start.adding(days: 1))
        #expect(entries[0].moment.category == "Milestone")
    }

    @Test("gym milestones on the visit that reached them", arguments: [(4, [String]()), (5, ["gym-5"]), (20, ["gym-5", "gym-20"])])
    func gym(visits: Int, keys: [String]) {
        #expect(derive(gym: visits).map(\.key) == keys)
    }

    @Test("a new best VO2 max: not the first reading, not a tie")
    func vo2() {
        let entries = derive(vo2: [40, 41.5, 41.5, 41, 42])
        #expect(entries.map(\.moment.day.description) == ["2026-01-15", "2026-02-26"])
        #expect(entries[0].moment.markdown.hasPrefix("41.5 mL/min·kg, up from 40.0."))
        // One spelling across the site (the Training page, the demo's own moment): VO₂ with a subscript two.
        #expect(entries.allSatisfy { $0.moment.title == "New best VO₂ max" })
    }

    @Test("a new best VO2 max is a moment only when it passes a whole number", arguments: [
        ([40, 40.3, 40.9, 41.2], ["2026-02-12"]), ([40.5, 40.9], []), ([39.9, 41.0, 41.5, 43.1], ["2026-01-15", "2026-02-12"]),
    ] as [([Double], [String])])
    func vo2Milestones(values: [Double], days: [String]) {
        #expect(derive(vo2: values).map(\.moment.day.description) == days)
    }

    @Test("a key in moments.hide leaves the moment out; ids stay the same from build to build")
    func hidden() {
        let all = derive(gym: 5, vo2: [40, 41])
        let shown = derive(gym: 5, vo2: [40, 41], hidden: ["gym-5"])
        #expect(all.count == 2 && shown.map(\.key) == ["vo2max-best-2026-01-15"])
        #expect(all.last?.moment.id == shown.last?.moment.id)
        #expect(all.allSatisfy { $0.moment.id >= 1_000_000_000_000 })
    }

    @Test("no history, no moments")
    func empty() {
        #expect(derive().isEmpty)
    }
}
