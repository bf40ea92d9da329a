import Foundation
import Metrics
import Testing
@testable import HistoryStore

/// One kind of value: what is written, and the `History` it must load as.
struct RoundTripCase: Sendable, CustomTestStringConvertible {
    let name: String
    let write: @Sendable (HistoryWriter) throws -> Void
    let expected: History
    var testDescription: String { name }
}

private let day = LocalDay(year: 2024, month: 10, day: 27)!
private let t0 = Date(timeIntervalSince1970: 1_730_000_000)
private let readHabit = Habit(id: 1, name: "Read 10 pages", category: "Learning", icon: "book", frequency: .daily,
                              targetValue: 10, targetUnit: "pages", position: 2, created: day)
private let guitar = Habit(id: 1, name: "Guitar ‹practice›", category: "Creative", icon: "guitar",
                           frequency: .timesPerWeek(3), rollover: true, created: day)
private let challenge = Habit(id: 1, name: "No sugar", category: "Nutrition", icon: "leaf",
                              frequency: .weekdays([1, 3, 7]), startDay: day, endDay: day.adding(days: 29),
                              archived: true, position: 1, created: day.adding(days: -1))

private func sample(_ w: HistoryWriter, _ type: String, _ start: Date, _ value: Double, seconds: Double = 0) throws {
    try w.addSample(type: type, start: start, end: start.addingTimeInterval(seconds), value: value, unit: "u",
                    sourceName: "Watch", sourceVersion: "11.0", device: "<<HKDevice>>", created: start)
}

