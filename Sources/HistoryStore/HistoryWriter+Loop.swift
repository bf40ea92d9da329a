import GRDB
import Metrics

extension HistoryWriter {
    /// Sets (or, with `nil`, clears) the Loop rule of the habit with `habitID` ("v4_loop" columns);
    /// returns whether a habit had that id. `updateHabit` and `insertHabitKeepingID` call it, so every
    /// full write of a habit keeps its rule.
    @discardableResult
    public func setLoopRule(_ rule: LoopRule?, habitID: Int64) throws -> Bool {
        try run("""
            UPDATE habits SET loop_numerator = ?, loop_denominator = ?, loop_numerical = ?, loop_target_value = ?,
              loop_target_type = ?, loop_unit = ?
            WHERE id = ?
            """,
            [rule?.numerator, rule?.denominator, rule?.numerical, rule?.targetValue, rule?.targetType.rawValue,
             rule?.unit, habitID])
    }
}
