/// A category's habits taken together over a period (seed Skill Tracker B-029: "Category performance"):
/// how many habits were active in it, their days done of the days that counted, and the levels.
public struct CategoryPerformance: Sendable, Equatable, Codable {
    public let category: String
    public let habits: Int
    public let completion: HabitCompletion
    public let levels: LevelCounts

    public init(category: String, habits: Int, completion: HabitCompletion, levels: LevelCounts) {
        self.category = category
        self.habits = habits
        self.completion = completion
        self.levels = levels
    }

    /// One entry per category of `order` (names matched without case) with at least one habit whose day
    /// counted in the period; `figures` holds each habit's category, completion and levels in the period.
    public static func of(_ figures: [(category: String, completion: HabitCompletion, levels: LevelCounts)],
                          order: [String]) -> [CategoryPerformance] {
        // Each name lowered once (serve assembles this for every period after every check-in).
        let lowered = figures.map { $0.category.lowercased() }
        return order.compactMap { name in
            let key = name.lowercased()
            let members = figures.indices.filter { lowered[$0] == key && figures[$0].completion.counted > 0 }.map { figures[$0] }
            guard !members.isEmpty else { return nil }
            let done = members.map(\.completion.done).reduce(0, +), counted = members.map(\.completion.counted).reduce(0, +)
            return CategoryPerformance(category: name, habits: members.count, completion: HabitCompletion(done: done, counted: counted),
                                       levels: members.map(\.levels).reduce(LevelCounts(), +))
        }
    }
}
