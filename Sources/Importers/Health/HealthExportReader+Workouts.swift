import Foundation
import Metrics

extension HealthExportReader {
    /// A `WorkoutStatistics` inside the open workout.
    mutating func statistic(_ element: XMLElement) {
        workout?.add(statistic: element)
    }

    /// The end of a `Workout`: accepted unless something in it was wrong.
    mutating func finish(_ pending: PendingWorkout) throws {
        if let problem = pending.problem { return skip(problem) }
        if let problem = dateProblem(pending.start, pending.end) { return skip(problem) }
        let workout = pending.workout
        guard Bounds.workoutDuration.contains(workout.durationSeconds),
              workout.energyKcal.map(Bounds.workoutEnergy.contains) ?? true,
              workout.distanceMeters.map(Bounds.workoutDistance.contains) ?? true else { return skip(.outOfRange) }
        try sink.add(workout)
        counts.workouts += 1
        if workout.activityType == Workout.hiitType { counts.hiitWorkouts += 1 }
        counts.cover(workout.start, workout.end)
    }

    /// An `ActivitySummary`: its day, the move ring and goal (required), exercise and stand (optional).
    mutating func summary(_ element: XMLElement) throws {
        let summary: ActivitySummary
        do throws(SkipReason) {
            summary = try Self.activitySummary(element)
        } catch {
            return skip(error)
        }
        if let problem = dayProblem(summary.day) { return skip(problem) }
        try sink.add(summary)
        counts.activitySummaries += 1
        counts.cover(summary.day)
    }

    private static func activitySummary(_ element: XMLElement) throws(SkipReason) -> ActivitySummary {
        guard let dayText = element.attribute("dateComponents") else { throw .missingAttribute }
        guard let day = LocalDay(String(decoding: dayText.bytes, as: UTF8.self)) else { throw .badDay }
        let unit = element.attribute("activeEnergyBurnedUnit")
        guard let energy = try Measure.read(element.attribute("activeEnergyBurned"), unit: unit, family: .energy,
                                            defaultUnit: "kcal"),
              let goal = try Measure.read(element.attribute("activeEnergyBurnedGoal"), unit: unit, family: .energy,
                                          defaultUnit: "kcal") else { throw .missingAttribute }
        guard energy >= 0, goal >= 0 else { throw .negative }
        guard Bounds.moveGoal.contains(energy), Bounds.moveGoal.contains(goal) else { throw .outOfRange }
        return ActivitySummary(day: day, activeEnergyKcal: energy, moveGoalKcal: goal,
                               exerciseMinutes: try number(element, "appleExerciseTime"),
                               exerciseGoalMinutes: try number(element, "appleExerciseTimeGoal"),
                               standHours: try number(element, "appleStandHours"),
                               standGoalHours: try number(element, "appleStandHoursGoal"))
    }

    private static func number(_ element: XMLElement, _ name: StaticString) throws(SkipReason) -> Double? {
        guard let value = element.attribute(name) else { return nil }
        guard let number = HealthNumber.parse(value.bytes) else { throw .notANumber }
        return number
    }
}
