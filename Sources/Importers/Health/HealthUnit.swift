import Metrics

/// The units an export writes and how they convert to the units the store keeps.
///
/// A unit not listed here is never guessed: the record is skipped and counted.
public enum HealthUnit {
    /// A kind of measurement, with the unit stored and the units accepted.
    public enum Family: Sendable {
        case count, distance, energy, heartRate, vo2Max, duration

        /// The unit the store keeps.
        public var stored: String {
            switch self {
            case .count: "count"
            case .distance: "m"
            case .energy: "kcal"
            case .heartRate: "count/min"
            case .vo2Max: "mL/min·kg"
            case .duration: "s"
            }
        }

        /// The factor from `unit` to the stored unit; `nil` for a unit this family does not accept.
        public func factor(_ unit: UnsafeBufferPointer<UInt8>) -> Double? {
            switch self {
            case .count: unit.equals("count") ? 1 : nil
            case .distance: HealthUnit.distance(unit)
            case .energy: HealthUnit.energy(unit)
            case .heartRate: unit.equals("count/min") ? 1 : nil
            case .vo2Max: unit.equals("mL/min·kg") ? 1 : nil
            case .duration: HealthUnit.duration(unit)
            }
        }

        /// `factor` for a unit given as text (tests).
        public func factor(_ unit: String) -> Double? {
            var unit = unit
            return unit.withUTF8 { factor($0) }
        }
    }

    static func distance(_ unit: UnsafeBufferPointer<UInt8>) -> Double? {
        if unit.equals("km") { return 1000 }
        if unit.equals("m") { return 1 }
        if unit.equals("mi") { return ActivityRules.metersPerMile }
        return nil
    }

    /// kcal and Cal (the food calorie) are the same; 1 kcal = 4.184 kJ.
    static func energy(_ unit: UnsafeBufferPointer<UInt8>) -> Double? {
        if unit.equals("kcal") || unit.equals("Cal") { return 1 }
        if unit.equals("kJ") { return 1 / 4.184 }
        return nil
    }

    static func duration(_ unit: UnsafeBufferPointer<UInt8>) -> Double? {
        if unit.equals("min") { return 60 }
        if unit.equals("s") { return 1 }
        if unit.equals("hr") || unit.equals("h") { return 3600 }
        return nil
    }
}
