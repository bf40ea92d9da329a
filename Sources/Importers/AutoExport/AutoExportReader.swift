import Foundation
import HistoryStore
import Metrics

/// Reads the JSON that the iOS app Health Auto Export writes into samples and workouts for a sink,
/// through the same checks as the Apple Health export (`Bounds`, 2000-01-01 to the import's time,
/// units converted or the sample skipped and counted).
///
/// The format (the app's documentation, "JSON Export Format"): `{"data": {"metrics": [...], "workouts": [...]}}`;
/// a metric is `{"name", "units", "data": [{"date": "yyyy-MM-dd HH:mm:ss Z", "qty", "source"}]}`, heart rate
/// carries `Min`, `Avg` and `Max` instead of `qty`; a workout (version 2) is `{"name", "start", "end",
/// "duration" (seconds), "activeEnergyBurned": {"qty", "units"}, "distance": {"qty", "units"}}`; some version 2
/// workouts carry no `activeEnergyBurned` but an `activeEnergy` series `[{"date", "qty", "units"}]` instead,
/// whose sum is the workout's energy.
/// Read: `step_count`, `active_energy`, `walking_running_distance`, `heart_rate` (its `Avg`), `vo2_max`.
/// A sample has one date: it is stored as an instant (start = end); it counts toward the hour it starts in.
public struct AutoExportReader<Sink: HealthExportSink> {
    public var sink: Sink
    public internal(set) var counts = HealthExportCounts()
    let earliest: Date
    let latest: Date
    /// The source name of a sample or workout that names none.
    public static var defaultSource: String { "Health Auto Export" }

    /// A reader for `sink`: dates from 2000-01-01 in `calendar`'s zone up to `now`.
    public init(sink: Sink, calendar: DayCalendar, now: Date) {
        self.sink = sink
        self.earliest = calendar.start(of: Bounds.firstDay)
        self.latest = now
    }

