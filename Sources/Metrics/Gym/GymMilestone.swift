import Strings

/// A celebration at a total of gym visits.
///
/// Seed GymStreak: "Milestones trigger celebration messages at totals **5, 20, 50, 100**".
public struct GymMilestone: Sendable, Equatable, Codable {
    /// The total of unique visit days that reaches it.
    public let count: Int
    /// The seed's message, with its typographic apostrophe.
    public let message: String
    /// The visit day on which the total reached `count`; `nil` while not reached.
    public let reachedOn: LocalDay?

    public init(count: Int, message: String, reachedOn: LocalDay?) {
        self.count = count
        self.message = message
        self.reachedOn = reachedOn
    }

    /// Seed GymStreak's table: 5 “Nice start!”, 20 “You’re consistent.”, 50 “Halfway there!”, 100 “Beast mode.”.
    public static let table: [(count: Int, message: String)] = [
        (5, "Nice start!"), (20, "You’re consistent."), (50, "Halfway there!"), (100, "Beast mode."),
    ]

    /// Every milestone of the table, reached or not, for the unique visit days `visits` (oldest first).
    public static func all(visits: [LocalDay]) -> [GymMilestone] {
        table.map { entry in
            GymMilestone(count: entry.count, message: entry.message,
                         reachedOn: visits.count >= entry.count ? visits[entry.count - 1] : nil)
        }
    }

    /// `message` in `words` (the seed's own in English).
    public func message(_ words: StringTable) -> String {
        switch count {
        case 5: words[.milestone5]
        case 20: words[.milestone20]
        case 50: words[.milestone50]
        case 100: words[.milestone100]
        default: message
        }
    }

    /// The message of the milestone reached at exactly `total`, if any.
    public static func message(atTotal total: Int) -> String? {
        table.first { $0.count == total }?.message
    }
}

/// How far the total is from the next milestone.
public struct GymMilestoneProgress: Sendable, Equatable, Codable {
    /// The next milestone's total and message.
    public let count: Int
    public let message: String
    /// The previous milestone's total (0 before the first): where this stretch started.
    public let from: Int
    /// Visits still needed.
    public let remaining: Int

    /// The progress toward the first milestone not yet reached; `nil` once all are reached.
    public init?(total: Int) {
        guard let index = GymMilestone.table.firstIndex(where: { $0.count > total }) else { return nil }
        let next = GymMilestone.table[index]
        self.count = next.count
        self.message = next.message
        self.from = index == 0 ? 0 : GymMilestone.table[index - 1].count
        self.remaining = next.count - total
    }
}
