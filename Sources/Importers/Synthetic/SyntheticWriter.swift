import Foundation
import Metrics

/// Writes one synthetic day after another through a 1 MB buffer (see `SyntheticExport` for what a day holds).
struct SyntheticWriter {
    let handle: FileHandle
    var random: SyntheticRandom
    var buffer: [UInt8] = []
    private(set) var written: Int64 = 0
    /// The sources, in `Who`'s order.
    var sources: [SyntheticSource] = [.phone, .watch, .scale, .cuff, .food, .sleep, .runs]
    /// The day being written: its number in the export, its midnight (Unix seconds) and UTC offset.
    var number = 0, midnight = 0, offset = 3600

    init(handle: FileHandle, random: SyntheticRandom) {
        self.handle = handle
        self.random = random
        buffer.reserveCapacity(1 << 20 + 65_536)
    }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        written += Int64(text.utf8.count)
    }

    mutating func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Day `number` of the export: every kind of record, the day's correlations and workout, its summary.
    mutating func day(_ day: LocalDay, number: Int) throws {
        self.number = number
        offset = day.month >= 4 && day.month <= 10 ? 7200 : 3600
        midnight = day.dayNumber * 86_400 - offset
        movement()
        body(weekday: day.weekday)
        nights()
        meals()
        if number % 2 == 0 { workout(at: midnight + 61_200 + random.next(3600), hiit: number % 4 == 0) }
        append(#" <ActivitySummary dateComponents="\#(day)" activeEnergyBurned="\#(300 + random.next(400)).\#(random.next(1000))" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="\#(random.next(90))" appleExerciseTimeGoal="30" appleStandHours="\#(random.next(16))" appleStandHoursGoal="12"/>"# + "\n")
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Steps and distance from the phone and the watch, active and basal energy, heart rate, stand and
    /// exercise minutes, flights: the bulk of a real export.
    private mutating func movement() {
        for minute in stride(from: 7 * 60, to: 22 * 60, by: 10) {
            let start = minute * 60 + random.next(120), steps = 20 + random.next(900)
            record("StepCount", "count", "\(steps)", .phone, start, start + 240 + random.next(300))
            record("DistanceWalkingRunning", "km", Self.decimal(steps * 75, 5), .phone, start, start + 240)
            record("StepCount", "count", "\(steps + random.next(60))", .watch, start + 15, start + 300)
            record("DistanceWalkingRunning", "km", Self.decimal(steps * 72, 5), .watch, start + 15, start + 300)
        }
        for minute in stride(from: 6 * 60, to: 23 * 60, by: 3) {
            let start = minute * 60 + random.next(40)
            record("ActiveEnergyBurned", "Cal", Self.decimal(random.next(4000), 3), .watch, start, start + 60 + random.next(60))
        }
        for minute in stride(from: 0, to: 24 * 60, by: 10) {
            record("BasalEnergyBurned", "Cal", Self.decimal(9000 + random.next(3000), 3), .watch, minute * 60, minute * 60 + 590)
        }
        for minute in stride(from: 0, to: 24 * 60, by: 6) {
            let at = minute * 60 + random.next(300), bpm = 52 + random.next(90)
            record("HeartRate", "count/min", "\(bpm)", .watch, at, at, children: [
                #"<MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="\#(bpm % 3)"/>"#,
            ])
        }
        for hour in 8..<23 {
            category("AppleStandHour", random.next(4) == 0 ? "HKCategoryValueAppleStandHourIdle" : "HKCategoryValueAppleStandHourStood", .watch, hour * 3600, hour * 3600 + 3600)
            record("AppleStandTime", "min", "\(1 + random.next(6))", .watch, hour * 3600 + 600, hour * 3600 + 900)
        }
        for minute in stride(from: 17 * 60, to: 17 * 60 + 40, by: 2) {
            record("AppleExerciseTime", "min", "\(1 + random.next(2))", .watch, minute * 60, minute * 60 + 120)
        }
        for _ in 0..<8 {
            let at = 8 * 3600 + random.next(12 * 3600)
            record("FlightsClimbed", "count", "\(1 + random.next(3))", .phone, at, at + 30)
            record("WalkingSpeed", "km/hr", Self.decimal(3_500 + random.next(2_000), 3), .phone, at, at + 20)
            record("WalkingStepLength", "cm", "\(62 + random.next(15))", .phone, at, at + 20)
        }
    }

    /// The night: sleep stages from the watch and a sleep app, breathing rate, oxygen, heart-rate variability.
    private mutating func nights() {
        var at = -2 * 3600 + random.next(1800)
        for stage in ["InBed", "AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake", "AsleepCore"] {
            let length = 1800 + random.next(3600)
            category("SleepAnalysis", "HKCategoryValueSleepAnalysis\(stage)", .watch, at, at + length)
            at += length
        }
        category("SleepAnalysis", "HKCategoryValueSleepAnalysisAsleepUnspecified", .sleep, -3600, at,
                 children: [#"<MetadataEntry key="Tags" value="Alcohol, Caffeine"/>"#])
        for hour in 0..<6 {
            record("RespiratoryRate", "count/min", "\(12 + random.next(6)).5", .watch, hour * 3600 + 600, hour * 3600 + 900)
            record("OxygenSaturation", "%", "0.9\(5 + random.next(5))", .watch, hour * 3600 + 1200, hour * 3600 + 1200)
        }
        for hour in [2, 9, 15, 21] {
            let at = hour * 3600 + random.next(1800)
            let beats = (0..<48).map { n in
                #"   <InstantaneousBeatsPerMinute bpm="\#(55 + random.next(30))" time="\#(Self.twelveHour(at + n)).\#(random.next(100))"/>"#
            }
            record("HeartRateVariabilitySDNN", "ms", Self.decimal(20_000 + random.next(60_000), 3), .watch, at, at + 60, children: [
                "<HeartRateVariabilityMetadataList>\n" + beats.joined(separator: "\n") + "\n  </HeartRateVariabilityMetadataList>",
            ])
        }
    }

    /// Weight on Mondays, blood pressure on Thursdays (a correlation), a VO2 max estimate on Sundays.
    private mutating func body(weekday: Int) {
        if weekday == 2 {
            record("BodyMass", "kg", Self.decimal(68_000 + random.next(4_000), 3), .scale, 7 * 3600, 7 * 3600,
                   children: [#"<MetadataEntry key="HKWasUserEntered" value="0"/>"#])
        }
        if weekday == 5 {
            let systolic = 110 + random.next(30), diastolic = 70 + random.next(20), at = 8 * 3600 + random.next(600)
            let inner = [("BloodPressureSystolic", systolic), ("BloodPressureDiastolic", diastolic)].map { type, value in
                (type, "mmHg", "\(value)")
            }
            correlation("BloodPressure", inner, .cuff, at, at)
        }
        if weekday == 1 {
            record("VO2Max", "mL/min·kg", "\(38 + random.next(8)).\(random.next(10))", .watch, 64_800, 64_800,
                   children: [#"<MetadataEntry key="HKVO2MaxTestType" value="2"/>"#])
        }
    }

    /// Three meals logged in a food app: a correlation each, its records also at the top level.
    private mutating func meals() {
        for (hour, meal) in [(8, "Breakfast"), (13, "Lunch"), (19, "Dinner")] {
            let at = hour * 3600 + random.next(1800)
            let inner = [
                ("DietaryEnergyConsumed", "Cal", "\(300 + random.next(500))"),
                ("DietaryProtein", "g", "\(10 + random.next(40))"),
                ("DietaryCarbohydrates", "g", "\(20 + random.next(80))"),
            ]
            for (type, unit, value) in inner { record(type, unit, value, .food, at, at, children: [#"<MetadataEntry key="meal" value="\#(meal)"/>"#]) }
            correlation("Food", inner, .food, at, at, metadata: [("meal", meal)])
        }
    }

    /// A run (or an interval session) from the watch, every fourth one recorded by a running app instead.
    private mutating func workout(at start: Int, hiit: Bool) {
        let length = 1500 + random.next(1800), end = start + length
        let type = hiit ? "HighIntensityIntervalTraining" : "Running"
        let energy = Self.decimal(length * 150 + random.next(20_000), 3), distance = Self.decimal(length * 3 + random.next(900), 3)
        let opening = attributes(number % 8 == 6 ? .runs : .watch) + #" creationDate="\#(date(end + 5))" startDate="\#(date(start))" endDate="\#(date(end))""#
        append(#" <Workout workoutActivityType="HKWorkoutActivityType\#(type)" duration="\#(Self.decimal(length * 1000 / 60, 3))" durationUnit="min"\#(opening)>"# + "\n")
        append(#"  <MetadataEntry key="HKIndoorWorkout" value="0"/>"# + "\n")
        append(#"  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>"# + "\n")
        append(#"  <MetadataEntry key="HKAverageMETs" value="\#(7 + random.next(5)).2 kcal/hr·kg"/>"# + "\n")
        append(#"  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="\#(date(start))" duration="\#(Self.decimal(length * 500 / 60, 3))" durationUnit="min"/>"# + "\n")
        append(#"  <WorkoutEvent type="HKWorkoutEventTypePause" date="\#(date(start + length / 2))"/>"# + "\n")
        append(#"  <WorkoutEvent type="HKWorkoutEventTypeResume" date="\#(date(start + length / 2 + 30))"/>"# + "\n")
        append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="\#(date(start))" endDate="\#(date(end))" sum="\#(energy)" unit="Cal"/>"# + "\n")
        append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierBasalEnergyBurned" startDate="\#(date(start))" endDate="\#(date(end))" sum="\#(Self.decimal(length * 20, 3))" unit="Cal"/>"# + "\n")
        append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="\#(date(start))" endDate="\#(date(end))" average="\#(140 + random.next(20))" minimum="\#(95 + random.next(10))" maximum="\#(170 + random.next(15))" unit="count/min"/>"# + "\n")
        if !hiit {
            append(#"  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="\#(date(start))" endDate="\#(date(end))" sum="\#(distance)" unit="km"/>"# + "\n")
            append(#"  <WorkoutRoute\#(attributes(.watch)) creationDate="\#(date(end + 60))" startDate="\#(date(start))" endDate="\#(date(end))">"# + "\n")
            append(#"   <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>"# + "\n")
            append(#"   <MetadataEntry key="HKMetadataKeySyncIdentifier" value="\#(String(random.next(1 << 30), radix: 16).uppercased())"/>"# + "\n")
            append(#"   <FileReference path="/workout-routes/route_\#(date(start).prefix(10))_\#(number).gpx"/>"# + "\n")
            append("  </WorkoutRoute>\n")
        }
        append(" </Workout>\n")
    }

    /// A quantity record `type` of `source` from `start` to `end` (seconds after the day's midnight).
    private mutating func record(_ type: String, _ unit: String, _ value: String, _ source: Who,
                                 _ start: Int, _ end: Int, children: [String] = []) {
        element("Record", #"type="HKQuantityTypeIdentifier\#(type)""#, #" unit="\#(unit)""#, value, source, start, end, children)
    }

    /// A category record (its value a name, no unit).
    private mutating func category(_ type: String, _ value: String, _ source: Who, _ start: Int, _ end: Int,
                                   children: [String] = []) {
        element("Record", #"type="HKCategoryTypeIdentifier\#(type)""#, "", value, source, start, end, children)
    }

    private mutating func element(_ name: String, _ type: String, _ unit: String, _ value: String, _ source: Who,
                                  _ start: Int, _ end: Int, _ children: [String]) {
        let dates = #" creationDate="\#(date(midnight + end + 3))" startDate="\#(date(midnight + start))" endDate="\#(date(midnight + end))""#
        let opening = #" <\#(name) \#(type)\#(attributes(source))\#(unit)\#(dates) value="\#(value)""#
        if children.isEmpty {
            append(opening + "/>\n")
        } else {
            append(opening + ">\n" + children.map { "  " + $0 + "\n" }.joined() + " </\(name)>\n")
        }
    }

    /// A correlation of `type` holding `records` (each also written at the top level by the caller, or not).
    private mutating func correlation(_ type: String, _ records: [(String, String, String)], _ source: Who,
                                      _ start: Int, _ end: Int, metadata: [(String, String)] = []) {
        let attributes = attributes(source)
        let dates = #" creationDate="\#(date(midnight + end + 3))" startDate="\#(date(midnight + start))" endDate="\#(date(midnight + end))""#
        append(#" <Correlation type="HKCorrelationTypeIdentifier\#(type)"\#(attributes)\#(dates)>"# + "\n")
        for (key, value) in metadata { append(#"  <MetadataEntry key="\#(key)" value="\#(value)"/>"# + "\n") }
        for (inner, unit, value) in records {
            append(#"  <Record type="HKQuantityTypeIdentifier\#(inner)"\#(attributes) unit="\#(unit)"\#(dates) value="\#(value)"/>"# + "\n")
        }
        append(" </Correlation>\n")
    }

    /// Who writes a record: an index into `sources`.
    enum Who: Int { case phone, watch, scale, cuff, food, sleep, runs }

    /// ` sourceName="…" sourceVersion="…" device="…"` of `who` for the next record.
    private mutating func attributes(_ who: Who) -> String {
        var random = self.random
        defer { self.random = random }
        return sources[who.rawValue].attributes(day: number, random: &random)
    }

    /// `YYYY-MM-DD HH:MM:SS ±HHMM` of Unix second `instant`, in the day's offset.
    private func date(_ instant: Int) -> String { Self.date(instant, offset) }

    /// `units / 10^places` written with `places` decimals.
    static func decimal(_ units: Int, _ places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `YYYY-MM-DD HH:MM:SS ±HHMM` of Unix second `instant` written with `offset`.
    static func date(_ instant: Int, _ offset: Int) -> String {
        let local = instant + offset
        let day = LocalDay(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let seconds = local - day.dayNumber * 86_400
        let sign = offset < 0 ? "-" : "+"
        return "\(day) " + clock(seconds) + " \(sign)" + two(abs(offset) / 3600) + two(abs(offset) / 60 % 60)
    }

    /// `HH:MM:SS` of `seconds` after midnight.
    static func clock(_ seconds: Int) -> String { two(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60) }

    /// The time `after` seconds after midnight as `h:mm:ss AM`, as heart-rate variability lists write it.
    static func twelveHour(_ after: Int) -> String {
        let seconds = ((after % 86_400) + 86_400) % 86_400
        let hour = seconds / 3600 % 12 == 0 ? 12 : seconds / 3600 % 12
        return "\(hour):" + two(seconds / 60 % 60) + ":" + two(seconds % 60) + (seconds < 43_200 ? " AM" : " PM")
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
