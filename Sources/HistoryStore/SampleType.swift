import Metrics

/// The `samples.type` names the store uses (HealthKit identifiers without their `HKQuantityTypeIdentifier` prefix).
public enum SampleType {
    public static let stepCount = "StepCount"
    public static let activeEnergyBurned = "ActiveEnergyBurned"
    public static let distanceWalkingRunning = "DistanceWalkingRunning"
    public static let heartRate = "HeartRate"
    public static let vo2Max = "VO2Max"

    /// The sample type whose samples add up to `quantity`.
    public static func of(_ quantity: Quantity) -> String {
        switch quantity {
        case .steps: stepCount
        case .activeEnergy: activeEnergyBurned
        case .distance: distanceWalkingRunning
        }
    }
}