    /// Reads the file's JSON; a file that is not such JSON is an error naming the file and the key expected.
    public mutating func read(_ data: Data, file: String) throws {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw AutoExportError(file: file, detail: "not valid JSON: \(Self.reason(error))")
        }
        guard let root = object as? [String: Any], let body = root["data"] as? [String: Any] else {
            throw AutoExportError(file: file, detail: "expected a JSON object with a \"data\" object (Health Auto Export's JSON)")
        }
        if let metrics = body["metrics"] {
            guard let metrics = metrics as? [Any] else { throw AutoExportError(file: file, detail: "\"data.metrics\" is not an array") }
            for (index, metric) in metrics.enumerated() {
                guard let metric = metric as? [String: Any] else {
                    throw AutoExportError(file: file, detail: "data.metrics[\(index)] is not an object")
                }
                try self.metric(metric)
            }
        }
        if let workouts = body["workouts"] {
            guard let workouts = workouts as? [Any] else { throw AutoExportError(file: file, detail: "\"data.workouts\" is not an array") }
            for workout in workouts { try self.workout(workout as? [String: Any] ?? [:]) }
        }
    }

    private mutating func metric(_ metric: [String: Any]) throws {
        guard let name = metric["name"] as? String, let type = AutoExportMetric.type(named: name) else {
            counts.otherTypes += (metric["data"] as? [Any])?.count ?? 0
            return
        }
        let units = metric["units"] as? String ?? ""
        for entry in metric["data"] as? [Any] ?? [] {
            guard let entry = entry as? [String: Any] else { skip(.missingAttribute); continue }
            if let reason = try sample(entry, type: type, units: units) { skip(reason) }
        }
    }

    /// Sends one metric entry to the sink, or says why it is left out.
    private mutating func sample(_ entry: [String: Any], type: HealthRecordType, units: String) throws -> SkipReason? {
        let value = type == .heartRate ? entry["Avg"] ?? entry["qty"] : entry["qty"]
        guard let dateText = entry["date"] as? String, let value else { return .missingAttribute }
        guard let date = HealthDate.parse(dateText) else { return .badDate }
        if let problem = dateProblem(date, date) { return problem }
        guard let number = Self.number(value) else { return .notANumber }
        guard let factor = AutoExportMetric.factor(units, for: type) else { return .unknownUnit }
        guard number >= 0 else { return .negative }
        guard type.bound.contains(number * factor) else { return .outOfRange }
        guard let source = Self.source(entry["source"]) else { return .longText }
        try sink.add(SampleRow(type: type.sampleType, start: date, end: date, value: number * factor,
                               unit: type.units.stored, sourceName: source), type: type)
        counts.records[type, default: 0] += 1
        counts.cover(date, date)
        return nil
    }

    private mutating func workout(_ entry: [String: Any]) throws {
        guard let name = entry["name"] as? String, let startText = entry["start"] as? String,
              let endText = entry["end"] as? String else { return skip(.missingAttribute) }
        guard let start = HealthDate.parse(startText), let end = HealthDate.parse(endText) else { return skip(.badDate) }
        guard start <= end else { return skip(.startAfterEnd) }
        if let problem = dateProblem(start, end) { return skip(problem) }
        let duration = entry["duration"].map { Self.number($0) } ?? end.timeIntervalSince(start)
        guard let duration else { return skip(.notANumber) }
        let energy: Double?, distance: Double?
        do throws(SkipReason) {
            if let burned = try Self.measure(entry["activeEnergyBurned"], family: .energy) {
                energy = burned
            } else {
                energy = try Self.energy(series: entry["activeEnergy"])
            }
            distance = try Self.measure(entry["distance"], family: .distance)
        } catch {
            return skip(error)
        }
        guard duration >= 0, energy ?? 0 >= 0, distance ?? 0 >= 0 else { return skip(.negative) }
        guard Bounds.workoutDuration.contains(duration), energy.map(Bounds.workoutEnergy.contains) ?? true,
              distance.map(Bounds.workoutDistance.contains) ?? true else { return skip(.outOfRange) }
        guard let activity = TextCache.clean(AutoExportMetric.activityType(name)), let source = Self.source(entry["source"]) else {
            return skip(.longText)
        }
        let workout = Workout(activityType: activity, start: start, end: end, durationSeconds: duration,
                              energyKcal: energy, distanceMeters: distance, sourceName: source)
        try sink.add(workout)
        counts.workouts += 1
        if activity == Workout.hiitType { counts.hiitWorkouts += 1 }
        counts.cover(start, end)
    }

    private func dateProblem(_ start: Date, _ end: Date) -> SkipReason? {
        if start < earliest { return .beforeFirstDay }
        if end > latest { return .afterExportDate }
        return nil
    }

    private mutating func skip(_ reason: SkipReason) { counts.skipped[reason, default: 0] += 1 }

    /// A JSON number (never a boolean), finite.
    static func number(_ value: Any) -> Double? {
        // JSONSerialization gives `true`/`false` as NSNumbers of type char ("c").
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    /// `{"qty": …, "units": …}` in the family's stored unit; `nil` when absent.
    static func measure(_ value: Any?, family: HealthUnit.Family) throws(SkipReason) -> Double? {
        guard let value else { return nil }
        guard let object = value as? [String: Any], let qty = object["qty"] else { throw .missingAttribute }
        guard let number = number(qty) else { throw .notANumber }
        guard let factor = family.factor(object["units"] as? String ?? "") else { throw .unknownUnit }
        return number * factor
    }

    /// A workout's `activeEnergy`: an object `{"qty", "units"}`, or a series of them (each with its `date`),
    /// summed; `nil` when absent or an empty series.
    static func energy(series value: Any?) throws(SkipReason) -> Double? {
        guard let series = value as? [Any] else { return try measure(value, family: .energy) }
        var total: Double?
        for point in series {
            guard let amount = try measure(point, family: .energy) else { throw .missingAttribute }
            guard amount >= 0 else { throw .negative }
            total = (total ?? 0) + amount
        }
        return total
    }

    /// The entry's source name cleaned as the Apple import cleans it; the app's name when there is none.
    static func source(_ value: Any?) -> String? {
        guard let text = value as? String, !text.isEmpty else { return defaultSource }
        return TextCache.clean(text)
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }
}

/// A Health Auto Export file that is not the JSON the app writes.
public struct AutoExportError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let detail: String
    public var description: String { "\(file): \(detail)" }
}
