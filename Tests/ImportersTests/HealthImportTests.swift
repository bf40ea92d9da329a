import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

@Suite("Importing a Health export into the store")
struct HealthImportTests {
    static let everything = TestExport.xml("""
        <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01"/>
         <Record type="HKQuantityTypeIdentifierStepCount" value="1200" unit="count" endDate="2024-05-01 10:10:00 +0200" startDate="2024-05-01 10:00:00 +0200" sourceName="Ada&#8217;s iPhone" sourceVersion="17.4" device="&lt;&lt;HKDevice: 0x1&gt;, name:iPhone&gt;" creationDate="2024-05-01 10:11:00 +0200">
          <MetadataEntry key="HKMetadataKeySyncVersion" value="1"/>
         </Record>
        \(TestExport.record("DistanceWalkingRunning", "1.5", "km", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"))
        \(TestExport.record("DistanceWalkingRunning", "1", "mi", "2024-05-01 11:00:00 +0200", "2024-05-01 11:10:00 +0200"))
        \(TestExport.record("DistanceWalkingRunning", "300", "m", "2024-05-01 12:00:00 +0200", "2024-05-01 12:10:00 +0200"))
        \(TestExport.record("ActiveEnergyBurned", "100", "kcal", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"))
        \(TestExport.record("ActiveEnergyBurned", "50", "Cal", "2024-05-01 11:00:00 +0200", "2024-05-01 11:10:00 +0200"))
        \(TestExport.record("ActiveEnergyBurned", "418.4", "kJ", "2024-05-01 12:00:00 +0200", "2024-05-01 12:10:00 +0200"))
        \(TestExport.record("HeartRate", "72", "count/min", "2024-05-01 10:05:00 +0200", "2024-05-01 10:05:00 +0200"))
        \(TestExport.record("VO2Max", "42.5", "mL/min·kg", "2024-05-01 18:00:00 +0200", "2024-05-01 18:00:00 +0200"))
        \(TestExport.record("BasalEnergyBurned", "1", "kcal", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"))
         <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200">
        \(TestExport.record("BloodPressureSystolic", "120", "mmHg", "2024-05-01 08:00:00 +0200", "2024-05-01 08:00:00 +0200"))
         </Correlation>
         <Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" duration="16" durationUnit="min" totalDistance="2" totalDistanceUnit="km" totalEnergyBurned="200" totalEnergyBurnedUnit="kcal" sourceName="Ada’s Apple Watch" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:16:00 +0200">
          <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2024-05-01 07:04:00 +0200"/>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="Ada’s Apple Watch" startDate="2024-05-02 07:00:00 +0200" endDate="2024-05-02 07:30:00 +0200" duration="0.5" durationUnit="hr">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-05-02 07:00:00 +0200" endDate="2024-05-02 07:30:00 +0200" sum="1046" unit="kJ"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2024-05-02 07:00:00 +0200" endDate="2024-05-02 07:30:00 +0200" sum="3.1" unit="mi"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" average="150" unit="count/min"/>
         </Workout>
         <ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="450.5" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" appleExerciseTime="32" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>
        """)

