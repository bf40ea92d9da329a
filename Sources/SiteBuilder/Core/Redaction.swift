import Foundation
import Metrics

/// `sitegen build --redact` (`publish.redact`): the history a public showcase may show.
///
/// Left out: every day's note and every moment's Markdown body (a moment keeps its title, day and
/// category). Measurements are shown in bands instead of exact values:
/// - steps: down to a multiple of 500, except that a day that met its goal shows at least the goal,
///   so a day's achieved / missed status, the streak and the bonus days are the exact history's;
/// - active energy (daily, Activity Summaries, workouts): to the nearest 50 kcal;
/// - distance (daily, workouts): to the nearest 500 m;
/// - heart rate: to the nearest 5 bpm; VO₂ max: to the nearest whole mL/min·kg;
/// - workout durations: to the nearest 5 minutes.
/// Hourly values are scaled so that each day's hours add up to its banded total (then rounded to whole
/// units), so no chart leaks the exact total. Goals, habits, check-ins, gym visits and dates are kept.
public enum Redaction {
    public static let stepBand = 500.0
    public static let energyBand = 50.0
    public static let distanceBand = 500.0
    public static let heartRateBand = 5.0
    public static let vo2MaxBand = 1.0
    public static let durationBand = 300.0

    /// `history` as a showcase shows it; `fallbackGoal` is `activity.step_goal`.
    public static func apply(_ history: History, fallbackGoal: Int) -> History {
        var redacted = history
        let goals = GoalHistory(changes: history.goalChanges, fallback: fallbackGoal)
        redacted.notes = [:]
        redacted.moments = history.moments.map { var moment = $0; moment.markdown = ""; return moment }
        for (quantity, days) in history.daily {
            var banded: [LocalDay: Double] = [:]
            for (day, value) in days { banded[day] = band(quantity, value, goal: Double(goals.goal(on: day))) }
            redacted.daily[quantity] = banded
            redacted.hourly[quantity] = history.hourly[quantity].map { scaled($0, to: banded) }
        }
        redacted.heartRate = history.heartRate.map { TimedValue(instant: $0.instant, value: nearest($0.value, heartRateBand)) }
        redacted.vo2Max = history.vo2Max.map { TimedValue(instant: $0.instant, value: nearest($0.value, vo2MaxBand)) }
        redacted.workouts = history.workouts.map(workout)
        redacted.activitySummaries = history.activitySummaries.map {
            var summary = $0
            summary.activeEnergyKcal = nearest(summary.activeEnergyKcal, energyBand)
            return summary
        }
        return redacted
    }

    /// A day's total in its band.
    static func band(_ quantity: Quantity, _ value: Double, goal: Double) -> Double {
        switch quantity {
        case .steps:
            let floor = (value / stepBand).rounded(.down) * stepBand
            return value >= goal ? max(floor, goal) : floor
        case .activeEnergy: return nearest(value, energyBand)
        case .distance: return nearest(value, distanceBand)
        }
    }

    /// `value` to the nearest multiple of `band`.
    static func nearest(_ value: Double, _ band: Double) -> Double { (value / band).rounded() * band }

    /// Each day's hour slots scaled to add up to its banded total, in whole units.
    static func scaled(_ hourly: [LocalDay: [Double]], to totals: [LocalDay: Double]) -> [LocalDay: [Double]] {
        hourly.reduce(into: [:]) { result, entry in
            let sum = entry.value.reduce(0, +), target = totals[entry.key] ?? 0
            let factor = sum > 0 ? target / sum : 0
            result[entry.key] = entry.value.map { ($0 * factor).rounded() }
        }
    }

    private static func workout(_ workout: Workout) -> Workout {
        var redacted = workout
        redacted.durationSeconds = max(durationBand, nearest(workout.durationSeconds, durationBand))
        redacted.energyKcal = workout.energyKcal.map { nearest($0, energyBand) }
        redacted.distanceMeters = workout.distanceMeters.map { nearest($0, distanceBand) }
        return redacted
    }
}
