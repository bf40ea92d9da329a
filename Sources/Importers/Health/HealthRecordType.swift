import HistoryStore
import Metrics

/// The `Record` types the import reads; every other type is counted and left out.
public enum HealthRecordType: String, CaseIterable, Sendable, Comparable {
    case stepCount = "StepCount"
    case distanceWalkingRunning = "DistanceWalkingRunning"
    case activeEnergyBurned = "ActiveEnergyBurned"
    case heartRate = "HeartRate"
    case vo2Max = "VO2Max"

    /// The identifier prefix every quantity type in an export carries.
    static let prefix: StaticString = "HKQuantityTypeIdentifier"

    /// The type a `type` attribute names; `nil` for a type the import does not read.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let prefixCount = Self.prefix.utf8CodeUnitCount
        guard bytes.count > prefixCount,
              UnsafeBufferPointer(rebasing: bytes[..<prefixCount]).equals(Self.prefix) else { return nil }
        let rest = UnsafeBufferPointer(rebasing: bytes[prefixCount...])
        // By length first, then the bytes: no list of cases is made per record.
        let match: HealthRecordType? = switch rest.count {
        case 9: rest.equals(Self.stepCount.name) ? .stepCount : rest.equals(Self.heartRate.name) ? .heartRate : nil
        case 22: rest.equals(Self.distanceWalkingRunning.name) ? .distanceWalkingRunning : nil
        case 18: rest.equals(Self.activeEnergyBurned.name) ? .activeEnergyBurned : nil
        case 6: rest.equals(Self.vo2Max.name) ? .vo2Max : nil
        default: nil
        }
        guard let match else { return nil }
        self = match
    }

    /// The position in `allCases` (for counts kept in arrays).
    var index: Int {
        switch self {
        case .stepCount: 0
        case .distanceWalkingRunning: 1
        case .activeEnergyBurned: 2
        case .heartRate: 3
        case .vo2Max: 4
        }
    }

    private var name: StaticString {
        switch self {
        case .stepCount: "StepCount"
        case .distanceWalkingRunning: "DistanceWalkingRunning"
        case .activeEnergyBurned: "ActiveEnergyBurned"
        case .heartRate: "HeartRate"
        case .vo2Max: "VO2Max"
        }
    }

    /// The quantity whose daily and hourly totals this type adds up to; `nil` for rates.
    public var quantity: Quantity? {
        switch self {
        case .stepCount: .steps
        case .distanceWalkingRunning: .distance
        case .activeEnergyBurned: .activeEnergy
        case .heartRate, .vo2Max: nil
        }
    }

    /// The plausible range of one record's value, in the stored unit.
    var bound: Bound {
        switch self {
        case .stepCount: Bounds.stepsPerRecord
        case .distanceWalkingRunning: Bounds.distancePerRecord
        case .activeEnergyBurned: Bounds.energyPerRecord
        case .heartRate: Bounds.heartRate
        case .vo2Max: Bounds.vo2Max
        }
    }

    /// The `samples.type` the store uses.
    public var sampleType: String { rawValue }

    /// The units this type is written in, and the factor to the stored unit.
    var units: HealthUnit.Family {
        switch self {
        case .stepCount: .count
        case .distanceWalkingRunning: .distance
        case .activeEnergyBurned: .energy
        case .heartRate: .heartRate
        case .vo2Max: .vo2Max
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
