import Foundation
import GRDB
import Metrics
import Testing
@testable import HistoryStore

/// `auditedHistory`, the build's audit and read with the samples audited on a second connection, gives
/// what the audit and then the read give one after the other: the same history, or the same findings
/// in the same order, and never reads totals from samples it has not audited.
@Suite("The audit and the read on two connections")
struct AuditedHistoryTests {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let day = LocalDay("2026-03-10")!

    /// A store on disk with samples, totals, a goal, a habit's check-in and a gym visit.
    func store(_ dir: borrowing TemporaryDirectory) throws -> HistoryStore {
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let start = calendar.start(of: day).addingTimeInterval(9 * 3600)
        try store.write { w in
            try w.setGoal(effective: day, steps: 9_000, recordedAt: start)
            try w.setDailyTotal(day: day, quantity: .steps, value: 1_200)
            _ = try w.addSample(type: SampleType.stepCount, start: start, end: start.addingTimeInterval(600), value: 1_200,
                                unit: "count", sourceName: "Watch", created: start)
            _ = try w.addSample(type: SampleType.heartRate, start: start, end: start, value: 61,
                                unit: "count/min", sourceName: "Watch", created: start)
            try w.addGymVisit(day)
            let habit = try w.addFullHabit(Habit(id: 0, name: "Read", category: "Learning", icon: "book", frequency: .daily,
                                                 targetValue: 10, targetUnit: "pages", created: day))
            try w.setFullCheckIn(CheckIn(habitID: habit, day: day, level: .medium, count: 7, minute: 480))
        }
        return store
    }

    func sql(_ store: HistoryStore, _ text: String) throws {
        let queue = try DatabaseQueue(path: store.path)
        try queue.write { try $0.execute(sql: text) }
    }

    /// What the build did before: the audit, then the read.
    func oneAfterTheOther(_ store: HistoryStore, parts: Set<History.Part> = Set(History.Part.allCases)) throws -> AuditedHistory {
        let found = try store.audit(today: day, futureDays: true, parts: parts)
        guard found.isEmpty else { return .findings(found) }
        let (history, recomputed) = try store.loadHistory(parts, for: calendar)
        return .history(history, recomputed)
    }

    func expectSame(_ store: HistoryStore, parts: Set<History.Part> = Set(History.Part.allCases)) throws {
        let read = try HistoryStore.open(path: store.path, mode: .readOnly)
        switch (try read.auditedHistory(today: day, futureDays: true, for: calendar, parts: parts), try oneAfterTheOther(read, parts: parts)) {
        case (.history(let a, let ra), .history(let b, let rb)):
            #expect(a == b)
            #expect(ra == rb)
            #expect(a.heartRate.count == (parts.contains(.samples) ? 1 : 0))
            #expect(a.checkIns.count == (parts.contains(.habits) ? 1 : 0))
        case (.findings(let a), .findings(let b)):
            #expect(!a.isEmpty)
            #expect(a == b)
        case (let a, let b):
            Issue.record("two connections gave \(a), one after the other gave \(b)")
        }
    }

    @Test("a sound store: the same history")
    func sound() throws {
        let dir = try TemporaryDirectory()
        try expectSame(try store(dir))
    }

