import Metrics

extension HabitExport {
    /// The export as CSV files (RFC 4180: comma-separated, fields with a comma, quote or line break quoted):
    /// `categories.csv`, `habits.csv` (a Loop habit's rule in the `loop_` columns), `checkins.csv`, `moments.csv`.
    public var csvFiles: [String: String] {
        [
            "categories.csv": Self.csv(["name", "gradient_from", "gradient_to", "icon", "position"],
                                       categories.map { [$0.name, $0.gradientFrom, $0.gradientTo, $0.icon ?? "", $0.position.map(String.init) ?? ""] }),
            "habits.csv": Self.csv(["id", "name", "category", "icon", "frequency", "times_per_week", "weekdays", "target_value",
                                    "target_unit", "rollover", "start_day", "end_day", "archived", "position", "created", "morning_routine",
                                    "loop_numerator", "loop_denominator", "loop_numerical", "loop_target_value", "loop_target_type", "loop_unit"],
                                   habits.map(\.csvRow)),
            "checkins.csv": checkInsCSV,
            "moments.csv": Self.csv(["id", "day", "title", "category", "habit_id", "markdown"], moments.map {
                ["\($0.id)", $0.day.description, $0.title, $0.category, $0.habitID.map(String.init) ?? "", $0.markdown]
            }),
        ]
    }

    /// `checkins.csv`: one row per habit and day, with the habit's name.
    public var checkInsCSV: String {
        let names = Dictionary(habits.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return Self.csv(["habit_id", "habit", "day", "level", "count", "skipped", "minute"], checkIns.map {
            ["\($0.habitID)", names[$0.habitID] ?? "", $0.day.description, $0.level, $0.count.map(Self.number) ?? "", $0.skipped ? "1" : "0",
             $0.minute.map(String.init) ?? ""]
        })
    }

    static func csv(_ header: [String], _ rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : NumberText.fixed(value, places: 3)
    }
}

extension HabitExport.HabitRecord {
    var csvRow: [String] {
        ["\(id)", name, category, icon, frequency, timesPerWeek.map(String.init) ?? "", weekdays?.joined(separator: " ") ?? "",
         targetValue.map(HabitExport.number) ?? "", targetUnit ?? "", rollover ? "1" : "0", startDay?.description ?? "",
         endDay?.description ?? "", archived ? "1" : "0", "\(position)", created.description, morningRoutine ? "1" : "0"]
            + (loop.map { rule in
                ["\(rule.numerator)", "\(rule.denominator)", rule.numerical ? "1" : "0", HabitExport.number(rule.targetValue),
                 rule.targetType.rawValue, rule.unit]
            } ?? ["", "", "", "", "", ""])
    }
}
