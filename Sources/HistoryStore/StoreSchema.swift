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
        migrator.registerMigration("v5_order", migrate: createV5Order)
        migrator.registerMigration("v6_devices", migrate: createV6Devices)
        migrator.registerMigration("v7_quantity_checks", migrate: createV7QuantityChecks)
        migrator.registerMigration("v8_sample_ids", migrate: createV8SampleIDs)
        migrator.registerMigration("v9_device_fields", migrate: createV9DeviceFields)
        return migrator
    }

    /// The tables `rowCounts()` reports, in creation order (not `sample_types`, whose five rows every store has).
    static let tables = [
        "samples", "daily_totals", "hourly_totals", "workouts", "activity_summaries", "goal_changes",
        "habit_categories", "habits", "check_ins", "gym_visits", "notes", "moments", "imports", "devices",
        "sources",
    ]

    /// A CHECK that `column` looks like `YYYY-MM-DD`.
    static func dayCheck(_ column: String) -> String {
        "CHECK (\(column) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')"
    }

    private static func createV1(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try run(healthTablesV1 + habitTablesV1 + journalTablesV1, in: db)
    }

    /// Runs `statements` in order (a migration's).
    static func run(_ statements: [String], in db: Database) throws {
        for statement in statements {
            try db.execute(sql: statement)
        }
    }

    /// Runs `statements` in order with the CHECK constraints off, and on again after, whatever happens: a
    /// migration that copies rows into a table made again copies them past the checks (see
    /// `createV7QuantityChecks`).
    static func runPastChecks(_ statements: [String], in db: Database) throws {
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        do {
            try run(statements, in: db)
        } catch {
            try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
            throw error
        }
        try db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
    }
}

extension StoreSchema {
    /// Raw samples, the daily and hourly aggregates, workouts, activity summaries, step goals.
    static let healthTablesV1 = [
        """
        CREATE TABLE samples (
            id INTEGER PRIMARY KEY,
            type TEXT NOT NULL,
            start_at INTEGER NOT NULL,
            end_at INTEGER NOT NULL CHECK (end_at >= start_at),
            value REAL NOT NULL,
            unit TEXT NOT NULL,
            source_name TEXT NOT NULL,
            source_version TEXT,
            device TEXT,
            created_at INTEGER,
            UNIQUE (type, start_at, end_at, source_name, value)
        )
        """,
        """
        CREATE TABLE daily_totals (
            day TEXT NOT NULL \(dayCheck("day")),
            quantity TEXT NOT NULL CHECK (quantity IN ('steps', 'active_energy', 'distance')),
            value REAL NOT NULL,
            PRIMARY KEY (day, quantity)
        )
        """,
        """
        CREATE TABLE hourly_totals (
            day TEXT NOT NULL \(dayCheck("day")),
            hour INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 24),
            quantity TEXT NOT NULL CHECK (quantity IN ('steps', 'active_energy', 'distance')),
            value REAL NOT NULL,
            PRIMARY KEY (day, quantity, hour)
        )
        """,
        """
        CREATE TABLE workouts (
            id INTEGER PRIMARY KEY,
            activity_type TEXT NOT NULL,
            start_at INTEGER NOT NULL,
            end_at INTEGER NOT NULL CHECK (end_at >= start_at),
            duration_s REAL NOT NULL CHECK (duration_s >= 0),
            energy_kcal REAL,
            distance_m REAL,
            source_name TEXT NOT NULL,
            UNIQUE (activity_type, start_at, source_name)
        )
        """,
        """
        CREATE TABLE activity_summaries (
            day TEXT PRIMARY KEY NOT NULL \(dayCheck("day")),
            active_energy_kcal REAL NOT NULL,
            move_goal_kcal REAL NOT NULL CHECK (move_goal_kcal >= 0),
            exercise_minutes REAL,
            exercise_goal_minutes REAL,
            stand_hours REAL,
            stand_goal_hours REAL
        )
        """,
        """
        CREATE TABLE goal_changes (
            id INTEGER PRIMARY KEY,
            effective TEXT NOT NULL UNIQUE \(dayCheck("effective")),
            steps INTEGER NOT NULL CHECK (steps >= 1),
            recorded_at INTEGER NOT NULL
        )
        """,
    ]

