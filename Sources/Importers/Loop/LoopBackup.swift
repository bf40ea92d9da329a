import Foundation
import GRDB
import Metrics

/// Loop Habit Tracker's own backup ("Export full backup", `Loop Habits Backup <date>.db`): a copy of the
/// app's SQLite database, read into the same `LoopExport` the CSV export gives, so that one set of rules
/// (`LoopMapping`, `LoopImportPlan`) maps both.
///
/// The schema is the app's (uhabits `migrations/*.sql`), at any `PRAGMA user_version` from 12 (Loop 1.x)
/// to 26, read by the columns it has:
/// - `Habits`: `id`, `name`, `freq_num`, `freq_den`, `position`, `archived`; from version 16 `type`
///   (0 yes/no, 1 numerical), from 18 `target_type` (0 at least, 1 at most), `target_value`, `unit`.
///   `color`, `description`, `question`, reminders, `highlight` and `uuid` are not used (as `Color` in
///   the CSV export: a sitegen habit takes its category's colours).
/// - `Repetitions`: `habit`, `timestamp` (milliseconds at UTC midnight of the day); from version 16
///   `value` (YES_MANUAL 2, YES_AUTO 1, NO 0, SKIP 3, UNKNOWN -1, a numerical amount × 1000). Before
///   it, every row is a YES_MANUAL. A row of a habit that is gone, or a second row of a day, is dropped,
///   as Loop's own migration 22 drops them (the first row by `id` stays).
///
/// Habits are taken in Loop's order (`position`, then `id`) and numbered from 1 in that order, as the
/// CSV export numbers its folders. The file is opened read-only and immutable: nothing is written to it,
/// no journal or lock file is made next to it.
enum LoopBackup {
    /// The user_versions sitegen reads: Loop 1.x's oldest backup to the newest schema known.
    static let versions = 12...26

    /// The 16 bytes every SQLite 3 database starts with.
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Whether the file at `path` starts with SQLite's header.
    static func isSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: header.count)) ?? Data()
        return Array(bytes) == header
    }

    /// Reads the backup at `path`.
    static func read(_ path: String) throws(LoopImportError) -> LoopExport {
        do {
            let queue = try DatabaseQueue(path: uri(path), configuration: configuration)
            return try queue.read { db throws(LoopImportError) -> LoopExport in try read(db, path: path) }
        } catch let error as LoopImportError {
            throw error
        } catch let error as DatabaseError {
            throw .notLoopBackup(path: path, reason: "a SQLite file that cannot be read (\(error.message ?? "\(error.resultCode)"))")
        } catch {
            throw .unreadable(file: path, reason: "\(error)")
        }
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "Loop backup"
        return configuration
    }

    /// `file:` URI of `path` with `immutable=1`: SQLite reads the file without locking it and never
    /// writes a journal, a `-wal` or a `-shm` file beside it.
    static func uri(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:" + encoded + "?mode=ro&immutable=1"
    }

    private static func read(_ db: Database, path: String) throws(LoopImportError) -> LoopExport {
        let tables = try query(path) { try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        let lower = Set(tables.map { $0.lowercased() })
        guard lower.contains("habits"), lower.contains("repetitions") else {
            let listed = tables.isEmpty ? "no tables" : "the tables " + tables.prefix(8).joined(separator: ", ") + (tables.count > 8 ? ", …" : "")
            throw .notLoopBackup(path: path, reason: "a SQLite database, but not a Loop Habit Tracker backup: it has \(listed), "
                + "not Loop's Habits and Repetitions")
        }
        let version = try query(path) { try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        guard versions.contains(version) else {
            let side = version < versions.lowerBound ? "older than" : "newer than"
            throw .notLoopBackup(path: path, reason: "a Loop Habit Tracker backup of database version \(version), \(side) the "
                + "versions sitegen reads (\(versions.lowerBound) to \(versions.upperBound))")
        }
        let habitColumns = try columns("Habits", db, path: path)
        for required in ["id", "name", "freq_num", "freq_den"] where !habitColumns.contains(required) {
            throw .backupRow(file: path, place: "table Habits", problem: "no column \(required); expected Loop's Habits table "
                + "(id, name, freq_num, freq_den, position, archived, …)")
        }
        let rows = try query(path) { try Row.fetchAll(db, sql: "SELECT * FROM Habits ORDER BY position, id") }
        var reader = LoopBackupHabits(file: path, columns: habitColumns)
        for row in rows { try reader.add(row) }
        var export = LoopExport(folder: path, habits: reader.habits)
        let repetitionColumns = try columns("Repetitions", db, path: path)
        for required in ["habit", "timestamp"] where !repetitionColumns.contains(required) {
            throw .backupRow(file: path, place: "table Repetitions", problem: "no column \(required); expected Loop's Repetitions "
                + "table (habit, timestamp, value)")
        }
        let value = repetitionColumns.contains("value") ? "value" : "2"
        let order = repetitionColumns.contains("id") ? "id" : "rowid"
        let sql = "SELECT \(order) AS row, habit, timestamp, \(value) AS value FROM Repetitions ORDER BY \(order)"
        let cursor = try query(path) { try Row.fetchCursor(db, sql: sql) }
        while let row = try query(path, { try cursor.next() }) {
            guard let found = try reader.entry(row) else { continue }
            export.add([found.entry], position: found.position)
        }
        return export
    }

    /// The lowercased column names of `table`.
    private static func columns(_ table: String, _ db: Database, path: String) throws(LoopImportError) -> Set<String> {
        Set(try query(path) { try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))") }.compactMap { ($0["name"] as String?)?.lowercased() })
    }

    /// Runs a read of the backup, turning SQLite's errors into one naming the file.
    static func query<T>(_ path: String, _ body: () throws -> T) throws(LoopImportError) -> T {
        do { return try body() } catch let error as LoopImportError { throw error } catch let error as DatabaseError {
            throw .notLoopBackup(path: path, reason: "a SQLite file that cannot be read as a Loop backup (\(error.message ?? "\(error.resultCode)"))")
        } catch {
            throw .unreadable(file: path, reason: "\(error)")
        }
    }
}
