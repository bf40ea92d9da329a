import Foundation
import Testing
import GRDB
@testable import HistoryStore

@Suite("A new store made at once")
struct NewStoreTests {
    /// What a store's schema is: every table and index as SQLite keeps it, in its order (not where its pages
    /// lie), the application id, the applied migrations and the sample types' rows.
    struct Schema: Equatable {
        var master: [String]
        var applicationID: Int32
        var migrations: [String]
        var sampleTypes: [String]

        init(_ db: Database) throws {
            master = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid").map { "\($0)" }
            applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            migrations = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            sampleTypes = try Row.fetchAll(db, sql: "SELECT * FROM sample_types ORDER BY id").map { "\($0)" }
        }
    }

    /// A store migrated from nothing, one migration after the other, and then given its audit indexes, as a
    /// store was made before.
    func migratedFromNothing(_ path: String) throws -> Schema {
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator.migrate(queue)
        try queue.write { db in try AuditIndex.ensure(db) }
        return try queue.read { db in try Schema(db) }
    }

    @Test("a new store's schema is the one every migration run from nothing makes: sqlite_master, application id, migrations, sample types")
    func sameAsMigrated() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path("new.sqlite"), mode: .readWrite)
        let made = try store.queue.read { db in try Schema(db) }
        let migrated = try migratedFromNothing(dir.path("migrated.sqlite"))
        #expect(made.master.count == migrated.master.count)
        for (new, old) in zip(made.master, migrated.master) { #expect(new == old) }
        #expect(made == migrated)
        #expect(made.migrations == StoreSchema.newStoreMigrations.sorted())
        #expect(made.applicationID == StoreSchema.applicationID)
    }

    @Test("every migration the code knows is in the new store's schema")
    func allMigrationsIncluded() {
        #expect(StoreSchema.newStoreMigrations == StoreSchema.migrator.migrations)
    }

    @Test("a new store is written by one transaction, and opening it again writes nothing")
    func oneTransaction() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path()
        _ = try HistoryStore.open(path: path, mode: .readWrite)
        let made = try Data(contentsOf: URL(fileURLWithPath: path))
        // The file change counter (header bytes 24 to 27), which every commit that writes the file moves on.
        #expect(made[24..<28].reduce(0) { $0 << 8 | Int($1) } == 1)
        _ = try HistoryStore.open(path: path, mode: .readWrite)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == made)
    }

    @Test("a later migration is applied to a new store as to a migrated one: only it runs")
    func laterMigration() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in try StoreSchema.createNewStore(db) }
        var migrator = StoreSchema.migrator
        migrator.registerMigration("v99_later") { db in
            try db.execute(sql: "ALTER TABLE notes ADD COLUMN later TEXT")
        }
        // The recorded ones do not run again (v1 would fail on its tables being there).
        try migrator.migrate(queue)
        #expect(try queue.read { db in try db.columns(in: "notes").map(\.name) } == ["day", "markdown", "later"])
        let applied = try queue.read { db in try migrator.appliedIdentifiers(db) }
        #expect(applied == Set(StoreSchema.newStoreMigrations + ["v99_later"]))
    }
}
