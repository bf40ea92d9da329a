import GRDB

extension StoreSchema {
    /// "v4_loop": Loop Habit Tracker's own rule of an imported habit, on the habit's row (all NULL for
    /// habits created in sitegen): frequency `loop_numerator` times in `loop_denominator` days, whether it
    /// is numerical, its target (per `loop_denominator` days; 0 when the export gave none), target type
    /// and unit. A day's Loop entry needs nothing new: check-ins already hold the level, the amount
    /// (`count`) and the skipped flag.
    static let loopColumnsV4 = [
        "ALTER TABLE habits ADD COLUMN loop_numerator INTEGER CHECK (loop_numerator BETWEEN 1 AND 366)",
        "ALTER TABLE habits ADD COLUMN loop_denominator INTEGER CHECK (loop_denominator BETWEEN 1 AND 366)",
        "ALTER TABLE habits ADD COLUMN loop_numerical INTEGER CHECK (loop_numerical IN (0, 1))",
        "ALTER TABLE habits ADD COLUMN loop_target_value REAL CHECK (loop_target_value = 0 OR loop_target_value BETWEEN 0.001 AND 100000)",
        "ALTER TABLE habits ADD COLUMN loop_target_type TEXT CHECK (loop_target_type IN ('at_least', 'at_most'))",
        "ALTER TABLE habits ADD COLUMN loop_unit TEXT",
    ]

    static func createV4Loop(_ db: Database) throws {
        for statement in loopColumnsV4 {
            try db.execute(sql: statement)
        }
    }
}
