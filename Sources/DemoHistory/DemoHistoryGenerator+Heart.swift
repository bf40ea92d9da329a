import Foundation
import HistoryStore
import Metrics

extension DemoHistoryGenerator {
    /// Heart-rate samples of `day`: one or two an hour while awake (higher when walking), a few at
    /// night, every five minutes during workouts, and on today one a few minutes before `now`.
    func heartRate(on day: LocalDay, activity: DemoDayActivity, workouts: [Workout]) -> [DemoSample] {
        var random = random(.heart, day)
        let resting = 64 - 5 * progress(day) + random.uniform(-3...3)
        var samples: [DemoSample] = []
        for (slot, start) in activity.slotStarts.enumerated() {
            let hour = clockHour(start)
            let awake = (7...22).contains(hour)
            guard awake || hour % 2 == 1 else { continue }
            for _ in 0..<(awake ? random.int(1...2) : 1) {
                let bpm = awake ? resting + (activity.hourly[.steps]?[slot] ?? 0) / 60 : resting - 6
                samples.append(heart(at: start.addingTimeInterval(Double(random.int(0...3599))),
                                     bpm: bpm + random.uniform(-4...4)))
            }
        }
        for workout in workouts {
            samples += duringWorkout(workout, random: &random)
        }
        if day == today {
            samples.append(heart(at: now.addingTimeInterval(-Double(random.int(90...240))), bpm: resting + 6))
        }
        return samples.filter { $0.end <= now }.sorted { $0.start < $1.start }
    }

    private func duringWorkout(_ workout: Workout, random: inout SplitMix64) -> [DemoSample] {
        let range = workout.activityType == Workout.hiitType ? 135.0...172 : 95.0...130
        return stride(from: 120.0, to: workout.durationSeconds, by: 300).map { offset in
            heart(at: workout.start.addingTimeInterval(offset), bpm: random.uniform(range))
        }
    }

    private func heart(at instant: Date, bpm: Double) -> DemoSample {
        let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        return .instant(SampleType.heartRate, at: whole, value: bpm.rounded(), unit: "count/min")
    }

    /// A VO2 max estimate about every two weeks, slowly improving from about 38 to 42 mL/min·kg.
    func vo2Max(on day: LocalDay) -> [DemoSample] {
        guard firstDay.days(to: day) % 14 == 3 else { return [] }
        var random = random(.vo2, day)
        let instant = calendar.instant(on: day, hour: 9, minute: random.int(0...50))
        let value = tenths(38 + 4 * progress(day) + random.uniform(-0.4...0.4))
        guard instant <= now else { return [] }
        return [.instant(SampleType.vo2Max, at: instant, value: value, unit: "mL/min·kg")]
    }
}
