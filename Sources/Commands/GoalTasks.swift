import Foundation
import HistoryStore
import Metrics
import Workspace

/// The `sitegen goal` commands' work: the step-goal history in the store.
///
/// Changing the goal never rewrites the past: a new goal takes effect today or on a later
/// day, and every earlier day keeps the goal it had.
public enum GoalTasks {
    /// Records `steps` as the goal from `from` (default: today in the site's time zone); returns the effective day.
    public static func set(steps: Int, from: LocalDay?, siteDirectory: String, now: Date) throws -> LocalDay {
        let workspace = try Workspace(siteDirectory: siteDirectory)
        let settings = workspace.settings
        let today = workspace.today(now)
        let effective = from ?? today
        do { try Bounds.stepGoal.require(steps, field: "the step goal") } catch { throw GoalError(error.description) }
        guard effective <= Bounds.lastPlannedDay(after: today) else {
            throw GoalError("--from \(effective) is too far ahead: a goal may start at most on \(Bounds.lastPlannedDay(after: today))")
        }
        guard effective >= today else {
            throw GoalError("\(effective) is in the past: a new goal takes effect today (\(today)) or later, so no past day changes")
        }
        do {
            let store = try HistoryStore.open(path: workspace.storePath, mode: .readWrite)
            let goals = try store.loadGoals()
            // The first recorded goal also covers earlier days: keep them at the goal they were judged by.
            let earliest = goals.firstStepDay ?? today
            try store.write { writer in
                if goals.changes.isEmpty, earliest < effective {
                    try writer.setGoal(effective: earliest, steps: settings.activity.stepGoal, recordedAt: now)
                }
                try writer.setGoal(effective: effective, steps: steps, recordedAt: now)
            }
        } catch {
            throw GoalError(error.description)
        }
        return effective
    }

    /// The history parts `set` writes (serve's goal form reads only these again).
    public static let setWrites: Set<History.Part> = [.goals]

    /// The recorded goal changes, oldest first, and the settings' goal used when there are none.
    public static func list(siteDirectory: String) throws -> (changes: [GoalChange], fallback: Int) {
        let workspace = try Workspace(siteDirectory: siteDirectory)
        do {
            let goals = try HistoryStore.open(path: workspace.storePath, mode: .readOnly).loadGoals()
            return (goals.changes, workspace.settings.activity.stepGoal)
        } catch {
            throw GoalError(error.description)
        }
    }
}

/// A goal command refused its input.
public struct GoalError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
