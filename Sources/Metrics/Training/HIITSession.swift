import Foundation

/// One imported high-intensity interval training workout (an N4x4 session).
public struct HIITSession: Sendable, Equatable, Codable {
    public let day: LocalDay
    /// Local start time, `HH:MM`.
    public let startTime: String
    /// Whole minutes, rounded.
    public let durationMinutes: Int
    /// Active energy, whole kcal, when Health recorded it.
    public let energyKcal: Int?
    /// The mean and highest heart rate of the samples during the workout, when there are any.
    public let averageHeartRate: Int?
    public let maxHeartRate: Int?

    /// Every HIIT workout of `workouts`, newest first, with its heart rate from `heartRate` (oldest first).
    public static func all(workouts: [Workout], heartRate: [TimedValue], calendar: DayCalendar) -> [HIITSession] {
        workouts.filter { $0.activityType == Workout.hiitType }
            .sorted { $0.start > $1.start }
            .map { session($0, heartRate: heartRate, calendar: calendar) }
    }

    private static func session(_ workout: Workout, heartRate: [TimedValue], calendar: DayCalendar) -> HIITSession {
        let beats = samples(heartRate, from: workout.start, to: workout.end).map(\.value)
        return HIITSession(day: calendar.day(containing: workout.start), startTime: calendar.clockTime(workout.start),
                           durationMinutes: WholeNumber.rounded(workout.durationSeconds / 60),
                           energyKcal: workout.energyKcal.map(WholeNumber.rounded),
                           averageHeartRate: beats.isEmpty ? nil : WholeNumber.rounded(beats.reduce(0, +) / Double(beats.count)),
                           maxHeartRate: beats.max().map(WholeNumber.rounded))
    }

    /// The samples of `sorted` (oldest first) within `[start, end]`, found by binary search.
    static func samples(_ sorted: [TimedValue], from start: Date, to end: Date) -> ArraySlice<TimedValue> {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid].instant < start { low = mid + 1 } else { high = mid }
        }
        var last = low
        while last < sorted.count, sorted[last].instant <= end { last += 1 }
        return sorted[low..<last]
    }
}

/// A workout as recorded by Health.
public struct Workout: Sendable, Equatable {
    /// HealthKit's name, e.g. `HKWorkoutActivityTypeHighIntensityIntervalTraining`.
    public var activityType: String
    public var start: Date
    public var end: Date
    public var durationSeconds: Double
    public var energyKcal: Double?
    public var distanceMeters: Double?
    public var sourceName: String
    public init(activityType: String, start: Date, end: Date, durationSeconds: Double,
                energyKcal: Double? = nil, distanceMeters: Double? = nil, sourceName: String) {
        self.activityType = activityType
        self.start = start
        self.end = end
        self.durationSeconds = durationSeconds
        self.energyKcal = energyKcal
        self.distanceMeters = distanceMeters
        self.sourceName = sourceName
    }
    public static let hiitType = "HKWorkoutActivityTypeHighIntensityIntervalTraining"
}
