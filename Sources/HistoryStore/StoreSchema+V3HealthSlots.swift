import GRDB

extension StoreSchema {
    /// "v3_health_slots": hour slots named by their start in minutes since local midnight, and the
    /// time zone the totals were computed for.
    ///
    /// v1's `hour` column was CHECKed to 0…24, but a local day need not have 24 hours: Antarctica/Troll
    /// shifts by two hours (22- and 26-hour days), Australia/Lord_Howe by thirty minutes (23.5 and
    /// 24.5 hours). `minute` is when the slot starts (slot k of a day starts k × 60 minutes after
    /// midnight); it allows any day up to 48 hours. Existing rows keep their values (hour × 60).
    /// `totals_time_zone` holds one row: the IANA zone the daily and hourly totals belong to, so a
    /// change of `time_zone` is noticed (no row: not recorded, a store older than v3).
    static let healthSlotsV3 = [
        """
        CREATE TABLE hourly_totals_v3 (
            day TEXT NOT NULL \(dayCheck("day")),
            minute INTEGER NOT NULL CHECK (minute >= 0 AND minute < 2880),
            quantity TEXT NOT NULL CHECK (quantity IN ('steps', 'active_energy', 'distance')),
            value REAL NOT NULL,
            PRIMARY KEY (day, quantity, minute)
        )
        """,
        "INSERT INTO hourly_totals_v3 (day, minute, quantity, value) SELECT day, hour * 60, quantity, value FROM hourly_totals",
        "DROP TABLE hourly_totals",
        "ALTER TABLE hourly_totals_v3 RENAME TO hourly_totals",
        """
        CREATE TABLE totals_time_zone (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            time_zone TEXT NOT NULL
        )
        """,
    ]

    static func createV3HealthSlots(_ db: Database) throws {
        for statement in healthSlotsV3 {
            try db.execute(sql: statement)
        }
    }
}
