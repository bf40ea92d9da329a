extension CompletionLevel {
    /// The level of `count` done toward a daily `target` (seed Skill Tracker: "Light color for partial
    /// completion, dark color for full completion"): 0 is none, under 60 % partial, 60 % to under 100 %
    /// medium, the target or more full.
    public static func from(count: Double, target: Double) -> CompletionLevel {
        guard count > 0, target > 0 else { return .none }
        let share = count / target
        if share >= 1 { return .full }
        return share >= 0.6 ? .medium : .partial
    }

    /// Done at least partially: what streaks count.
    public var isDone: Bool { self > .none }

    /// The seed's colour intensity of the level: 0, 30, 60 or 100 %.
    public var intensityPercent: Int {
        switch self {
        case .none: 0
        case .partial: 30
        case .medium: 60
        case .full: 100
        }
    }

    /// "none", "partial", "medium", "full".
    public var name: String {
        switch self {
        case .none: "none"
        case .partial: "partial"
        case .medium: "medium"
        case .full: "full"
        }
    }

    /// The level named `name` ("none", "partial", "medium", "full"); `nil` for anything else.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = level
    }
}
