import Foundation
import Metrics

extension DemoHistoryGenerator {
    typealias CheckInEntry = (day: LocalDay, level: CompletionLevel, count: Double?, minute: Int?)

    /// Every demo habit with its check-ins over the whole history.
    func habitLogs() -> [DemoData.HabitLog] {
        (DemoCatalog.habits(firstDay: firstDay, today: today) + DemoCatalog.extraHabits(extraHabits, firstDay: firstDay))
            .enumerated().map { index, spec in
            let entries = checkIns(spec, index: index)
            return DemoData.HabitLog(habit: spec.habit, checkIns: entries, skipped: skips(spec, entries, index: index))
        }
    }

    /// Stretch is skipped on about one in 25 days it was not done (a sore back): not due those days.
    private func skips(_ spec: DemoCatalog.HabitSpec, _ entries: [CheckInEntry], index: Int) -> [LocalDay] {
        guard spec.habit.name == "Stretch" else { return [] }
        let done = Set(entries.map(\.day))
        let first = max(spec.habit.created, firstDay)
        return (0...first.days(to: today.adding(days: -1))).map { first.adding(days: $0) }.filter { day in
            var random = random(.skips, day, index)
            return !done.contains(day) && random.chance(0.04)
        }
    }

    /// The check-ins of one habit: on due days, kept more often in good weeks than in bad ones;
    /// today's only after 9 a.m.
    private func checkIns(_ spec: DemoCatalog.HabitSpec, index: Int) -> [CheckInEntry] {
        let first = max(spec.habit.startDay ?? spec.habit.created, firstDay)
        var last = min(spec.habit.endDay ?? today, spec.stoppedOn ?? today)
        if last == today, calendar.secondsSinceMidnight(now) < 9 * 3600 {
            last = today.adding(days: -1)
        }
        guard first <= last else { return [] }
        return (0...first.days(to: last)).compactMap { offset in
            let day = first.adding(days: offset)
            guard isDue(spec.habit.frequency, on: day, habitIndex: index) else { return nil }
            var random = random(.checkIns, day, index)
            // The last four days went well: every due habit was done (the demo's 🔥 total streak).
            let goodRun = day.days(to: today) < 5
            guard goodRun || random.chance(spec.diligence * (weekForm(day) < 1 ? 0.7 : 1)) else { return nil }
            return checkIn(spec.habit, on: day, random: &random)
        }
    }

    /// Whether a habit is due on `day`; for N times a week, N days drawn for each week.
    private func isDue(_ frequency: HabitFrequency, on day: LocalDay, habitIndex: Int) -> Bool {
        switch frequency {
        case .daily:
            return true
        case .weekdays(let weekdays):
            return weekdays.contains(day.weekday)
        case .timesPerWeek(let times):
            var random = random(.habits, weekNumber(day), habitIndex)
            let chosen = Array(0..<7).shuffled(using: &random).prefix(times)
            return chosen.contains((day.weekday + 5) % 7)
        }
    }

    /// A check-in at a full (70 %), medium or partial level, with a count when the habit has a target, and
    /// the time it was made: the morning routine between 06:00 and 09:30, the others between 12:00 and 22:00
    /// (today's never after `now`).
    private func checkIn(_ habit: Habit, on day: LocalDay, random: inout SplitMix64) -> CheckInEntry {
        let draw = random.unit()
        let level: CompletionLevel = draw < 0.7 ? .full : draw < 0.87 ? .medium : .partial
        var count: Double?
        if let target = habit.targetValue {
            let share: Double = switch level {
            case .full, .none: 1
            case .medium: random.uniform(0.6...0.8)
            case .partial: random.uniform(0.25...0.45)
            }
            count = max(1, (target * share).rounded())
        }
        var minute = habit.morningRoutine ? 360 + Int(random.unit() * 210) : 720 + Int(random.unit() * 600)
        if day == today {
            let clock = calendar.clock(now)
            minute = min(minute, clock.hour * 60 + clock.minute)
        }
        return (day, level, count, minute)
    }
}
