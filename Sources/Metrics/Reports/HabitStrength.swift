import Foundation

/// A habit's strength: Loop Habit Tracker's score, an exponential moving average of its check-ins.
///
/// The spec: "score_t = score_{t−1}·m + v_t·(1−m) with m = 0.5^(√f/13), f = times per day" (uhabits'
/// `Score.compute`). f is 1 for a daily habit, N/7 for N times a week, and the chosen weekdays / 7. The
/// score starts at 0 on the first active day and changes on each day that counts (see `HabitCompletion`)
/// with v the day's level (0, 0.3, 0.6 or 1); other days keep it. Today changes it only once done.
public enum HabitStrength {
    /// One day's score, 0 … 1.
    public struct Point: Sendable, Equatable, Codable {
        public let day: LocalDay
        public let score: Double
        public init(day: LocalDay, score: Double) {
            self.day = day
            self.score = score
        }
    }

    /// Times per day of `frequency`.
    public static func timesPerDay(_ frequency: HabitFrequency) -> Double {
        switch frequency {
        case .daily: 1
        case .timesPerWeek(let times): Double(times) / 7
        case .weekdays(let days): Double(days.count) / 7
        }
    }

    /// m = 0.5^(√f / 13).
    public static func multiplier(timesPerDay f: Double) -> Double { pow(0.5, f.squareRoot() / 13) }

    /// The score at the end of each active day through `today`, oldest first.
    public static func scores(_ timeline: HabitTimeline, today: LocalDay) -> [Point] {
        let m = multiplier(timesPerDay: timesPerDay(timeline.habit.frequency))
        let weekly = timeline.unit == .weeks
        var score = 0.0
        return timeline.days.filter { $0.day <= today }.map { entry in
            let done = entry.level.isDone
            let counts = !entry.skipped && (entry.due || (weekly && done)) && (entry.day != today || done)
            if counts { score = score * m + Double(entry.level.intensityPercent) / 100 * (1 - m) }
            return Point(day: entry.day, score: score)
        }
    }
}
