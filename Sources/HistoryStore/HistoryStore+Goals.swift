import GRDB
import Metrics

extension HistoryStore {
    /// The step-goal history and the first day with recorded steps: what `sitegen goal` needs,
    /// without reading the rest of the store.
    public func loadGoals() throws(StoreError) -> (changes: [GoalChange], firstStepDay: LocalDay?) {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in
                let reader = HistoryReader(db: db, path: path)
                var first: LocalDay?
                try reader.forEachRow("SELECT min(day) AS first_day FROM daily_totals WHERE quantity = ?",
                                      arguments: [Quantity.steps.rawValue]) { first = try reader.optionalDay($0, "first_day", "daily_totals") }
                return (try reader.goalChanges(), first)
            }
        }
    }
}