    @Test("every element and unit lands in its table, converted")
    func everything() throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(Self.everything, into: store)
        let history = try store.loadHistory()
        let day = LocalDay("2024-05-01")!
        #expect(history.daily[.steps]?[day] == 1200)
        let distance: Double = history.daily[.distance]?[day] ?? 0
        let expectedDistance: Double = 1500 + 1609.344 + 300
        #expect(abs(distance - expectedDistance) < 1e-6)
        let energy: Double = history.daily[.activeEnergy]?[day] ?? 0
        #expect(abs(energy - 250) < 1e-9)
        #expect(history.hourly[.steps]?[day]?.count == 24)
        #expect(history.heartRate.map(\.value) == [72])
        #expect(history.vo2Max.map(\.value) == [42.5])
        #expect(history.workouts.count == 2)
        #expect(history.workouts[0] == Workout(activityType: Workout.hiitType, start: HealthDate.parse("2024-05-01 07:00:00 +0200")!,
                                               end: HealthDate.parse("2024-05-01 07:16:00 +0200")!, durationSeconds: 960,
                                               energyKcal: 200, distanceMeters: 2000, sourceName: "Ada’s Apple Watch"))
        #expect(history.workouts[1].durationSeconds == 1800)
        let workoutEnergy: Double = history.workouts[1].energyKcal ?? 0
        let workoutDistance: Double = history.workouts[1].distanceMeters ?? 0
        #expect(abs(workoutEnergy - 1046 / 4.184) < 1e-9)
        #expect(abs(workoutDistance - 3.1 * 1609.344) < 1e-9)
        #expect(history.activitySummaries == [ActivitySummary(day: day, activeEnergyKcal: 450.5, moveGoalKcal: 500, exerciseMinutes: 32,
                                                              exerciseGoalMinutes: 30, standHours: 11, standGoalHours: 12)])
        #expect(history.imports.map(\.exportDate) == [HealthDate.parse("2024-11-20 09:00:00 +0100")])
        #expect(summary.counts.otherTypes == 1 && summary.counts.insideCorrelations == 1 && summary.counts.hiitWorkouts == 1)
        #expect(summary.counts.skipped.isEmpty)
    }

    @Test("source names and devices are stored with their entities decoded, the device without its address")
    func decodedText() throws {
        var reader = HealthExportReader(sink: RecordingSink())
        try XMLScanner(source: MemorySource(Self.everything)).run(&reader)
        let first = try #require(reader.sink.samples.first)
        #expect(first.sourceName == "Ada’s iPhone" && first.sourceVersion == "17.4")
        #expect(first.device == "<<HKDevice>, name:iPhone>")
        #expect(first.created == HealthDate.parse("2024-05-01 10:11:00 +0200"))
        #expect(reader.sink.samples.count == 9)
    }

    @Test("an iPhone and a Watch counting the same walk are not added up: per hour slot the larger source counts")
    func overlappingSources() throws {
        let store = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml("""
            \(TestExport.steps(1000, "2024-05-01", "10:00", "10:20"))
            \(TestExport.steps(1100, "2024-05-01", "10:02", "10:22", source: "Ada’s Apple Watch"))
            \(TestExport.steps(300, "2024-05-01", "12:00", "12:10"))
            \(TestExport.steps(600, "2024-05-01", "13:30", "14:30", source: "Ada’s Apple Watch"))
            """), into: store)
        let history = try store.loadHistory()
        let day = LocalDay("2024-05-01")!
        let hourly = try #require(history.hourly[.steps]?[day])
        #expect(hourly[10] == 1100 && hourly[12] == 300 && hourly[13] == 300 && hourly[14] == 300)
        #expect(history.daily[.steps]?[day] == 2000)
    }

    @Test("days and hours follow the site's zone through DST changes", arguments: [
        // Berlin 2024-03-31 has 23 hours, 2024-10-27 has 25.
        ("2024-03-31", 23, "03:30", "+0200", 2), ("2024-10-27", 25, "02:30", "+0100", 3), ("2024-05-01", 24, "02:30", "+0200", 2),
    ])
    func daylightSaving(day: String, hours: Int, time: String, offset: String, slot: Int) throws {
        let store = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml(TestExport.steps(500, day, time, time, offset: offset)), into: store)
        let hourly = try #require(try store.loadHistory().hourly[.steps]?[LocalDay(day)!])
        #expect(hourly.count == hours)
        #expect(hourly[slot] == 500)
    }

    @Test("a time-zone change inside the data: days come from the site's zone, not the written offset")
    func travel() throws {
        let store = try HistoryStore.inMemory()
        // Written in New York time (-0400) after a trip; 20:30 there is 02:30 the next day in Berlin.
        try TestExport.run(TestExport.xml("""
            \(TestExport.steps(100, "2024-05-01", "09:00", "09:10", offset: "+0200"))
            \(TestExport.steps(200, "2024-05-01", "20:30", "20:40", offset: "-0400"))
            """), into: store)
        let daily = try store.loadHistory().daily[.steps]
        #expect(daily?[LocalDay("2024-05-01")!] == 100)
        #expect(daily?[LocalDay("2024-05-02")!] == 200)
    }

    @Test("a sample across midnight is split between the two days in proportion")
    func acrossMidnight() throws {
        let store = try HistoryStore.inMemory()
        try TestExport.run(TestExport.xml(TestExport.record("StepCount", "600", "count", "2024-05-01 23:50:00 +0200",
                                                           "2024-05-02 00:10:00 +0200")), into: store)
        let daily = try store.loadHistory().daily[.steps]
        #expect(daily?[LocalDay("2024-05-01")!] == 300 && daily?[LocalDay("2024-05-02")!] == 300)
    }

    @Test("importing the same export twice, or a newer one holding it, gives the same totals and no duplicates")
    func reimport() throws {
        let store = try HistoryStore.inMemory()
        let older = TestExport.xml("""
            \(TestExport.steps(1000, "2024-05-01", "10:00", "10:20"))
            \(TestExport.steps(1100, "2024-05-01", "10:02", "10:22", source: "Ada’s Apple Watch"))
            """)
        let newer = TestExport.xml("""
            \(TestExport.steps(1000, "2024-05-01", "10:00", "10:20"))
            \(TestExport.steps(1100, "2024-05-01", "10:02", "10:22", source: "Ada’s Apple Watch"))
            \(TestExport.steps(700, "2024-05-02", "08:00", "08:20"))
            """)
        try TestExport.run(older, into: store)
        let first = try store.loadHistory()
        let again = try TestExport.run(older, into: store)
        #expect(again.newSamples?.values.reduce(0, +) == 0)
        #expect(try store.loadHistory().daily == first.daily && store.loadHistory().hourly == first.hourly)
        let third = try TestExport.run(newer, into: store)
        #expect(third.newSamples?[.stepCount] == 1)
        let history = try store.loadHistory()
        #expect(history.daily[.steps]?[LocalDay("2024-05-01")!] == 1100)
        #expect(history.daily[.steps]?[LocalDay("2024-05-02")!] == 700)
        #expect(try store.rowCounts()["samples"] == 3)
        #expect(history.imports.count == 3)
    }

    @Test("bad records are skipped whole and counted by reason", arguments: [
        (TestExport.record("StepCount", "10", "count", "2024-05-01 10:00", "2024-05-01 10:10:00 +0200"), SkipReason.badDate),
        (TestExport.record("StepCount", "10", "count", "2024-05-01 11:00:00 +0200", "2024-05-01 10:10:00 +0200"), .startAfterEnd),
        (TestExport.record("StepCount", "ten", "count", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"), .notANumber),
        (TestExport.record("DistanceWalkingRunning", "10", "ft", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"), .unknownUnit),
        (TestExport.record("StepCount", "-5", "count", "2024-05-01 10:00:00 +0200", "2024-05-01 10:10:00 +0200"), .negative),
        (#"<Record type="HKQuantityTypeIdentifierStepCount" value="1" unit="count" sourceName="x"/>"#, .missingAttribute),
        (#"<ActivitySummary dateComponents="2024-02-30" activeEnergyBurned="1" activeEnergyBurnedGoal="2"/>"#, .badDay),
        (#"<ActivitySummary dateComponents="2024-02-03" activeEnergyBurned="1" activeEnergyBurnedGoal="2" activeEnergyBurnedUnit="J"/>"#, .unknownUnit),
        (#"<Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="w" startDate="2024-05-02 07:00:00 +0200" endDate="2024-05-02 07:30:00 +0200"><WorkoutStatistics type="HKQuantityTypeIdentifierDistanceCycling" sum="x" unit="km"/></Workout>"#, .notANumber),
    ])
    func skipped(record: String, reason: SkipReason) throws {
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(TestExport.xml(record + "\n" + TestExport.steps(5, "2024-05-01", "09:00", "09:05")), into: store)
        #expect(summary.counts.skipped == [reason: 1])
        #expect(try store.rowCounts()["samples"] == 1)
        #expect(summary.text(seconds: 1).contains("1 with \(reason.rawValue)"))
    }
}

/// Keeps what the reader accepts.
struct RecordingSink: HealthExportSink {
    var samples: [SampleRow] = []
    var workouts: [Workout] = []
    mutating func add(_ sample: SampleRow, type: HealthRecordType) { samples.append(sample) }
    mutating func add(_ workout: Workout) { workouts.append(workout) }
    mutating func add(_ summary: ActivitySummary) {}
}
