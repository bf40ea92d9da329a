import GRDB
import Metrics

extension HistoryReader {
    /// Fills in each Loop habit's rule ("v4_loop"), checked against `Bounds` as every value a build reads.
    func addLoopRules(to history: inout History) throws {
        var rules: [Int64: LoopRule] = [:]
        let sql = """
            SELECT id, name, loop_numerator, loop_denominator, loop_numerical, loop_target_value, loop_target_type, loop_unit
            FROM habits WHERE loop_numerator IS NOT NULL
            """
        try forEachRow(sql) { row in
            rules[try row.value("id", Int64.self)] = try loopRule(row)
        }
        for index in history.habits.indices {
            history.habits[index].loop = rules[history.habits[index].id]
        }
    }

    private func loopRule(_ row: Row) throws -> LoopRule {
        let name = try row.value("name", String.self)
        let typeText = try row.value("loop_target_type", String?.self) ?? "at_least"
        guard let numerator = try row.value("loop_numerator", Int?.self), let denominator = try row.value("loop_denominator", Int?.self),
              let type = LoopRule.TargetType(rawValue: typeText) else {
            throw StoreError.invalidValue(path: path, detail: "habits: '\(name)' has an incomplete Loop rule (target type \(typeText))")
        }
        let rule = LoopRule(numerator: numerator, denominator: denominator,
                            numerical: try row.value("loop_numerical", Bool?.self) ?? false,
                            targetValue: try row.value("loop_target_value", Double?.self) ?? 0, targetType: type,
                            unit: try row.value("loop_unit", String?.self) ?? "")
        if let violation = rule.violation(place: "habits: '\(name)' Loop ") {
            throw StoreError.invalidValue(path: path, detail: violation.description)
        }
        return rule
    }
}