let roundTripCases: [RoundTripCase] = [
    RoundTripCase(name: "daily totals", write: { w in
        try w.setDailyTotal(day: day, quantity: .steps, value: 12_345)
        try w.setDailyTotal(day: day, quantity: .distance, value: 8_641.5)
    }, expected: History(daily: [.steps: [day: 12_345], .distance: [day: 8_641.5]])),
    RoundTripCase(name: "hourly totals of a 25-slot day, zeros included", write: { w in
        for hour in 0..<25 { try w.setHourlyTotal(day: day, hour: hour, quantity: .activeEnergy, value: Double(hour)) }
    }, expected: History(hourly: [.activeEnergy: [day: (0..<25).map(Double.init)]])),
    RoundTripCase(name: "hourly totals of three quantities on two days, written out of order, a slot missing", write: { w in
        for (offset, quantity) in [(1, Quantity.steps), (0, .distance), (1, .activeEnergy), (0, .steps)] {
            for hour in [5, 2, 0] { try w.setHourlyTotal(day: day.adding(days: offset), hour: hour, quantity: quantity, value: Double(hour * 10 + offset)) }
        }
    }, expected: History(hourly: [
        .steps: [day: [0, 0, 20, 0, 0, 50], day.adding(days: 1): [1, 0, 21, 0, 0, 51]],
        .distance: [day: [0, 0, 20, 0, 0, 50]], .activeEnergy: [day.adding(days: 1): [1, 0, 21, 0, 0, 51]],
    ])),
    RoundTripCase(name: "heart rate and VO2 max, oldest first, fractional instants kept", write: { w in
        try sample(w, SampleType.heartRate, t0.addingTimeInterval(60.25), 71)
        try sample(w, SampleType.heartRate, t0, 64)
        try sample(w, SampleType.vo2Max, t0, 39.4)
    }, expected: History(heartRate: [TimedValue(instant: t0, value: 64), TimedValue(instant: t0.addingTimeInterval(60.25), value: 71)],
                         vo2Max: [TimedValue(instant: t0, value: 39.4)])),
    RoundTripCase(name: "newest sample per quantity is the latest end", write: { w in
        try sample(w, SampleType.stepCount, t0, 100, seconds: 600)
        try sample(w, SampleType.stepCount, t0.addingTimeInterval(-3600), 100, seconds: 60)
        try sample(w, SampleType.distanceWalkingRunning, t0, 70, seconds: 30)
    }, expected: History(newestSample: [.steps: t0.addingTimeInterval(600), .distance: t0.addingTimeInterval(30)])),
    RoundTripCase(name: "workouts with and without energy and distance", write: { w in
        try w.addWorkout(Workout(activityType: "HKWorkoutActivityTypeWalking", start: t0.addingTimeInterval(7200),
                                 end: t0.addingTimeInterval(9000), durationSeconds: 1800, energyKcal: 120.5,
                                 distanceMeters: 2400, sourceName: "Watch"))
        try w.addWorkout(Workout(activityType: Workout.hiitType, start: t0, end: t0.addingTimeInterval(2280),
                                 durationSeconds: 2280, sourceName: "N4x4"))
    }, expected: History(workouts: [
        Workout(activityType: Workout.hiitType, start: t0, end: t0.addingTimeInterval(2280), durationSeconds: 2280,
                sourceName: "N4x4"),
        Workout(activityType: "HKWorkoutActivityTypeWalking", start: t0.addingTimeInterval(7200),
                end: t0.addingTimeInterval(9000), durationSeconds: 1800, energyKcal: 120.5, distanceMeters: 2400,
                sourceName: "Watch"),
    ])),
    RoundTripCase(name: "activity summaries, full and minimal", write: { w in
        try w.setActivitySummary(ActivitySummary(day: day.adding(days: 1), activeEnergyKcal: 320, moveGoalKcal: 500))
        try w.setActivitySummary(ActivitySummary(day: day, activeEnergyKcal: 612.4, moveGoalKcal: 650, exerciseMinutes: 42,
                                                 exerciseGoalMinutes: 30, standHours: 11, standGoalHours: 12))
    }, expected: History(activitySummaries: [
        ActivitySummary(day: day, activeEnergyKcal: 612.4, moveGoalKcal: 650, exerciseMinutes: 42, exerciseGoalMinutes: 30,
                        standHours: 11, standGoalHours: 12),
        ActivitySummary(day: day.adding(days: 1), activeEnergyKcal: 320, moveGoalKcal: 500),
    ])),
    RoundTripCase(name: "goal changes, oldest first, a same-day change replaces", write: { w in
        try w.setGoal(effective: day, steps: 10_000, recordedAt: t0)
        try w.setGoal(effective: day.adding(days: -365), steps: 8_000, recordedAt: t0)
        try w.setGoal(effective: day, steps: 11_000, recordedAt: t0)
    }, expected: History(goalChanges: [GoalChange(effective: day.adding(days: -365), steps: 8_000),
                                       GoalChange(effective: day, steps: 11_000)])),
    RoundTripCase(name: "habit categories in the order added", write: { w in
        try w.addHabitCategory(HabitCategory(name: "Personal Development", gradientFrom: "#B57FFF", gradientTo: "#9966E6"))
        try w.addHabitCategory(HabitCategory(name: "Fitness", gradientFrom: "#4CAF50", gradientTo: "#388E3C"))
    }, expected: History(habitCategories: [
        HabitCategory(name: "Personal Development", gradientFrom: "#B57FFF", gradientTo: "#9966E6"),
        HabitCategory(name: "Fitness", gradientFrom: "#4CAF50", gradientTo: "#388E3C"),
    ])),
    RoundTripCase(name: "habits of every frequency, by position then id", write: { w in
        _ = try w.addHabit(readHabit)
        _ = try w.addHabit(guitar)
        _ = try w.addHabit(challenge)
    }, expected: History(habits: [
        with(guitar) { $0.id = 2 }, with(challenge) { $0.id = 3 }, readHabit,
    ])),
    RoundTripCase(name: "check-ins at every level, with and without count", write: { w in
        let id = try w.addHabit(readHabit)
        for level in CompletionLevel.allCases {
            try w.setCheckIn(CheckIn(habitID: id, day: day.adding(days: level.rawValue), level: level,
                                     count: level == .none ? nil : Double(level.rawValue) * 3.5))
        }
    }, expected: History(habits: [readHabit], checkIns: CompletionLevel.allCases.map { level in
        CheckIn(habitID: 1, day: day.adding(days: level.rawValue), level: level,
                count: level == .none ? nil : Double(level.rawValue) * 3.5)
    })),
    RoundTripCase(name: "gym visits, oldest first", write: { w in
        try w.addGymVisit(day)
        try w.addGymVisit(day.adding(days: -2))
    }, expected: History(gymVisits: [day.adding(days: -2), day])),
    RoundTripCase(name: "notes keep their Markdown byte for byte", write: { w in
        try w.setNote(day: day, markdown: "# Long day\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done 🎉 <b>raw</b>\n")
    }, expected: History(notes: [day: "# Long day\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done 🎉 <b>raw</b>\n"])),
    RoundTripCase(name: "moments, with and without a habit", write: { w in
        let id = try w.addHabit(readHabit)
        _ = try w.addMoment(Moment(id: 0, day: day, title: "Book club", category: "Personal", markdown: "*fun*"))
        _ = try w.addMoment(Moment(id: 0, day: day.adding(days: -1), title: "100 pages", category: "Milestone",
                                   habitID: id, markdown: "**100** pages"))
    }, expected: History(habits: [readHabit], moments: [
        Moment(id: 2, day: day.adding(days: -1), title: "100 pages", category: "Milestone", habitID: 1, markdown: "**100** pages"),
        Moment(id: 1, day: day, title: "Book club", category: "Personal", markdown: "*fun*"),
    ])),
    RoundTripCase(name: "imports, with and without an export date", write: { w in
        try w.addImport(ImportRecord(source: "export.zip", exportDate: t0, importedAt: t0.addingTimeInterval(60), recordCount: 3))
        try w.addImport(ImportRecord(source: "demo", exportDate: nil, importedAt: t0, recordCount: 0))
    }, expected: History(imports: [
        ImportRecord(source: "demo", exportDate: nil, importedAt: t0, recordCount: 0),
        ImportRecord(source: "export.zip", exportDate: t0, importedAt: t0.addingTimeInterval(60), recordCount: 3),
    ])),
]