    /// Habit categories, habits and their daily check-ins.
    static let habitTablesV1 = [
        """
        CREATE TABLE habit_categories (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            gradient_from TEXT NOT NULL,
            gradient_to TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE habits (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            category TEXT NOT NULL,
            icon TEXT NOT NULL,
            frequency_kind TEXT NOT NULL CHECK (frequency_kind IN ('daily', 'times_per_week', 'weekdays')),
            frequency_count INTEGER CHECK (frequency_count BETWEEN 1 AND 7),
            frequency_weekdays TEXT,
            target_value REAL CHECK (target_value > 0),
            target_unit TEXT,
            rollover INTEGER NOT NULL DEFAULT 0 CHECK (rollover IN (0, 1)),
            start_day TEXT \(dayCheck("start_day")),
            end_day TEXT \(dayCheck("end_day")),
            archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
            position INTEGER NOT NULL DEFAULT 0,
            created TEXT NOT NULL \(dayCheck("created"))
        )
        """,
        """
        CREATE TABLE check_ins (
            habit_id INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day TEXT NOT NULL \(dayCheck("day")),
            level INTEGER NOT NULL CHECK (level BETWEEN 0 AND 3),
            count REAL CHECK (count >= 0),
            PRIMARY KEY (habit_id, day)
        )
        """,
    ]

    /// Gym visits, notes, memorable moments and the record of imports.
    static let journalTablesV1 = [
        "CREATE TABLE gym_visits (day TEXT PRIMARY KEY NOT NULL \(dayCheck("day")))",
        "CREATE TABLE notes (day TEXT PRIMARY KEY NOT NULL \(dayCheck("day")), markdown TEXT NOT NULL)",
        """
        CREATE TABLE moments (
            id INTEGER PRIMARY KEY,
            day TEXT NOT NULL \(dayCheck("day")),
            title TEXT NOT NULL,
            category TEXT NOT NULL,
            habit_id INTEGER REFERENCES habits(id) ON DELETE SET NULL,
            markdown TEXT NOT NULL
        )
        """,
        "CREATE INDEX moments_day ON moments(day)",
        """
        CREATE TABLE imports (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            export_date INTEGER,
            imported_at INTEGER NOT NULL,
            record_count INTEGER NOT NULL CHECK (record_count >= 0)
        )
        """,
    ]
}

extension StoreSchema {
    /// "v2_habits": a category's section icon, a habit's morning-routine flag, skipped check-ins.
    static let habitColumnsV2 = [
        "ALTER TABLE habit_categories ADD COLUMN icon TEXT",
        "ALTER TABLE habits ADD COLUMN morning_routine INTEGER NOT NULL DEFAULT 0 CHECK (morning_routine IN (0, 1))",
        "ALTER TABLE check_ins ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1))",
    ]

    static func createV2Habits(_ db: Database) throws {
        try run(habitColumnsV2, in: db)
    }
}

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
        try run(healthSlotsV3, in: db)
    }
}

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
        try run(loopColumnsV4, in: db)
    }
}

extension StoreSchema {
    /// "v5_order": the order of the habit categories the person sets (`sitegen habit move --category`), as
    /// habits already have theirs (`habits.position`). Rows keep 0, so the order stays by id until a move.
    /// And when a check-in was made (`check_ins.minute`, local wall-clock minutes; NULL when not known), for
    /// the time-of-day statistics.
    static let orderColumnsV5 = [
        "ALTER TABLE habit_categories ADD COLUMN position INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE check_ins ADD COLUMN minute INTEGER CHECK (minute BETWEEN 0 AND 1439)",
    ]

    static func createV5Order(_ db: Database) throws {
        try run(orderColumnsV5, in: db)
    }
}

