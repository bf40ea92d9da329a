import Strings
import Foundation

/// The VO₂ max readings as a trend: the series, the latest value and its change.
///
/// Seed N4x4: "If at least 2 VO₂ points exist, show trend chart. … No VO₂ max samples: Show
/// “No VO₂ max trend yet…” helper message. Only one VO₂ sample: No trend line; same fallback text."
public struct VO2MaxTrend: Sendable, Equatable, Codable {
    /// One reading: its local day and value in mL/min·kg (rounded to a tenth).
    public struct Point: Sendable, Equatable, Codable {
        public let day: LocalDay
        public let value: Double
        public init(day: LocalDay, value: Double) { self.day = day; self.value = value }
    }

    /// Every reading, oldest first.
    public let points: [Point]
    /// The newest reading.
    public let latest: Point?
    /// Latest minus the reading before it.
    public let changeSincePrevious: Double?
    /// Latest minus the first reading.
    public let changeSinceFirst: Double?

    /// The trend of the samples `samples` (oldest first), days in `calendar`'s time zone.
    public init(samples: [TimedValue], calendar: DayCalendar) {
        let points = samples.sorted { $0.instant < $1.instant }
            .map { Point(day: calendar.day(containing: $0.instant), value: Self.tenth($0.value)) }
        self.points = points
        self.latest = points.last
        self.changeSincePrevious = points.count >= 2 ? Self.tenth(points[points.count - 1].value - points[points.count - 2].value) : nil
        self.changeSinceFirst = points.count >= 2 ? points.last.map { Self.tenth($0.value - points[0].value) } : nil
    }

    /// Seed N4x4: "If at least 2 VO₂ points exist, show trend chart."
    public var hasChart: Bool { points.count >= 2 }

    /// The seed's fallback text with what to do, or `nil` when there is a chart.
    public var fallbackText: String? { fallbackText(.english) }

    /// `fallbackText` in `words`.
    public func fallbackText(_ words: StringTable) -> String? {
        switch points.count {
        case 0: words[.vo2NoReadings]
        case 1: words[.vo2OneReading]
        default: nil
        }
    }

    static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
