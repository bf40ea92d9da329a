import GRDB

extension StoreSchema {
    /// "v2_habits": a category's section icon, a habit's morning-routine flag, skipped check-ins.
    static let habitColumnsV2 = [
        "ALTER TABLE habit_categories ADD COLUMN icon TEXT",
        "ALTER TABLE habits ADD COLUMN morning_routine INTEGER NOT NULL DEFAULT 0 CHECK (morning_routine IN (0, 1))",
        "ALTER TABLE check_ins ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1))",
    ]

    static func createV2Habits(_ db: Database) throws {
        for statement in habitColumnsV2 {
            try db.execute(sql: statement)
        }
    }
}
