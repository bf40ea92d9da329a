import Foundation
import Metrics

/// One raw sample as an importer stores it in `samples`.
public struct SampleRow: Sendable, Equatable {
    /// A `SampleType` name, e.g. `StepCount`.
    public var type: String
    public var start: Date
    public var end: Date
    /// In `unit`, the store's unit for the type (count, m, kcal, count/min, mL/min·kg).
    public var value: Double
    public var unit: String
    public var sourceName: String
    public var sourceVersion: String?
    public var device: String?
    public var created: Date?

    public init(type: String, start: Date, end: Date, value: Double, unit: String, sourceName: String,
                sourceVersion: String? = nil, device: String? = nil, created: Date? = nil) {
        self.type = type
        self.start = start
        self.end = end
        self.value = value
        self.unit = unit
        self.sourceName = sourceName
        self.sourceVersion = sourceVersion
        self.device = device
        self.created = created
    }
}

/// A stored sample as the totals need it: when, how much, from which source.
public struct SampleSpan: Sendable, Equatable {
    public var start: Date
    public var end: Date
    public var value: Double
    public var sourceName: String

    public init(start: Date, end: Date, value: Double, sourceName: String) {
        self.start = start
        self.end = end
        self.value = value
        self.sourceName = sourceName
    }
}

/// The `samples.type` names the store uses (HealthKit identifiers without their `HKQuantityTypeIdentifier` prefix).
public enum SampleType {
    public static let stepCount = "StepCount"
    public static let activeEnergyBurned = "ActiveEnergyBurned"
    public static let distanceWalkingRunning = "DistanceWalkingRunning"
    public static let heartRate = "HeartRate"
    public static let vo2Max = "VO2Max"

    /// The five types sitegen stores, in the order of their ids: 1 is `StepCount`.
    public static let known = [stepCount, activeEnergyBurned, distanceWalkingRunning, heartRate, vo2Max]

    /// The fixed id in `sample_types` of a type sitegen stores (`StoreSchema.createV8SampleIDs`): its place in
    /// `known`, from 1; `nil` for any other name, whose id the store hands out.
    public static func id(_ name: String) -> Int64? {
        known.firstIndex(of: name).map { Int64($0 + 1) }
    }

    /// The sample type whose samples add up to `quantity`.
    public static func of(_ quantity: Quantity) -> String {
        switch quantity {
        case .steps: stepCount
        case .activeEnergy: activeEnergyBurned
        case .distance: distanceWalkingRunning
        }
    }
}
