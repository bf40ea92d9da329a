import GRDB

extension HistoryStore {
    /// Checks that the file is a sitegen store of a known schema; in read-write mode, migrates it.
    func prepare() throws(StoreError) {
        let migrator = StoreSchema.migrator
        try mappingErrors(path: path) {
            let isEmpty = try queue.read { db in try check(db, migrator: migrator) }
            if mode == .readWrite {
                if isEmpty { try createIfEmpty() }
                try migrate(migrator)
                // The audit's partial indexes, made when missing or not as this sitegen makes them.
                if try queue.read({ db in try AuditIndex.tables.contains { try !AuditIndex.isCurrent($0, db) } }) {
                    try queue.write { db in try AuditIndex.ensure(db) }
                }
            }
        }
    }

    /// Makes the whole schema of a new store at once (`StoreSchema.createNewStore`), when the file holds
    /// nothing yet: looked at under the write lock, so when two commands create the store at once the second
    /// finds the first's tables and goes on to the migrator, which finds nothing left to do.
    private func createIfEmpty() throws {
        try queue.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                if try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0 {
                    try StoreSchema.createNewStore(db)
                }
                return .commit
            }
        }
    }

    /// Applies the pending migrations. The migrator lists them before it takes the write lock, so
    /// when two commands create or migrate the store at once the second one may repeat a migration
    /// the first just applied, which fails and is rolled back; it then lists them again and goes on.
    private func migrate(_ migrator: DatabaseMigrator) throws {
        var attempts = 0
        while true {
            do {
                return try migrator.migrate(queue)
            } catch {
                attempts += 1
                if try queue.read({ db in try migrator.hasCompletedMigrations(db) }) { return }
                if attempts > migrator.migrations.count { throw error }
            }
        }
    }

    /// Returns whether the file holds no table yet (or only the migrator's, empty).
    private func check(_ db: Database, migrator: DatabaseMigrator) throws -> Bool {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        // Empty, or holding only the migrator's empty table, which another command creating the store
        // at this moment makes before its first migration's transaction.
        let isEmpty = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name != 'grdb_migrations'") == 0
            && migrator.appliedIdentifiers(db).isEmpty
        guard applicationID == StoreSchema.applicationID || (applicationID == 0 && isEmpty && mode == .readWrite)
        else {
            throw StoreError.notASitegenStore(path: path, applicationID: applicationID)
        }
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations).sorted()
        if !unknown.isEmpty {
            throw StoreError.newerSchema(path: path, unknown: unknown)
        }
        let pending = migrator.migrations.filter { !applied.contains($0) }
        if mode == .readOnly, !pending.isEmpty {
            throw StoreError.needsMigration(path: path, pending: pending)
        }
        return isEmpty
    }
}
