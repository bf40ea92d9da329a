import Foundation
import Metrics
import Testing
@testable import HistoryStore

@Suite("Writing to a store")
struct WriteTests {
    struct Interrupted: Error, CustomStringConvertible {
        var description: String { "interrupted on purpose" }
    }

    let day = LocalDay(year: 2025, month: 3, day: 14)!

    private func addSomeRows(_ writer: HistoryWriter) throws {
        try writer.setDailyTotal(day: day, quantity: .steps, value: 9000)
        try writer.addGymVisit(day)
        try writer.setNote(day: day, markdown: "*Pi* day")
        try writer.addSample(type: SampleType.stepCount, start: Date(timeIntervalSince1970: 1_741_940_000),
                             end: Date(timeIntervalSince1970: 1_741_940_600), value: 812, unit: "count",
                             sourceName: "Phone")
    }

    @Test("a write that throws midway leaves the store exactly as before")
    func rollback() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.write(addSomeRows)
        let (countsBefore, historyBefore) = (try store.rowCounts(), try store.loadHistory())
        let error = #expect(throws: StoreError.self) {
            try store.write { writer in
                try writer.setDailyTotal(day: day.adding(days: 1), quantity: .steps, value: 1)
                try writer.setNote(day: day, markdown: "overwritten")
                throw Interrupted()
            }
        }
        #expect(error?.description == "history store \(dir.path()) left unchanged: interrupted on purpose")
        #expect(try store.rowCounts() == countsBefore)
        #expect(try store.loadHistory() == historyBefore)
    }

    @Test("a constraint failure rolls back and reports the SQLite code, message and statement")
    func constraintFailure() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let error = #expect(throws: StoreError.self) {
            try store.write { writer in
                try writer.addGymVisit(day)
                try writer.setGoal(effective: day, steps: 0, recordedAt: Date(timeIntervalSince1970: 0))
            }
        }
        let text = error?.description ?? ""
        #expect(text.contains("SQLite error 19"))
        #expect(text.contains("CHECK constraint failed"))
        #expect(text.contains("INSERT INTO goal_changes"))
        #expect(try store.rowCounts()["gym_visits"] == 0)
    }

    @Test("adding the same sample again adds nothing")
    func duplicateSample() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.write(addSomeRows)
        try store.write { writer in
            let added = try writer.addSample(type: SampleType.stepCount, start: Date(timeIntervalSince1970: 1_741_940_000),
                                             end: Date(timeIntervalSince1970: 1_741_940_600), value: 812,
                                             unit: "count", sourceName: "Phone", device: "another field")
            #expect(!added)
        }
        #expect(try store.rowCounts()["samples"] == 1)
    }

    @Test("a gym visit is logged once per day")
    func gymVisitOncePerDay() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.write { writer in
            let first = try writer.addGymVisit(day)
            let second = try writer.addGymVisit(day)
            #expect(first && !second)
        }
        #expect(try store.loadHistory().gymVisits == [day])
    }

    @Test("a read-only store cannot be written")
    func readOnlyCannotWrite() throws {
        let dir = try TemporaryDirectory()
        _ = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let store = try HistoryStore.open(path: dir.path(), mode: .readOnly)
        let error = #expect(throws: StoreError.self) { try store.write(addSomeRows) }
        #expect(error?.description.contains("SQLite error 8") == true)
        #expect(try store.rowCounts().values.allSatisfy { $0 == 0 })
    }

    @Test("deleting a habit deletes its check-ins")
    func cascade() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        try store.write { writer in
            let id = try writer.addHabit(Habit(id: 0, name: "Read", category: "Learning", icon: "book",
                                               frequency: .daily, created: day))
            try writer.setCheckIn(CheckIn(habitID: id, day: day, level: .full))
        }
        try store.execute(sql: "DELETE FROM habits")
        #expect(try store.rowCounts()["check_ins"] == 0)
    }
}
