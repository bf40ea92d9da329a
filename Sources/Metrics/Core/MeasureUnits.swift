/// The units the site shows distances and energy in (`[units]` in `site.toml`). The store and the data
/// files keep metres and kilocalories whatever they are: only what a person reads is converted.
public struct MeasureUnits: Sendable, Hashable {
    public var distance: DistanceUnit
    public var energy: EnergyUnit

    public init(distance: DistanceUnit, energy: EnergyUnit) {
        self.distance = distance
        self.energy = energy
    }

    /// What people of `locale` read: miles where Foundation's measurement system is the US or UK one,
    /// kilometres elsewhere; kilojoules in Australia and New Zealand, kilocalories elsewhere.
    public init(locale: SiteLocale) {
        distance = locale.readsMiles ? .mi : .km
        energy = locale.readsKilojoules ? .kJ : .kcal
    }

    /// Seed HelpMeTrain's units: miles and kcal.
    public static let milesAndKilocalories = MeasureUnits(distance: .mi, energy: .kcal)
}

/// A unit of walking and running distance.
public enum DistanceUnit: String, Sendable, CaseIterable {
    case km
    case mi

    /// Metres in one unit: 1 mi = 1.609344 km exactly (the international mile).
    public var metres: Double { self == .mi ? 1_609.344 : 1_000 }

    /// `metres` in this unit.
    public func value(metres amount: Double) -> Double { amount / metres }

    /// `miles` (as `ActivityHistory.miles` gives them) in this unit.
    public func value(miles: Double) -> Double { self == .mi ? miles : miles * 1.609344 }

    /// The word under a figure: "miles" (seed HelpMeTrain's tile) or "km".
    public var label: String { self == .mi ? "miles" : "km" }

    /// The symbol after a number in running text: "mi", "km".
    public var symbol: String { rawValue }
}

/// A unit of energy burned.
public enum EnergyUnit: String, Sendable, CaseIterable {
    case kcal
    case kJ

    /// Kilojoules in one kilocalorie (the thermochemical calorie, as Apple Health converts).
    public static let kilojoulesPerKilocalorie = 4.184

    /// `kcal` in this unit.
    public func value(kcal: Double) -> Double { self == .kJ ? kcal * Self.kilojoulesPerKilocalorie : kcal }

    /// `kcal` in this unit, as a whole number as the pages show energy; the kcal are rounded first, as
    /// the data files keep them, so a page's kJ is always the data file's kcal converted.
    public func whole(kcal: Double) -> Int {
        let rounded = WholeNumber.rounded(kcal)
        return self == .kcal ? rounded : WholeNumber.rounded(Double(rounded) * Self.kilojoulesPerKilocalorie)
    }

    /// The symbol after a number: "kcal", "kJ".
    public var symbol: String { rawValue }
}
