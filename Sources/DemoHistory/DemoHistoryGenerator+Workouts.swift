import Foundation
import Metrics

extension DemoHistoryGenerator {
    /// The workouts of `day` that ended by `now`: HIIT (N4x4) 1–2 times a week, weekend walks,
    /// strength training on some gym days, now and then a bike ride.
    func workouts(on day: LocalDay, gymDay: Bool) -> [Workout] {
        var random = random(.workouts, day)
        var workouts: [Workout] = []
        if random.chance(hiitChance(weekday: day.weekday)) {
            let hour = day.weekday == 7 ? 9 : 18
            workouts.append(workout(Workout.hiitType, day, hour: hour, minutes: 28...42, kcalPerMinute: 8.5...11,
                                    random: &random))
        }
        if day.weekday == 1, random.chance(0.45) {
            var walk = workout("HKWorkoutActivityTypeWalking", day, hour: 10, minutes: 45...90,
                               kcalPerMinute: 4...5, random: &random)
            walk.distanceMeters = (walk.durationSeconds / 60 * random.uniform(75...90)).rounded()
            workouts.append(walk)
        }
        if gymDay, random.chance(0.5) {
            workouts.append(workout("HKWorkoutActivityTypeTraditionalStrengthTraining", day, hour: 7,
                                    minutes: 40...60, kcalPerMinute: 4.5...6, random: &random))
        }
        if day.weekday == 4, random.chance(0.2) {
            workouts.append(workout("HKWorkoutActivityTypeCycling", day, hour: 17, minutes: 30...60,
                                    kcalPerMinute: 7...9, random: &random))
        }
        return workouts.filter { $0.end <= now }
    }

    /// N4x4 sessions: mostly Tuesday and Friday evenings, sometimes Saturday morning.
    private func hiitChance(weekday: Int) -> Double {
        switch weekday {
        case 3: 0.7
        case 6: 0.55
        case 7: 0.15
        default: 0
        }
    }

    private func workout(_ type: String, _ day: LocalDay, hour: Int, minutes: ClosedRange<Int>,
                         kcalPerMinute: ClosedRange<Double>, random: inout SplitMix64) -> Workout {
        let start = calendar.instant(on: day, hour: hour, minute: random.int(0...40))
        let duration = Double(random.int(minutes) * 60 + random.int(0...59))
        let energy = tenths(duration / 60 * random.uniform(kcalPerMinute))
        return Workout(activityType: type, start: start, end: start.addingTimeInterval(duration),
                       durationSeconds: duration, energyKcal: energy, sourceName: DemoSample.watch)
    }
}
