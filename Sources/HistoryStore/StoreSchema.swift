import GRDB

/// The store's schema: migrations "v1", … applied in order by a `DatabaseMigrator`.
///
/// Days are TEXT `YYYY-MM-DD`; instants are Unix seconds in INTEGER-affinity columns (whole
/// seconds stay integers, fractions are kept), so any SQLite tool can read the file.
enum StoreSchema {
    /// `PRAGMA application_id` of a sitegen store: "SGEN" in ASCII.
    static let applicationID: Int32 = 0x5347_454E

    /// Every migration the code knows, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createV1)
        migrator.registerMigration("v2_habits", migrate: createV2Habits)
        migrator.registerMigration("v3_health_slots", migrate: createV3HealthSlots)
        migrator.registerMigration("v4_loop", migrate: createV4Loop)
        return migrator
    }

    /// The tables `rowCounts()` reports, in creation order.
    static let tables = [
        "samples", "daily_totals", "hourly_totals", "workouts", "activity_summaries", "goal_changes",
        "habit_categories", "habits", "check_ins", "gym_visits", "notes", "moments", "imports",
    ]

    /// A CHECK that `column` looks like `YYYY-MM-DD`.
    static func dayCheck(_ column: String) -> String {
        "CHECK (\(column) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')"
    }

    private static func createV1(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        for statement in healthTablesV1 + habitTablesV1 + journalTablesV1 {
            try db.execute(sql: statement)
        }
    }
}
