import GRDB

extension HistoryStore {
    /// Checks that the file is a sitegen store of a known schema; in read-write mode, migrates it.
    func prepare() throws(StoreError) {
        let migrator = StoreSchema.migrator
        try mappingErrors(path: path) {
            try queue.read { db in try check(db, migrator: migrator) }
            if mode == .readWrite {
                try migrator.migrate(queue)
            }
        }
    }

    private func check(_ db: Database, migrator: DatabaseMigrator) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let isEmpty = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0
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
    }
}
