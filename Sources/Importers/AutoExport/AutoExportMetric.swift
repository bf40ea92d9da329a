import Metrics

/// Health Auto Export's names for the metrics sitegen reads, their units, and its workout names.
enum AutoExportMetric {
    /// The record type of a metric `name`; `nil` for a metric sitegen does not read (counted, left out).
    static func type(named name: String) -> HealthRecordType? {
        switch name {
        case "step_count": .stepCount
        case "active_energy": .activeEnergyBurned
        case "walking_running_distance": .distanceWalkingRunning
        case "heart_rate": .heartRate
        case "vo2_max": .vo2Max
        default: nil
        }
    }

    /// The factor from the app's `units` to the stored unit; `nil` for a unit not known (never guessed).
    /// The app writes `count`, `kcal` or `kJ`, `km` or `mi`, `count/min` (heart rate), `ml/(kg·min)` (VO₂ max).
    static func factor(_ units: String, for type: HealthRecordType) -> Double? {
        switch type {
        case .heartRate: ["count/min", "bpm"].contains(units) ? 1 : nil
        case .vo2Max: ["ml/(kg·min)", "ml/(kg*min)", "mL/min·kg", "ml/kg/min"].contains(units) ? 1 : nil
        default: type.units.factor(units)
        }
    }

    /// The HealthKit activity type of a workout `name`: "High Intensity Interval Training" is HIIT (the
    /// Training page); any other name becomes `HKWorkoutActivityType` + the name without spaces.
    static func activityType(_ name: String) -> String {
        if name == "High Intensity Interval Training" || name == "HIIT" { return Workout.hiitType }
        return "HKWorkoutActivityType" + name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            .map(String.init).joined()
    }
}