private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
}

@Suite("loadHistory round-trips what was written")
struct RoundTripTests {
    @Test("each kind of value", arguments: roundTripCases)
    func roundTrip(_ testCase: RoundTripCase) throws {
        let dir = try TemporaryDirectory()
        try HistoryStore.open(path: dir.path(), mode: .readWrite).write(testCase.write)
        let loaded = try HistoryStore.open(path: dir.path(), mode: .readOnly).loadHistory()
        #expect(loaded == testCase.expected)
    }

    @Test("a value of the wrong kind in a bulk-read table is an error naming the table, the column and the value",
          arguments: [
              ("UPDATE samples SET value = 'many'", "samples: value 'many' is not a number"),
              ("UPDATE hourly_totals SET value = 'lots'", "hourly_totals: value 'lots' is not a number"),
              ("UPDATE hourly_totals SET day = '2024-13-01'", "hourly_totals: '2024-13-01' is not a day YYYY-MM-DD"),
              ("UPDATE daily_totals SET value = 'lots'", "daily_totals: value 'lots' is not a number"),
              ("UPDATE daily_totals SET day = '2024-02-30'", "daily_totals: '2024-02-30' is not a day YYYY-MM-DD"),
              ("UPDATE daily_totals SET quantity = 'stepz'", "daily_totals: unknown quantity 'stepz'"),
              ("UPDATE activity_summaries SET move_goal_kcal = 'x'", "activity_summaries: move_goal_kcal 'x' is not a number"),
              ("UPDATE activity_summaries SET stand_hours = 'y'", "activity_summaries: stand_hours 'y' is not a number"),
              ("UPDATE activity_summaries SET day = 20240101", "activity_summaries: '20240101' is not a day YYYY-MM-DD"),
          ])
    func wrongKind(sql: String, message: String) throws {
        let dir = try TemporaryDirectory()
        try HistoryStore.open(path: dir.path(), mode: .readWrite).write { w in
            try sample(w, SampleType.heartRate, t0, 64)
            try w.setHourlyTotal(day: day, hour: 3, quantity: .steps, value: 10)
            try w.setDailyTotal(day: day, quantity: .steps, value: 10)
            try w.setActivitySummary(ActivitySummary(day: day, activeEnergyKcal: 320, moveGoalKcal: 500, standHours: 9))
        }
        // With the tables' CHECKs off, as a hand edit with them off stores it (the build's audit would refuse it first).
        try HistoryStore.open(path: dir.path(), mode: .readWrite).queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: sql)
        }
        do {
            _ = try HistoryStore.open(path: dir.path(), mode: .readOnly).loadHistory()
            Issue.record("loaded a store holding \(sql)")
        } catch {
            #expect(String(describing: error).contains(message), "\(error)")
        }
    }
}
