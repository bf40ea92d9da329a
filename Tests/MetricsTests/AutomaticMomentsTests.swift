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

    @Test("a habit streak earns its moment once, on the day it reaches 7; a new streak earns it again")
    func habitStreaks() {
        let days = Array(0..<9) + Array(11..<18)  // 9 days, a miss on day 9, then 7 days
        let entries = derive(habitDays: days)
        #expect(entries.map(\.key) == ["habit-7-streak-7-2026-01-07", "habit-7-streak-7-2026-01-18"])
        #expect(entries[0].moment.title == "7-day streak: Read *10* pages")
        // The person's text stays out of the Markdown body: the title (escaped as text) names the habit.
        #expect(entries[0].moment.markdown.hasPrefix("7 days in a row."))
        #expect(entries[0].moment.habitID == 7)
    }

    @Test("the first step goal and a 7-day step streak kept through a bonus day")
    func steps() {
        let entries = derive(steps: [50, 100, 100, 100, 100, 100, 100, 100, 50, 100])
        #expect(entries.map(\.key) == ["steps-first-goal", "steps-streak-7-2026-01-08"])
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
