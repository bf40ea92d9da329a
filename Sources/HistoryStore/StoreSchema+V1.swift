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
