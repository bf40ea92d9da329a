import Strings

/// The three text fields and the ring of the Day dial.
///
/// Seed HelpMeTrain: top field "Today" when the dial shows the current calendar day (local
/// time), otherwise the date as MM/DD/YYYY; middle the actual step count; bottom
/// "Of XXXX steps" with the day's goal.
public struct StepDial: Sendable, Equatable {
    public let day: LocalDay
    public let isToday: Bool
    public let steps: Int
    public let goal: Int
    /// How the dial writes its date and numbers.
    public let format: SiteFormat

    public init(day: LocalDay, today: LocalDay, steps: Int, goal: Int, format: SiteFormat = .standard) {
        self.init(day: day, isToday: day == today, steps: steps, goal: goal, format: format)
    }

    public init(day: LocalDay, isToday: Bool, steps: Int, goal: Int, format: SiteFormat = .standard) {
        self.day = day
        self.isToday = isToday
        self.steps = steps
        self.goal = goal
        self.format = format
    }

    /// "Today" or the date in digits: `MM/DD/YYYY` in the United States, `DD.MM.YYYY` in Germany.
    public func topLabel(_ words: StringTable = .english) -> String { isToday ? words[.today] : format.numericDate(day) }

    /// The actual steps, grouped: "8,421", "8.421".
    public var stepsText: String { format.grouped(steps) }

    /// The goal, grouped: "10,000".
    public var goalNumber: String { format.grouped(goal) }

    /// "Of 10,000 steps".
    public func goalText(_ words: StringTable = .english) -> String { words(.dialGoal, ["goal": goalNumber]) }

    /// The filled part of the ring, 0 … 1 (a day past its goal shows a full ring).
    public var progress: Double { goal > 0 ? min(1, max(0, Double(steps) / Double(goal))) : 0 }

    /// Seed HelpMeTrain: "A day's goal is achieved if actualSteps >= goalStepsForThatDate".
    public var achieved: Bool { ActivityRules.goalReached(steps: steps, goal: goal) }
}
