import Foundation
import Metrics

extension DemoHistoryGenerator {
    /// The whole demo history as plain values.
    func generate() -> DemoData {
        var data = DemoData()
        data.gymVisits = gymVisits()
        let gymDays = Set(data.gymVisits)
        for day in days {
            let workouts = workouts(on: day, gymDay: gymDays.contains(day))
            let activity = activity(on: day, workouts: workouts)
            data.activity.append(activity)
            data.workouts += workouts
            data.samples += heartRate(on: day, activity: activity, workouts: workouts) + vo2Max(on: day)
            data.summaries.append(summary(activity, workouts: workouts))
        }
        data.goals = stepGoals()
        data.categories = DemoCatalog.categories
        data.habits = habitLogs()
        data.notes = notes(dailySteps: data.dailySteps)
        data.moments = moments(data)
        data.importedAt = now
        return data
    }

    /// The day's Activity Summary: its active energy against the weekday move goal (weekdays 500,
    /// weekends 650 kcal; 550 / 700 from the middle of the history on), exercise and stand hours.
    func summary(_ activity: DemoDayActivity, workouts: [Workout]) -> ActivitySummary {
        let weekend = activity.day.weekday == 1 || activity.day.weekday == 7
        let raised = progress(activity.day) >= 0.5
        let moveGoal: Double = (weekend ? 650 : 500) + (raised ? 50 : 0)
        let workoutMinutes = workouts.reduce(0) { $0 + $1.durationSeconds / 60 }
        let brisk = (activity.total(.steps) / 350).rounded(.down)
        let standHours = activity.hourly[.steps]?.filter { $0 >= 150 }.count ?? 0
        return ActivitySummary(day: activity.day, activeEnergyKcal: tenths(activity.total(.activeEnergy)),
                               moveGoalKcal: moveGoal, exerciseMinutes: (workoutMinutes + brisk).rounded(),
                               exerciseGoalMinutes: 30, standHours: Double(min(standHours, 24)),
                               standGoalHours: 12)
    }

    /// 8 000 steps from the first day, 10 000 from a year ago.
    func stepGoals() -> [(effective: LocalDay, steps: Int, recordedAt: Date)] {
        let raised = today.adding(days: -365)
        var goals = [(effective: firstDay, steps: 8_000, recordedAt: calendar.instant(on: firstDay, hour: 8))]
        if raised > firstDay {
            goals.append((effective: raised, steps: 10_000, recordedAt: calendar.instant(on: raised, hour: 7, minute: 30)))
        }
        return goals.filter { $0.recordedAt <= now }
    }

    /// Gym visit days: about three a week (Monday, Wednesday, Friday, sometimes Thursday or
    /// Saturday), today once it is past 8 a.m., and at least one in the current month.
    func gymVisits() -> [LocalDay] {
        let chances: [Int: Double] = [2: 0.85, 4: 0.8, 5: 0.15, 6: 0.7, 7: 0.25]
        var visits = days.filter { day in
            var random = random(.gym, day)
            return random.chance(chances[day.weekday] ?? 0)
        }
        if visits.last == today, calendar.secondsSinceMidnight(now) < 8 * 3600 {
            visits.removeLast()
        }
        if !visits.contains(where: { $0 >= today.firstOfMonth }) {
            visits.append(today)
        }
        return visits
    }
}
