/// A measured quantity with a daily and hourly total.
public enum Quantity: String, Sendable, CaseIterable, Codable, Comparable {
    case steps, activeEnergy = "active_energy", distance
    /// The unit stored: count, kcal, m.
    public var unit: String {
        switch self {
        case .steps: "count"
        case .activeEnergy: "kcal"
        case .distance: "m"
        }
    }
    public static func < (a: Quantity, b: Quantity) -> Bool { a.rawValue < b.rawValue }
}
