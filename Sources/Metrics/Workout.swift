import Foundation

/// A workout as recorded by Health.
public struct Workout: Sendable, Equatable {
    /// HealthKit's name, e.g. `HKWorkoutActivityTypeHighIntensityIntervalTraining`.
    public var activityType: String
    public var start: Date
    public var end: Date
    public var durationSeconds: Double
    public var energyKcal: Double?
    public var distanceMeters: Double?
    public var sourceName: String
    public init(activityType: String, start: Date, end: Date, durationSeconds: Double,
                energyKcal: Double? = nil, distanceMeters: Double? = nil, sourceName: String) {
        self.activityType = activityType
        self.start = start
        self.end = end
        self.durationSeconds = durationSeconds
        self.energyKcal = energyKcal
        self.distanceMeters = distanceMeters
        self.sourceName = sourceName
    }
    public static let hiitType = "HKWorkoutActivityTypeHighIntensityIntervalTraining"
}
