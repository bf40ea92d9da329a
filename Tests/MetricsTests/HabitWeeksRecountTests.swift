import Testing
@testable import Metrics

/// `HabitSchedule.computeWeeks` counts a week's eligible days by a position in them; here every day filters
/// its week again, as the rule reads, and the two must agree on random weekly habits.
@Suite("N times a week: due days, streaks, week counts and results equal a plain recount")
struct HabitWeeksRecountTests {
    /// A small deterministic generator (SplitMix64), so a failure names its seed.
    struct Seeded {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return range.lowerBound + Int(z % UInt64(range.count))
        }
    }

    /// The rules of `HabitSchedule` for N times a week, each day looking at its whole week again.
    static func recount(_ s: HabitSchedule, times: Int) -> (due: [Bool], streaks: [Int], counts: [Int], results: [Bool]) {
        var due: [Bool] = [], streaks: [Int] = [], counts: [Int] = [], results: [Bool] = []
        var previous = 0, doneCount = 0, weekStart: LocalDay?, eligibleDays: [LocalDay] = [], required = 0
        func close() {
            guard required > 0 else { return }
            results.append(doneCount >= required)
            previous = doneCount >= required ? previous + 1 : 0
        }
        for day in s.activeDays {
            if s.week.start(of: day) != weekStart {
                if weekStart != nil { close() }
                weekStart = s.week.start(of: day)
                eligibleDays = s.week.days(of: day).filter(s.isEligible)
                required = min(times, eligibleDays.count)
                doneCount = 0
            }
            let eligible = s.isEligible(day), needed = required - doneCount
            due.append(eligible && needed > 0 && needed >= eligibleDays.filter { $0 >= day }.count)
            if eligible, s.isDone(day) { doneCount += 1 }
            counts.append(doneCount)
            var streak = previous
            if required > 0 {
                if doneCount >= required {
                    streak = previous + 1
                } else {
                    var possible = eligibleDays.filter { $0 > day }.count
                    if day == s.today, eligible, !s.isDone(day) { possible += 1 }
                    streak = required - doneCount > possible ? 0 : previous
                }
            }
            streaks.append(streak)
        }
        if weekStart != nil, required > 0 { results.append(doneCount >= required) }
        return (due, streaks, counts, results)
    }

    @Test("random weekly habits: skips, time frames, archived, both first weekdays, today inside a week", arguments: 0..<40)
    func random(seed: Int) {
        var random = Seeded(state: UInt64(seed) &* 7919)
        let today = LocalDay("2026-11-25")!.adding(days: random.next(0...6))
        let times = random.next(1...7)
        let created = today.adding(days: -random.next(0...120))
        var habit = Habit(id: 1, name: "H", category: "C", icon: "star", frequency: .timesPerWeek(times), created: created)
        switch random.next(0...3) {
        case 0: habit.startDay = created.adding(days: random.next(0...10))
        case 1: habit.endDay = today.adding(days: random.next(-20...20))
        case 2: habit.archived = true
        default: break
        }
        var checkIns: [LocalDay: CheckIn] = [:]
        for offset in 0...130 where random.next(0...2) > 0 {
            let day = today.adding(days: -offset)
            let level = CompletionLevel(rawValue: random.next(0...3))!
            checkIns[day] = CheckIn(habitID: 1, day: day, level: level, skipped: random.next(0...6) == 0)
        }
        for firstWeekday in [1, 2] {
            let schedule = HabitSchedule(habit: habit, checkIns: CheckInDays(Array(checkIns.values)), today: today, week: HabitWeek(firstWeekday: firstWeekday))
            let plain = Self.recount(schedule, times: times)
            #expect(schedule.dueDays == plain.due, "seed \(seed), first weekday \(firstWeekday)")
            #expect(schedule.streaks == plain.streaks, "seed \(seed), first weekday \(firstWeekday)")
            #expect(schedule.weekCounts == plain.counts, "seed \(seed), first weekday \(firstWeekday)")
            #expect(schedule.weekResults == plain.results, "seed \(seed), first weekday \(firstWeekday)")
            #expect(!schedule.activeDays.isEmpty || schedule.first > schedule.last)
        }
    }
}
