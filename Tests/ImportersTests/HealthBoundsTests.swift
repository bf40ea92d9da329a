import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Issue 13's bounds in the Health reader: skip and count, never store what a build cannot show.
@Suite("Health records outside Bounds are skipped and counted")
struct HealthBoundsTests {
    static let day = "2024-05-01"

    static func at(_ time: String) -> String { "\(day) \(time):00 +0200" }

    @Test("absurd values are skipped as out of range, the store keeps none of them", arguments: [
        ("StepCount", "1e20", "count"), ("StepCount", "1e308", "count"), ("StepCount", "100001", "count"),
        ("ActiveEnergyBurned", "1e300", "kcal"), ("DistanceWalkingRunning", "1e300", "km"),
        ("DistanceWalkingRunning", "201", "km"), ("HeartRate", "1e300", "count/min"), ("HeartRate", "5", "count/min"),
        ("HeartRate", "301", "count/min"), ("VO2Max", "1e300", "mL/min·kg"), ("VO2Max", "4", "mL/min·kg"),
    ])
    func outOfRange(type: String, value: String, unit: String) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
            \(TestExport.record(type, value, unit, Self.at("10:00"), Self.at("10:10")))
            \(TestExport.steps(500, Self.day, "11:00", "11:10"))
            """), into: store)
        #expect(summary.counts.skipped == [.outOfRange: 1])
        #expect(summary.text(seconds: 1).contains("1 with a value outside its plausible range"))
        let history = try store.loadHistory()
        #expect(history.daily[.steps]?[LocalDay(Self.day)!] == 500)
        #expect(history.heartRate.isEmpty && history.vo2Max.isEmpty)
        #expect(history.daily[.activeEnergy] == nil && history.daily[.distance] == nil)
    }

    @Test("values at the edges of their ranges are kept")
    func edges() throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
            \(TestExport.record("StepCount", "100000", "count", Self.at("10:00"), Self.at("10:10")))
            \(TestExport.record("HeartRate", "20", "count/min", Self.at("10:00"), Self.at("10:00")))
            \(TestExport.record("HeartRate", "300", "count/min", Self.at("10:01"), Self.at("10:01")))
            \(TestExport.record("VO2Max", "100", "mL/min·kg", Self.at("10:00"), Self.at("10:00")))
            """), into: store)
        #expect(summary.counts.skipped.isEmpty)
        #expect(try store.loadHistory().heartRate.map(\.value) == [20, 300])
    }

    @Test("workouts with an absurd duration, energy or distance are skipped", arguments: [
        #"duration="1e300" durationUnit="min""#, #"duration="16" durationUnit="min" totalEnergyBurned="1e300" totalEnergyBurnedUnit="kcal""#,
        #"duration="16" durationUnit="min" totalDistance="1e300" totalDistanceUnit="km""#, #"duration="3000" durationUnit="min""#,
    ])
    func workouts(attributes: String) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
             <Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" \(attributes) sourceName="Watch" startDate="\(Self.at("07:00"))" endDate="\(Self.at("07:16"))"/>
            """), into: store)
        #expect(summary.counts.skipped == [.outOfRange: 1])
        #expect(try store.loadHistory().workouts.isEmpty)
    }

    @Test("an activity summary with an absurd move goal or energy is skipped")
    func summaries() throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
             <ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="1e300" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
             <ActivitySummary dateComponents="2024-05-02" activeEnergyBurned="300" activeEnergyBurnedGoal="1e20" activeEnergyBurnedUnit="kcal"/>
             <ActivitySummary dateComponents="2024-05-03" activeEnergyBurned="300" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
            """), into: store)
        #expect(summary.counts.skipped == [.outOfRange: 2])
        #expect(try store.loadHistory().activitySummaries.map(\.day) == [LocalDay("2024-05-03")!])
    }

    @Test("records dated before 2000-01-01 (year 1, 1926, 23:59 on 1999-12-31 in the site's zone) are skipped", arguments: [
        "0001-01-01 10:00:00 +0000", "1926-05-01 10:00:00 +0100", "1999-12-31 23:59:00 +0100",
    ])
    func beforeFirstDay(start: String) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
            \(TestExport.record("StepCount", "100", "count", start, start))
            \(TestExport.record("HeartRate", "60", "count/min", start, start))
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="1" durationUnit="min" sourceName="Watch" startDate="\(start)" endDate="\(start)"/>
             <ActivitySummary dateComponents="\(start.prefix(10))" activeEnergyBurned="300" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
            \(TestExport.record("StepCount", "100", "count", "2000-01-01 00:00:00 +0100", "2000-01-01 00:00:00 +0100"))
            """), into: store)
        #expect(summary.counts.skipped == [.beforeFirstDay: 4])
        #expect(summary.text(seconds: 1).contains("4 with a date before 2000-01-01"))
        let history = try store.loadHistory()
        #expect(history.daily[.steps]?.keys.sorted() == [LocalDay("2000-01-01")!])
        #expect(history.heartRate.isEmpty && history.workouts.isEmpty && history.activitySummaries.isEmpty)
    }

    @Test("records after the export date (a 2030 record in a 2024 export) are skipped and counted, the export day kept")
    func afterExportDate() throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
            \(TestExport.record("StepCount", "100", "count", "2030-01-01 10:00:00 +0100", "2030-01-01 10:10:00 +0100"))
            \(TestExport.record("StepCount", "100", "count", "2024-11-20 09:00:00 +0100", "2024-11-20 09:10:00 +0100"))
            \(TestExport.record("HeartRate", "60", "count/min", "2030-01-01 10:00:00 +0100", "2030-01-01 10:00:00 +0100"))
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="1" durationUnit="min" sourceName="Watch" startDate="2030-01-01 10:00:00 +0100" endDate="2030-01-01 10:01:00 +0100"/>
             <ActivitySummary dateComponents="2030-01-01" activeEnergyBurned="300" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
             <ActivitySummary dateComponents="2024-11-20" activeEnergyBurned="30" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal"/>
            \(TestExport.steps(500, "2024-05-01", "10:00", "10:10"))
            """, exportDate: "2024-11-20 09:05:00 +0100"), into: store)
        #expect(summary.counts.skipped == [.afterExportDate: 5])
        #expect(summary.text(seconds: 1).contains("5 with a date after the export date"))
        #expect(summary.lastDay == LocalDay("2024-11-20"))
        let history = try store.loadHistory()
        #expect(history.daily[.steps]?.keys.sorted() == [LocalDay("2024-05-01")!])
        #expect(history.activitySummaries.map(\.day) == [LocalDay("2024-11-20")!])
        #expect(history.heartRate.isEmpty && history.workouts.isEmpty)
    }

    @Test("records after the export date that an earlier sitegen stored are removed at the next import, their days with them")
    func storedFutureRecords() throws {
        let store = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml(TestExport.steps(500, "2024-05-01", "10:00", "10:10")), into: store)
        let future = HealthDate.parse("2030-01-01 10:00:00 +0100")!
        try store.write { writer in
            try writer.addSample(type: SampleType.stepCount, start: future, end: future.addingTimeInterval(600), value: 100,
                                 unit: "count", sourceName: "Phone")
            try writer.setDailyTotal(day: LocalDay("2030-01-01")!, quantity: .steps, value: 100)
            try writer.addWorkout(Workout(activityType: Workout.hiitType, start: future, end: future.addingTimeInterval(600),
                                          durationSeconds: 600, energyKcal: nil, distanceMeters: nil, sourceName: "Watch"))
            try writer.setActivitySummary(ActivitySummary(day: LocalDay("2030-01-01")!, activeEnergyKcal: 1, moveGoalKcal: 2))
        }
        let summary = try TestExport.run(TestExport.xml(TestExport.steps(700, "2024-05-02", "10:00", "10:10")), into: store)
        #expect(summary.removedFutureRecords == 3)
        #expect(summary.text(seconds: 1).contains("Removed 3 stored records dated after the newest export"))
        let history = try store.loadHistory()
        #expect(history.daily[.steps]?.keys.sorted() == [LocalDay("2024-05-01")!, LocalDay("2024-05-02")!])
        #expect(history.workouts.isEmpty && history.activitySummaries.isEmpty)
        #expect(history.newestSample[.steps] == HealthDate.parse("2024-05-02 10:10:00 +0200"))
    }

    @Test("without an ExportDate, records after the import's time are skipped")
    func afterImportTime() throws {
        let store = try HistoryStore.inMemory()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
            \(TestExport.record("StepCount", "100", "count", "2099-01-01 10:00:00 +0100", "2099-01-01 10:10:00 +0100"))
            \(TestExport.steps(500, "2024-05-01", "10:00", "10:10"))
            </HealthData>
            """
        let summary = try TestExport.run(xml, into: store)
        #expect(summary.counts.skipped == [.afterExportDate: 1])
    }

    @Test("NUL and control characters are stripped from source, device and workout names")
    func controlCharacters() throws {
        var reader = HealthExportReader(sink: RecordingSink())
        let xml = TestExport.xml("""
             <Record type="HKQuantityTypeIdentifierStepCount" value="12" unit="count" sourceName="Ada&#1;’s&#x1F; iPhone" device="dev&#x7;ice" startDate="\(Self.at("10:00"))" endDate="\(Self.at("10:10"))"/>
             <Workout workoutActivityType="HKWorkoutActivityType&#x1B;Running" duration="1" durationUnit="min" sourceName="Wa&#x85;tch" startDate="\(Self.at("07:00"))" endDate="\(Self.at("07:01"))"/>
            """)
        try XMLScanner(source: MemorySource(xml)).run(&reader)
        let sample = try #require(reader.sink.samples.first)
        #expect(sample.sourceName == "Ada’s iPhone" && sample.device == "device")
        let workout = try #require(reader.sink.workouts.first)
        #expect(workout.activityType == "HKWorkoutActivityTypeRunning" && workout.sourceName == "Watch")
    }

    @Test("a source name over 500 characters is skipped")
    func longName() throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml("""
            \(TestExport.steps(100, Self.day, "10:00", "10:10", source: String(repeating: "x", count: 501)))
            \(TestExport.steps(100, Self.day, "11:00", "11:10", source: String(repeating: "y", count: 500)))
            """), into: store)
        #expect(summary.counts.skipped == [.longText: 1])
        #expect(try store.loadHistory().daily[.steps]?[LocalDay(Self.day)!] == 100)
    }

    @Test("a day whose in-range samples add up past Bounds.stepsPerDay is scaled down to it, its hours together")
    func clampedDay() throws {
        let store = try HistoryStore.inMemory()
        let records = (0..<4).map { hour in
            TestExport.record("StepCount", "100000", "count", Self.at(String(format: "%02d:00", 10 + hour)),
                              Self.at(String(format: "%02d:30", 10 + hour)))
        }.joined(separator: "\n")
        let summary = try TestExport.run(TestExport.xml(records), into: store)
        #expect(summary.clampedDays == [LocalDay(Self.day)!])
        #expect(summary.text(seconds: 1).contains("Clamped: 1 days"))
        let history = try store.loadHistory()
        let day = LocalDay(Self.day)!
        #expect(history.daily[.steps]?[day] == Bounds.stepsPerDay.range.upperBound)
        let hourly = try #require(history.hourly[.steps]?[day])
        #expect(hourly[10] == 75_000 && hourly[13] == 75_000)
        #expect(hourly.reduce(0, +) == history.daily[.steps]?[day])
    }
}
