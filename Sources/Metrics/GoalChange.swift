/// A step goal in force from `effective` on, until the next change.
public struct GoalChange: Sendable, Equatable {
    public var effective: LocalDay
    public var steps: Int
    public init(effective: LocalDay, steps: Int) { self.effective = effective; self.steps = steps }
}
