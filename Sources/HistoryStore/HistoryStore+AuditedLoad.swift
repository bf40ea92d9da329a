import Foundation
import GRDB
import Metrics

/// What a build reads from the store: the whole history, or, when a row lies outside `Bounds`, what the
/// audit found (and nothing read).
public enum AuditedHistory: Sendable {
    case history(History, TotalsRecomputation?)
    case findings([StoreFinding])
}

extension HistoryStore {
    /// The table of `parts` whose audit is the longest scan, which the second connection takes: every sample
    /// (545,000 rows at 10 years), else every check-in (37,000: serve's read after a check-in); `nil` when
    /// the parts' tables are all small.
    static func auditedApart(_ parts: Set<History.Part>) -> String? {
        if parts.contains(.samples) { return "samples" }
        if parts.contains(.habits) { return "check_ins" }
        return nil
    }

    /// `audit(today:futureDays:)`, then `loadHistory(for:)` when the audit finds nothing, in about half
    /// the time: a second connection audits `samples` on another core, and then reads what comes from that
    /// table (heart rate, VO2 max, the newest samples), while this one audits the other tables and reads
    /// the rest of the history, the audit and the read in one transaction.
    ///
    /// Both connections must see the same store. This one begins first and then lets the other begin;
    /// SQLite's `data_version` read here before and after both tells whether anyone committed in
    /// between, and then it all happens again on this connection alone. A read that finds no findings
    /// never recomputes totals from samples the other connection has not audited yet: when the
    /// totals' zone differs, this connection waits for that audit first.
    ///
    /// `parts`: only those parts' tables are audited and read (`sitegen serve` after a form wrote them), the
    /// other fields of the history left empty, as `loadHistory(parts, for:)` leaves them. `checkInsOf`: of the
    /// check-ins, only those of these habits are audited and read (serve after a form checked them in; the
    /// rest are as its last read found them), on this connection alone. `hourly`: the hour slots read (every
    /// row is audited all the same).
    public func auditedHistory(today: LocalDay, futureDays: Bool, for calendar: DayCalendar,
                               parts: Set<History.Part> = Set(History.Part.allCases),
                               checkInsOf: Set<Int64>? = nil, hourly: HourlyScope = .all) throws(StoreError) -> AuditedHistory {
        if let checkInsOf, parts.contains(.habits), !parts.contains(.samples) {
            return try auditedHistoryAlone(today: today, futureDays: futureDays, for: calendar, parts: parts, checkInsOf: checkInsOf, hourly: hourly)
        }
        return try auditedHistory(today: today, futureDays: futureDays, for: calendar, parts: parts, hourly: hourly, beforeApart: nil)
    }

    /// `auditedHistory`; `beforeApart` runs on the second connection's thread before its audit (tests commit there).
    func auditedHistory(today: LocalDay, futureDays: Bool, for calendar: DayCalendar, parts: Set<History.Part>,
                        hourly: HourlyScope = .all, beforeApart: (@Sendable () -> Void)?) throws(StoreError) -> AuditedHistory {
        guard let apartTable = Self.auditedApart(parts) else {
            return try auditedHistoryAlone(today: today, futureDays: futureDays, for: calendar, parts: parts, hourly: hourly)
        }
        let path = self.path
        let second = try HistoryStore.open(path: path, mode: .readOnly)
        // `begun`: this connection holds its read lock; `audited`: the other's audit is done (a thread of its
        // own, never a queue's turn, so neither side waits for work that has not started).
        let begun = DispatchSemaphore(value: 0), audited = DispatchSemaphore(value: 0)
        // What is read from the samples table itself is read where it was audited, after the audit: the
        // two connections then take about as long.
        let readsApart = apartTable == "samples"
        nonisolated(unsafe) var apart: Result<([StoreFinding], History?), StoreError> = .success(([], nil))
        nonisolated(unsafe) var letGo = false
        Thread {
            begun.wait()
            beforeApart?()
            apart = Result { () throws(StoreError) in
                try mappingErrors(path: path) {
                    try second.queue.read { db in
                        let found = try StoreAudit.findings(db, today: today, futureDays: futureDays, parts: parts) { $0 == apartTable }
                        guard found.isEmpty, readsApart else { return (found, nil) }
                        var fields = History()
                        try HistoryReader(db: db, path: path).fromSamples(into: &fields)
                        return (found, fields)
                    }
                }
            }
            audited.signal()
        }.start()
        let here = Result { () throws(StoreError) -> (AuditedHistory, Int) in
            try mappingErrors(path: path) {
                try queue.read { db in
                    // From here no one commits until this transaction ends.
                    let version = try Self.dataVersion(db)
                    letGo = true
                    begun.signal()
                    let found = try StoreAudit.findings(db, today: today, futureDays: futureDays, parts: parts) { $0 != apartTable }
                    guard found.isEmpty else { return (.findings(found), version) }
                    if parts.contains(.samples), try Self.recomputes(db, for: calendar) != nil {
                        // Recomputing reads every sample: only once they are audited.
                        audited.wait()
                        audited.signal()
                        if case .success(let (other, _)) = apart, !other.isEmpty { return (.findings([]), version) }
                    }
                    let (history, recomputed) = try Self.history(db, path: path, parts: parts, sampleRows: !readsApart, hourly: hourly, for: calendar)
                    return (.history(history, recomputed), version)
                }
            }
        }
        if !letGo { begun.signal() }
        audited.wait()
        let (apartFindings, apartFields) = try apart.get()
        // A read that failed on a sample the other audit found wrong gives the findings, as the audit first did.
        if case .failure = here, !apartFindings.isEmpty { return .findings(apartFindings) }
        let (result, version) = try here.get()
        let unchanged = try mappingErrors(path: path) {
            try queue.read { db in try Self.dataVersion(db) }
        } == version
        guard unchanged else { return try auditedHistoryAlone(today: today, futureDays: futureDays, for: calendar, parts: parts, hourly: hourly) }
        switch result {
        case .findings(let found): return .findings(StoreAudit.inAuditOrder(apartFindings + found, today: today))
        case .history where !apartFindings.isEmpty: return .findings(apartFindings)
        case .history(var history, let recomputed):
            if let fields = apartFields {
                history.heartRate = fields.heartRate
                history.vo2Max = fields.vo2Max
                history.newestSample = fields.newestSample
            }
            return .history(history, recomputed)
        }
    }

    /// `auditedHistory`'s work on this connection alone, in one transaction.
    func auditedHistoryAlone(today: LocalDay, futureDays: Bool, for calendar: DayCalendar, parts: Set<History.Part>,
                             checkInsOf: Set<Int64>? = nil, hourly: HourlyScope = .all) throws(StoreError) -> AuditedHistory {
        let path = self.path
        let within = checkInsOf.map { ["check_ins": HistoryReader.habitCondition($0)] } ?? [:]
        return try mappingErrors(path: path) {
            try queue.read { db in
                let found = try StoreAudit.findings(db, today: today, futureDays: futureDays, parts: parts, within: within)
                guard found.isEmpty else { return .findings(found) }
                let (history, recomputed) = try Self.history(db, path: path, parts: parts, checkInsOf: checkInsOf, hourly: hourly, for: calendar)
                return .history(history, recomputed)
            }
        }
    }

    /// SQLite's count of commits by other connections as this one sees it, after a first read has taken the
    /// transaction's read lock (so that the count is the file's as this transaction reads it).
    private static func dataVersion(_ db: Database) throws -> Int {
        _ = try Row.fetchOne(db, sql: "SELECT 1 FROM sqlite_master LIMIT 1")
        return try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}
