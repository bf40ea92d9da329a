import GRDB

extension HistoryStore {
    /// Runs `body` in ONE transaction: everything it writes is kept, or nothing is when it throws.
    ///
    /// The writer is valid only inside `body`. An error thrown by `body` comes back as
    /// `StoreError.writeCancelled` with the original error (SQLite failures as `.sqlite`).
    ///
    /// `bulk`: SQLite keeps its statement journals in memory for this transaction (an import). A statement
    /// that may stop halfway on a constraint (each multi-row `INSERT OR REPLACE` of a day's hour slots: a
    /// CHECK or NOT NULL under REPLACE aborts) keeps the pages it changes in a statement journal, a temporary
    /// file on disk once it passes 64 KB; an import of many days wrote twice the store's size there, in its
    /// last, serial part. In memory it holds one statement's few pages at a time. Not for every write: a
    /// migration's statement over a whole large table would hold that table's pages in memory.
    public func write(bulk: Bool = false, _ body: (HistoryWriter) throws -> Void) throws(StoreError) {
        let path = self.path
        do {
            try queue.writeWithoutTransaction { db in
                // Settable only outside a transaction.
                if bulk { try db.execute(sql: "PRAGMA temp_store = MEMORY") }
                defer { if bulk { try? db.execute(sql: "PRAGMA temp_store = DEFAULT") } }
                try db.inTransaction(.immediate) {
                    try body(HistoryWriter(db: db))
                    return .commit
                }
            }
        } catch let error as DatabaseError {
            throw StoreError.from(error, path: path)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.writeCancelled(path: path, underlying: error)
        }
    }

    /// The number of rows of each table, keyed by table name.
    public func rowCounts() throws(StoreError) -> [String: Int] {
        try mappingErrors(path: path) {
            try queue.read { db in
                var counts: [String: Int] = [:]
                for table in StoreSchema.tables {
                    counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
                }
                return counts
            }
        }
    }
}

extension HistoryStore {
    /// Runs raw SQL outside the typed writer (tests use it to fake foreign or future files).
    func execute(sql: String) throws(StoreError) {
        try mappingErrors(path: path) {
            try queue.write { db in try db.execute(sql: sql) }
        }
    }
}

extension HistoryStore {
    /// Every row of `table` with its rowid, in rowid order, as text (tests compare stores with it).
    func dump(table: String) throws(StoreError) -> [String] {
        try mappingErrors(path: path) {
            try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT rowid AS row_id, * FROM \(table) ORDER BY rowid").map { "\($0)" }
            }
        }
    }
}