    @Test("a bad sample, a bad total, both: the same findings in the same order", arguments: [
        ["UPDATE samples SET value = 1e300 WHERE type_id = 4"],
        ["UPDATE daily_totals SET value = 1e20"],
        ["UPDATE samples SET end_at = 'later' WHERE type_id = 1", "UPDATE gym_visits SET day = '0001-01-01'"],
    ])
    func findings(_ statements: [String]) throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        for statement in statements { try sql(store, statement) }
        try expectSame(store)
    }

    /// The history `auditedHistory` reads of `parts` when `statement` commits while the first connection reads:
    /// the commit waits for its read lock, then lands before the second connection's audit. Nil (recorded) when
    /// it gives findings.
    func historyWithCommitBetween(_ statement: String, parts: Set<History.Part> = Set(History.Part.allCases)) throws -> History? {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        let read = try HistoryStore.open(path: store.path, mode: .readOnly)
        let path = store.path
        let result = try read.auditedHistory(today: day, futureDays: true, for: calendar, parts: parts) {
            let queue = try! DatabaseQueue(path: path, configuration: { var c = Configuration(); c.busyMode = .timeout(10); return c }())
            try! queue.write { try $0.execute(sql: statement) }
        }
        guard case .history(let history, _) = result else {
            Issue.record("no history: \(result)")
            return nil
        }
        return history
    }

    @Test("a commit between the two connections' reads: all of it again on one connection, the new store's")
    func commitInBetween() throws {
        guard let history = try historyWithCommitBetween("DELETE FROM gym_visits") else { return }
        #expect(history.gymVisits.isEmpty, "the history read before the commit was kept")
        #expect(history.heartRate.count == 1)
    }

    @Test("totals recorded for another zone are recomputed from the samples, and only from audited ones")
    func otherZone() throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        try sql(store, "INSERT OR REPLACE INTO totals_time_zone (id, time_zone) VALUES (1, 'Asia/Kolkata')")
        try expectSame(store)
        let read = try HistoryStore.open(path: store.path, mode: .readOnly)
        guard case .history(_, let recomputed) = try read.auditedHistory(today: day, futureDays: true, for: calendar) else {
            Issue.record("no history")
            return
        }
        #expect(recomputed == TotalsRecomputation(from: "Asia/Kolkata", to: "Europe/Berlin", days: 1))
        // A step sample dated year 1 would be summed into a day of year 1: the audit's finding comes instead.
        try sql(store, "UPDATE samples SET start_at = -62135596800, end_at = -62135596800 WHERE type_id = 1")
        try expectSame(store)
    }

    @Test("serve's read after a check-in (habits and moments only, check-ins audited apart): the same history or findings",
          arguments: [[], ["UPDATE check_ins SET count = 1e300"], ["UPDATE habits SET position = -5"],
                      ["UPDATE check_ins SET day = '0001-01-01'", "UPDATE moments SET day = '9999-01-01'"],
                      // Habits come before check-ins in the audit's order; the second connection has the check-ins.
                      ["UPDATE check_ins SET count = 1e300", "UPDATE habits SET position = -5", "UPDATE habit_categories SET position = -1"],
                      // Not among the parts read: not audited either.
                      ["UPDATE samples SET value = 1e300 WHERE type_id = 4"]])
    func partsOnly(_ statements: [String]) throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        try store.write { w in _ = try w.addMoment(Moment(id: 0, day: day, title: "First read", category: "Personal", markdown: "")) }
        for statement in statements { try sql(store, "PRAGMA ignore_check_constraints = ON; " + statement) }
        try expectSame(store, parts: [.habits, .moments])
        #expect(HistoryStore.auditedApart([.habits, .moments]) == "check_ins" && HistoryStore.auditedApart([.moments]) == nil)
        try expectSame(store, parts: [.moments])
    }

    @Test("a commit between the two connections' reads of the habits: read again, the new store's")
    func partsCommitInBetween() throws {
        guard let history = try historyWithCommitBetween("DELETE FROM check_ins", parts: [.habits]) else { return }
        #expect(history.checkIns.isEmpty, "the check-ins read before the commit were kept")
        #expect(history.habits.count == 1 && history.gymVisits.isEmpty)
    }

    @Test("a build's read of active energy's hour slots on today's weekday: the full read's, the others left out, stored or recomputed; every row still audited",
          arguments: [nil, "Asia/Kolkata"])
    func hourlyInScope(_ zone: String?) throws {
        let dir = try TemporaryDirectory()
        let store = try store(dir)
        // Slots on `day` (a Tuesday), the Tuesdays a week and three weeks before, and the days either side.
        let days = [-21, -7, -1, 0, 1].map { day.adding(days: $0) }
        try store.write { w in
            for (index, slotDay) in days.enumerated() {
                let start = calendar.start(of: slotDay).addingTimeInterval(10 * 3600)
                _ = try w.addSample(type: SampleType.activeEnergyBurned, start: start, end: start.addingTimeInterval(600), value: Double(40 + index),
                                    unit: "kcal", sourceName: "Watch", created: start)
                for quantity in Quantity.allCases { try w.setHourlyTotal(day: slotDay, hour: 10, quantity: quantity, value: Double(40 + index)) }
            }
        }
        if let zone { try sql(store, "INSERT OR REPLACE INTO totals_time_zone (id, time_zone) VALUES (1, '\(zone)')") }
        let read = try HistoryStore.open(path: store.path, mode: .readOnly)
        let scope = HourlyScope(quantities: [.activeEnergy], weekday: day.weekday)
        guard case .history(let all, _) = try read.auditedHistory(today: day, futureDays: true, for: calendar),
              case .history(let some, let recomputed) = try read.auditedHistory(today: day, futureDays: true, for: calendar, hourly: scope),
              case .history(let none, _) = try read.auditedHistory(today: day, futureDays: true, for: calendar, hourly: HourlyScope(quantities: []))
        else {
            Issue.record("no history")
            return
        }
        #expect((recomputed != nil) == (zone != nil))
        let allSteps: [LocalDay] = all.hourly[.steps].map { Array($0.keys) } ?? [], someEnergy: [LocalDay] = some.hourly[.activeEnergy].map { Array($0.keys) } ?? []
        #expect(zone != nil || Set(allSteps).isSuperset(of: days), "the full read has every day's steps (stored: no step samples on most)")
        #expect(Set(some.hourly.keys) == [.activeEnergy])
        #expect(Set(someEnergy) == Set(days.filter { $0.weekday == day.weekday }))
        #expect(some.hourly[.activeEnergy]?[day]?[10] == 43 && some.hourly[.activeEnergy]?[day] == all.hourly[.activeEnergy]?[day])
        #expect(none.hourly.isEmpty)
        var rest = all
        rest.hourly = some.hourly
        #expect(rest == some, "only the hour slots differ")
        guard zone == nil else { return }
        /// The scope's slots as a build reads them now (`nil`: findings).
        func scoped() throws -> [Quantity: [LocalDay: [Double]]]? {
            guard case .history(let history, _) = try read.auditedHistory(today: day, futureDays: true, for: calendar, hourly: scope) else { return nil }
            return history.hourly
        }
        // A malformed day on another weekday is not read; a malformed last day makes every day read, and fail.
        try sql(store, "PRAGMA ignore_check_constraints = ON; INSERT INTO hourly_totals VALUES ('2026-02-30', 600, 'active_energy', 5)")
        #expect(try scoped() == some.hourly)
        // A malformed last day of steps: every day of active energy is read (and the malformed one would fail
        // the read), and the weekday's kept.
        try sql(store, "DELETE FROM hourly_totals WHERE day = '2026-02-30'")
        try sql(store, "PRAGMA ignore_check_constraints = ON; INSERT INTO hourly_totals VALUES ('2026-03-99', 600, 'steps', 5)")
        #expect(try scoped() == some.hourly)
        try sql(store, "PRAGMA ignore_check_constraints = ON; INSERT INTO hourly_totals VALUES ('2026-03-99', 600, 'active_energy', 5)")
        #expect(throws: StoreError.self) { try read.auditedHistory(today: day, futureDays: true, for: calendar, hourly: scope) }
        // A steps slot out of bounds is found though its rows are not read.
        try sql(store, "DELETE FROM hourly_totals WHERE day LIKE '%99'")
        try sql(store, "PRAGMA ignore_check_constraints = ON; UPDATE hourly_totals SET minute = -120 WHERE quantity = 'steps'")
        guard case .findings(let found) = try read.auditedHistory(today: day, futureDays: true, for: calendar, hourly: scope) else {
            Issue.record("a bad steps slot was not found")
            return
        }
        #expect(found.contains { $0.table == "hourly_totals" })
    }
}
