import Foundation
import HistoryStore
import Metrics

extension DemoHistoryGenerator {
    /// How the week of `day` went: good weeks (×1.25), ordinary ones and bad ones (×0.65).
    func weekForm(_ day: LocalDay) -> Double {
        var random = random(.week, weekNumber(day))
        let draw = random.unit()
        return draw < 0.25 ? 1.25 : draw < 0.8 ? 1.0 : 0.65
    }

    /// The steps walked on `day` over the whole day, about 3 000 – 16 000.
    func plannedSteps(_ day: LocalDay) -> Double {
        var random = random(.steps, day, 1)
        let base: Double = switch day.weekday {
        case 7: 10_500
        case 1: 9_500
        default: 8_500
        }
        let slump = random.chance(0.05) ? 0.45 : 1.0
        let trend = 0.95 + 0.1 * progress(day)
        let steps = base * weekForm(day) * trend * slump * random.uniform(0.75...1.3)
        let softened = steps > 13_000 ? 13_000 + (steps - 13_000) * 0.5 : steps
        return min(16_000, max(3_000, softened.rounded()))
    }

    /// The share of a day's steps walked in local clock hour `hour`: nothing at night, commute
    /// peaks and a lunch walk on weekdays, long late-morning and afternoon walks at weekends.
    func stepWeight(hour: Int, weekend: Bool) -> Double {
        let weekday: [Double] = [0, 0, 0, 0, 0, 0, 0.1, 0.6, 1.6, 0.5, 0.3, 0.4,
                                 1.1, 0.5, 0.3, 0.3, 0.4, 1.0, 1.5, 0.6, 0.5, 0.3, 0.1, 0]
        let weekendShape: [Double] = [0, 0, 0, 0, 0, 0, 0, 0.1, 0.3, 0.6, 1.4, 1.5,
                                      0.7, 0.5, 1.0, 1.3, 1.1, 0.7, 0.5, 0.4, 0.3, 0.2, 0.1, 0]
        return (weekend ? weekendShape : weekday)[max(0, min(23, hour))]
    }

    /// The steps of each hour slot of `day`, whole numbers adding up to the planned total.
    func slotSteps(_ day: LocalDay, slotStarts: [Date]) -> [Double] {
        var random = random(.steps, day, 2)
        let weekend = day.weekday == 1 || day.weekday == 7
        let weights = slotStarts.map { stepWeight(hour: clockHour($0), weekend: weekend) * random.uniform(0.6...1.4) }
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return weights }
        let total = plannedSteps(day)
        var steps = weights.map { ($0 / sum * total).rounded(.down) }
        if let peak = weights.indices.max(by: { weights[$0] < weights[$1] }) {
            steps[peak] += total - steps.reduce(0, +)
        }
        return steps
    }

    /// The start of each hour slot of `day`: elapsed hours since local midnight (23, 24 or 25).
    func slotStarts(_ day: LocalDay) -> [Date] {
        let start = calendar.start(of: day)
        return (0..<calendar.hours(in: day)).map { start.addingTimeInterval(Double($0) * 3600) }
    }
}

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