extension StoreSchema {
    /// "v6_devices": a sample's device description (Apple Health's `device` attribute, such as
    /// `<<HKDevice: 0x283d1c0f0>, name:Apple Watch, manufacturer:Apple Inc., …>`) is stored once in
    /// `devices` and named by `samples.device_id`, instead of on every row: it was 114 of a row's about 160
    /// bytes, and an import wrote it hundreds of thousands of times (a faster import into a much smaller
    /// store). The texts are kept whole; ids
    /// follow the order each description first appears.
    static func createV6Devices(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE devices (id INTEGER PRIMARY KEY, description TEXT NOT NULL UNIQUE);
            INSERT INTO devices (description)
              SELECT device FROM samples WHERE device IS NOT NULL GROUP BY device ORDER BY min(id);
            ALTER TABLE samples ADD COLUMN device_id INTEGER;
            UPDATE samples SET device_id = (SELECT id FROM devices WHERE description = samples.device)
              WHERE device IS NOT NULL;
            ALTER TABLE samples DROP COLUMN device;
            """)
    }
}

extension StoreSchema {
    /// "v7_quantity_checks": the totals tables' CHECK on `quantity` written as three comparisons instead
    /// of `quantity IN ('steps', 'active_energy', 'distance')`. The two accept exactly the same rows, but
    /// SQLite (3.40) evaluates an IN list in a CHECK through a temporary table it fills and clears for
    /// every row inserted, half of all the work of writing an import's hour slots.
    ///
    /// SQLite cannot change a CHECK in place, so both tables are made again and their rows copied in
    /// storage order (as "v3_health_slots" did). The audit's partial index on `hourly_totals` goes with
    /// the old table; the store's preparation makes it again (`AuditIndex.ensure`).
    static let quantityCheck = "CHECK (quantity = 'steps' OR quantity = 'active_energy' OR quantity = 'distance')"

    static let quantityChecksV7 = [
        """
        CREATE TABLE daily_totals_v7 (
            day TEXT NOT NULL \(dayCheck("day")),
            quantity TEXT NOT NULL \(quantityCheck),
            value REAL NOT NULL,
            PRIMARY KEY (day, quantity)
        )
        """,
        "INSERT INTO daily_totals_v7 (day, quantity, value) SELECT day, quantity, value FROM daily_totals ORDER BY rowid",
        "DROP TABLE daily_totals",
        "ALTER TABLE daily_totals_v7 RENAME TO daily_totals",
        """
        CREATE TABLE hourly_totals_v7 (
            day TEXT NOT NULL \(dayCheck("day")),
            minute INTEGER NOT NULL CHECK (minute >= 0 AND minute < 2880),
            quantity TEXT NOT NULL \(quantityCheck),
            value REAL NOT NULL,
            PRIMARY KEY (day, quantity, minute)
        )
        """,
        "INSERT INTO hourly_totals_v7 (day, minute, quantity, value) SELECT day, minute, quantity, value FROM hourly_totals ORDER BY rowid",
        "DROP TABLE hourly_totals",
        "ALTER TABLE hourly_totals_v7 RENAME TO hourly_totals",
    ]

    /// The rows are copied past the checks: a row only a hand edit past the old CHECK could write (a quantity
    /// "floors", a day "someday") would fail the new one too, and a store whose migration fails can never
    /// be written or built again. It stays as it was, and the audit and the build treat it as they did before.
    static func createV7QuantityChecks(_ db: Database) throws {
        try runPastChecks(quantityChecksV7, in: db)
    }
}

extension StoreSchema {
    /// "v8_sample_ids": a sample's type and source are named by ids (`sample_types`, `sources`) instead of
    /// their texts, in the row and in the unique index that every insert searches. The index's
    /// keys were two texts compared byte by byte at every step of the search; they are now five numbers,
    /// so an insert does less work and the table and its index take half the room.
    ///
    /// The five types sitegen stores keep fixed ids (`SampleType.id`), so the audit index's condition is one
    /// `CASE` on numbers; any other type a row named (a hand edit) gets the next id, in the order the rows
    /// first named it, as every source does. Rows keep their ids and their order, and are copied past the
    /// checks, as in "v7_quantity_checks". The audit index goes with the old table; the store's preparation
    /// makes it again (`AuditIndex.ensure`).
    static var sampleIDsV8: [String] {
        [
            "CREATE TABLE sample_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
            "INSERT INTO sample_types (id, name) VALUES "
                + SampleType.known.map { "(\(SampleType.id($0)!), '\($0)')" }.joined(separator: ", "),
            "INSERT INTO sample_types (name) SELECT type FROM samples WHERE type NOT IN (SELECT name FROM sample_types) GROUP BY type ORDER BY min(id)",
            "CREATE TABLE sources (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
            "INSERT INTO sources (name) SELECT source_name FROM samples GROUP BY source_name ORDER BY min(id)",
            samplesTableV8(name: "samples_v8"),
            """
            INSERT INTO samples_v8 (id, type_id, start_at, end_at, value, unit, source_id, source_version, device_id, created_at)
              SELECT samples.id, sample_types.id, start_at, end_at, value, unit, sources.id, source_version, device_id, created_at
              FROM samples JOIN sample_types ON sample_types.name = samples.type JOIN sources ON sources.name = samples.source_name
              ORDER BY samples.id
            """,
            "DROP TABLE samples",
            "ALTER TABLE samples_v8 RENAME TO samples",
        ]
    }

    /// The samples' table since v8.
    static func samplesTableV8(name: String) -> String {
        """
        CREATE TABLE \(name) (
            id INTEGER PRIMARY KEY,
            type_id INTEGER NOT NULL,
            start_at INTEGER NOT NULL,
            end_at INTEGER NOT NULL CHECK (end_at >= start_at),
            value REAL NOT NULL,
            unit TEXT NOT NULL,
            source_id INTEGER NOT NULL,
            source_version TEXT,
            device_id INTEGER,
            created_at INTEGER,
            UNIQUE (type_id, start_at, end_at, source_id, value)
        )
        """
    }

    static func createV8SampleIDs(_ db: Database) throws {
        try runPastChecks(sampleIDsV8, in: db)
    }
}
