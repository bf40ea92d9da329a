import Foundation

/// The heart-rate tile of seed HelpMeTrain.
///
/// "Current heart rate = most recent heart rate sample within the last X minutes"; with none,
/// a placeholder (`--`). A past day's page has no "current" rate: it shows that day's average.
public enum HeartRate {
    /// The newest sample at or before `now` and no older than `windowMinutes`, rounded; `samples` oldest first.
    public static func current(_ samples: [TimedValue], at now: Date, windowMinutes: Int) -> Int? {
        let end = upperBound(samples, now)
        guard end > 0 else { return nil }
        let latest = samples[end - 1]
        guard now.timeIntervalSince(latest.instant) <= Double(windowMinutes) * 60 else { return nil }
        return WholeNumber.rounded(latest.value)
    }

    /// The mean of the samples taken during `interval`, rounded; `nil` without samples.
    public static func average(_ samples: [TimedValue], in interval: DateInterval) -> Int? {
        let start = upperBound(samples, interval.start.addingTimeInterval(-0.001))
        let end = upperBound(samples, interval.end.addingTimeInterval(-0.001))
        guard end > start else { return nil }
        let sum = samples[start..<end].reduce(0.0) { $0 + $1.value }
        return WholeNumber.rounded(sum / Double(end - start))
    }

    /// The index after the last sample at or before `instant` (binary search).
    static func upperBound(_ samples: [TimedValue], _ instant: Date) -> Int {
        var low = 0, high = samples.count
        while low < high {
            let mid = (low + high) / 2
            if samples[mid].instant <= instant { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
