import Foundation
import Metrics

/// Writes one synthetic day after another through a 1 MB buffer.
struct SyntheticWriter {
    let handle: FileHandle
    var buffer: [UInt8] = []
    private(set) var written: Int64 = 0

    static let phone = #"sourceName="Ada’s iPhone" sourceVersion="16.1" device="&lt;&lt;HKDevice: 0x283d1c0f0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1&gt;""#
    static let watch = #"sourceName="Ada’s Apple Watch" sourceVersion="9.1" device="&lt;&lt;HKDevice: 0x283d1c2d0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1&gt;""#

    init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 20 + 4096)
    }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        written += Int64(text.utf8.count)
    }

    mutating func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// One day: steps and distance from both devices, active energy, heart rate, basal energy,
    /// sometimes a VO2 max or a workout, and the day's activity summary.
    mutating func day(_ day: LocalDay, random: inout SyntheticRandom) throws {
        let offset = day.month >= 4 && day.month <= 10 ? 7200 : 3600
        let midnight = day.dayNumber * 86_400 - offset
        for minute in stride(from: 7 * 60, to: 22 * 60, by: 6) {
            let start = midnight + minute * 60 + random.next(60)
            let steps = 50 + random.next(600)
            record("StepCount", "count", "\(steps)", Self.phone, start, start + 300, offset)
            record("StepCount", "count", "\(steps + random.next(40))", Self.watch, start + 20, start + 320, offset)
            record("DistanceWalkingRunning", "km", String(format: "%.4f", Double(steps) * 0.00075), Self.watch, start, start + 300, offset)
            record("ActiveEnergyBurned", "kcal", String(format: "%.3f", Double(random.next(3000)) / 1000), Self.watch, start, start + 60, offset)
            record("ActiveEnergyBurned", "kcal", String(format: "%.3f", Double(random.next(3000)) / 1000), Self.watch, start + 60, start + 120, offset)
            record("BasalEnergyBurned", "kcal", String(format: "%.3f", 0.9 + Double(random.next(300)) / 1000), Self.watch, start, start + 360, offset)
            heartRate(start + 30, 60 + random.next(80), offset)
        }
        if day.weekday == 1 { record("VO2Max", "mL/min·kg", "\(38 + random.next(8)).5", Self.watch, midnight + 64_800, midnight + 64_800, offset) }
        if day.dayNumber % 2 == 0 { workout(midnight + 61_200, hiit: day.dayNumber % 4 == 0, offset) }
        append(#" <ActivitySummary dateComponents="\#(day)" activeEnergyBurned="\#(300 + random.next(400))" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="\#(random.next(90))" appleExerciseTimeGoal="30" appleStandHours="\#(random.next(16))" appleStandHoursGoal="12"/>"# + "\n")
        if buffer.count >= 1 << 20 { try flush() }
    }

    private mutating func record(_ type: String, _ unit: String, _ value: String, _ source: String, _ start: Int, _ end: Int, _ offset: Int) {
        append(#" <Record type="HKQuantityTypeIdentifier\#(type)" \#(source) unit="\#(unit)" creationDate="\#(Self.date(end, offset))" startDate="\#(Self.date(start, offset))" endDate="\#(Self.date(end, offset))" value="\#(value)"/>"# + "\n")
    }

    private mutating func heartRate(_ at: Int, _ bpm: Int, _ offset: Int) {
        append(#" <Record type="HKQuantityTypeIdentifierHeartRate" \#(Self.watch) unit="count/min" creationDate="\#(Self.date(at, offset))" startDate="\#(Self.date(at, offset))" endDate="\#(Self.date(at, offset))" value="\#(bpm)">"# + "\n")
        append(#"  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="\#(bpm % 3)"/>"# + "\n </Record>\n")
    }

    private mutating func workout(_ start: Int, hiit: Bool, _ offset: Int) {
        let type = hiit ? "HighIntensityIntervalTraining" : "Running"
        append(#" <Workout workoutActivityType="HKWorkoutActivityType\#(type)" duration="32.5" durationUnit="min" \#(Self.watch) creationDate="\#(Self.date(start + 1950, offset))" startDate="\#(Self.date(start, offset))" endDate="\#(Self.date(start + 1950, offset))">"# + "\n")
        append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="\#(Self.date(start, offset))" endDate="\#(Self.date(start + 1950, offset))" sum="312.4" unit="kcal"/>"# + "\n")
        append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="\#(Self.date(start, offset))" endDate="\#(Self.date(start + 1950, offset))" sum="5.2" unit="km"/>"# + "\n </Workout>\n")
    }

    /// `YYYY-MM-DD HH:MM:SS ±HHMM` of Unix second `instant` written with `offset`.
    static func date(_ instant: Int, _ offset: Int) -> String {
        let local = instant + offset
        let day = LocalDay(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let seconds = local - day.dayNumber * 86_400
        let sign = offset < 0 ? "-" : "+"
        return "\(day) " + two(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60)
            + " \(sign)" + two(abs(offset) / 3600) + two(abs(offset) / 60 % 60)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
