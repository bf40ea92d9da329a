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
            rules[try row.decode(Int64.self, atIndex: 0)] = try loopRule(row)
        }
        for index in history.habits.indices {
            history.habits[index].loop = rules[history.habits[index].id]
        }
    }

    private func loopRule(_ row: Row) throws -> LoopRule {
        let name = try row.decode(String.self, atIndex: 1)
        let typeText = try row.decode(String?.self, atIndex: 6) ?? "at_least"
        guard let numerator = try row.decode(Int?.self, atIndex: 2), let denominator = try row.decode(Int?.self, atIndex: 3),
              let type = LoopRule.TargetType(rawValue: typeText) else {
            throw StoreError.invalidValue(path: path, detail: "habits: '\(name)' has an incomplete Loop rule (target type \(typeText))")
        }
        let rule = LoopRule(numerator: numerator, denominator: denominator,
                            numerical: try row.decode(Bool?.self, atIndex: 4) ?? false,
                            targetValue: try row.decode(Double?.self, atIndex: 5) ?? 0, targetType: type,
                            unit: try row.decode(String?.self, atIndex: 7) ?? "")
        if let violation = rule.violation(place: "habits: '\(name)' Loop ") {
            throw StoreError.invalidValue(path: path, detail: violation.description)
        }
        return rule
    }
}
