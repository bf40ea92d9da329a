/// The step goal of each day, from the recorded goal changes.
///
/// Seed HelpMeTrain: "Changing the goal does not affect streaks … the app must maintain a
/// per-day snapshot: goalStepsForThatDate". A day's goal is the latest change effective on
/// or before it; days before the first change use the first one; with no change recorded,
/// the goal from the settings applies to every day.
public struct GoalHistory: Sendable, Equatable {
    private let changes: [GoalChange]
    private let fallback: Int

    /// `changes` in any order; `fallback` is the settings' goal, used only when nothing is recorded.
    public init(changes: [GoalChange], fallback: Int) {
        self.changes = changes.sorted { $0.effective < $1.effective }
        self.fallback = fallback
    }

    /// The goal in force on `day`.
    public func goal(on day: LocalDay) -> Int {
        guard let first = changes.first else { return fallback }
        var low = 0, high = changes.count - 1, found = first
        while low <= high {
            let mid = (low + high) / 2
            if changes[mid].effective <= day {
                found = changes[mid]
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return found.steps
    }
}

/// A step goal in force from `effective` on, until the next change.
public struct GoalChange: Sendable, Equatable {
    public var effective: LocalDay
    public var steps: Int
    public init(effective: LocalDay, steps: Int) { self.effective = effective; self.steps = steps }
}
