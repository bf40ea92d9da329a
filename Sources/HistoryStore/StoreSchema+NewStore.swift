import GRDB

/// A new store made at once: every table and index as the migrations leave them, in one transaction, the
/// migrations it holds recorded as applied.
///
/// Run one after the other, the nine migrations made a new store in nine transactions (each with its
/// journal's syncs), and those that alter or rename a table make SQLite read the whole schema again; a
/// small import spent most of its time there. The statements below are the texts SQLite keeps for each
/// table and index of a store migrated from nothing (`sqlite_master.sql`), made in the same order, so a new
/// store cannot be told from a migrated one (`NewStoreTests` compares the two); they are built from the
/// migrations' own statements. A later migration is not listed in `newStoreMigrations` until this schema
/// includes it: the migrator then applies it to a new store as to any other.
extension StoreSchema {
    /// The migrations whose result `createNewStore` makes.
    static let newStoreMigrations = [
        "v1", "v2_habits", "v3_health_slots", "v4_loop", "v5_order", "v6_devices", "v7_quantity_checks",
        "v8_sample_ids", "v9_device_fields",
    ]

    /// The table GRDB's migrator keeps the applied migrations in, as it makes it.
    static let migrationsTable = "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"

    /// Every statement that makes a new store's tables, in the order a migrated store's `sqlite_master` lists them.
    static var newStoreTables: [String] {
        let (health, habit, journal) = (healthTablesV1, habitTablesV1, journalTablesV1)
        return [migrationsTable]
            // v1's workouts, activity summaries and goals (its samples and totals were made again later).
            + health[3...5]
            + [
                withColumns(habit[0], after: "gradient_to TEXT NOT NULL\n", habitColumnsV2[0], orderColumnsV5[0]),
                withColumns(habit[1], after: "created TEXT NOT NULL \(dayCheck("created"))\n",
                            [habitColumnsV2[1]] + loopColumnsV4),
                withColumns(habit[2], after: "count REAL CHECK (count >= 0)", habitColumnsV2[2], orderColumnsV5[1]),
            ]
            + journal
            + [healthSlotsV3[4]]
            + [renamed(quantityChecksV7[0], from: "daily_totals_v7", to: "daily_totals"),
               renamed(quantityChecksV7[4], from: "hourly_totals_v7", to: "hourly_totals")]
            + [sampleIDsV8[0], sampleIDsV8[1], sampleIDsV8[3],
               samplesTableV8(name: "\"samples\""),
               renamed(devicesTableV9, from: "devices_v9", to: "devices")]
    }

    /// Makes a new store's schema in `db` (inside the caller's transaction): the tables, the sample types'
    /// rows, the audit's indexes and the application id, with `newStoreMigrations` recorded as applied.
    static func createNewStore(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try run(newStoreTables, in: db)
        try AuditIndex.ensure(db)
        for identifier in newStoreMigrations {
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
        }
    }

    /// `create` with the columns of `alters` (`ALTER TABLE … ADD COLUMN definition`) as SQLite writes them
    /// into the table's text: after its last column's definition (`lastColumn`, with what follows it up to
    /// the next comma or the closing parenthesis), each after ", ".
    private static func withColumns(_ create: String, after lastColumn: String, _ alters: String...) -> String {
        withColumns(create, after: lastColumn, alters)
    }

    private static func withColumns(_ create: String, after lastColumn: String, _ alters: [String]) -> String {
        guard let end = create.range(of: lastColumn)?.upperBound else {
            preconditionFailure("StoreSchema.withColumns: \(lastColumn) is not in \(create)")
        }
        let definitions = alters.map { alter in
            guard let start = alter.range(of: " ADD COLUMN ")?.upperBound else {
                preconditionFailure("StoreSchema.withColumns: \(alter) adds no column")
            }
            return ", " + alter[start...]
        }
        return String(create[..<end]) + definitions.joined() + create[end...]
    }

    /// `create` (`CREATE TABLE old (…`) as SQLite keeps it after `ALTER TABLE old RENAME TO new`.
    private static func renamed(_ create: String, from old: String, to new: String) -> String {
        guard let name = create.range(of: "CREATE TABLE \(old) (") else {
            preconditionFailure("StoreSchema.renamed: \(create) does not make \(old)")
        }
        return create.replacingCharacters(in: name, with: "CREATE TABLE \"\(new)\" (")
    }
}
