import Foundation
import Metrics

extension DemoHistoryGenerator {
    /// The raw step, distance and energy samples of `day` (none after `now`) and their hourly sums.
    func activity(on day: LocalDay, workouts: [Workout]) -> DemoDayActivity {
        let starts = slotStarts(day)
        var activity = DemoDayActivity(day: day, slotStarts: starts)
        var random = random(.steps, day, 3)
        let steps = slotSteps(day, slotStarts: starts)
        for (slot, start) in starts.enumerated() {
            addWalks(steps[slot], slot: slot, from: start, to: &activity, random: &random)
            addEverydayEnergy(slot: slot, from: start, to: &activity, random: &random)
        }
        for workout in workouts {
            let slot = min(starts.count - 1, max(0, calendar.hourIndex(of: workout.start)))
            activity.add(.activeEnergy, slot: slot, start: workout.start, end: workout.end,
                         value: workout.energyKcal ?? 0)
        }
        return activity
    }

    /// Splits a slot's steps into one to three walks, each a sample of steps, distance and energy.
    private func addWalks(_ steps: Double, slot: Int, from slotStart: Date, to activity: inout DemoDayActivity,
                          random: inout SplitMix64) {
        guard steps > 0 else { return }
        let parts = random.int(1...3)
        let length = 3600 / parts
        var left = steps
        for part in 0..<parts {
            let share = part == parts - 1 ? left : (steps / Double(parts) * random.uniform(0.7...1.3)).rounded(.down)
            left -= share
            let start = slotStart.addingTimeInterval(Double(part * length + random.int(0...length / 4)))
            let end = start.addingTimeInterval(Double(random.int(length / 3...length / 2)))
            guard let (start, end, fraction) = clipped(start, end) else { continue }
            let walked = (share * fraction).rounded(.down)
            activity.add(.steps, slot: slot, start: start, end: end, value: walked)
            activity.add(.distance, slot: slot, start: start, end: end,
                         value: tenths(walked * random.uniform(0.66...0.74)))
            activity.add(.activeEnergy, slot: slot, start: start, end: end,
                         value: tenths(walked * random.uniform(0.036...0.046)))
        }
    }

    /// A few kilocalories of everyday movement in each waking hour.
    private func addEverydayEnergy(slot: Int, from slotStart: Date, to activity: inout DemoDayActivity,
                                   random: inout SplitMix64) {
        guard (7...22).contains(clockHour(slotStart)) else { return }
        let value = random.uniform(2...7)
        guard let (start, end, fraction) = clipped(slotStart, slotStart.addingTimeInterval(3599)) else { return }
        activity.add(.activeEnergy, slot: slot, start: start, end: end, value: tenths(value * fraction))
    }

    /// `[start, end]` cut so it ends by `now`, with the fraction kept; `nil` when nothing is left.
    func clipped(_ start: Date, _ end: Date) -> (Date, Date, Double)? {
        if end <= now { return (start, end, 1) }
        let cut = Date(timeIntervalSince1970: (now.timeIntervalSince1970 - 60).rounded(.down))
        guard cut > start else { return nil }
        return (start, cut, cut.timeIntervalSince(start) / end.timeIntervalSince(start))
    }
}

/// `value` rounded to one decimal.
func tenths(_ value: Double) -> Double {
    (value * 10).rounded() / 10
}
