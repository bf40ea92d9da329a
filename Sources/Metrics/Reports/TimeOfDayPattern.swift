import Strings

/// When in the day a habit gets done (seed Skill Tracker B-029: "Time of day patterns"), from the check-ins
/// that carry the time they were made (`CheckIn.minute`); `nil` when none does, so a page says nothing.
public struct TimeOfDayPattern: Sendable, Equatable, Codable {
    /// The parts of the day, as the Habits page's greeting splits it: morning from 05:00, afternoon from
    /// 12:00, evening from 17:00, night from 22:00 to 04:59.
    public enum Part: String, Sendable, CaseIterable, Codable {
        case morning, afternoon, evening, night

        /// The part's name in `words` ("morning").
        public func text(_ words: StringTable) -> String {
            switch self {
            case .morning: words[.partMorning]
            case .afternoon: words[.partAfternoon]
            case .evening: words[.partEvening]
            case .night: words[.partNight]
            }
        }

        /// The part of the minute `minute` of the day (0 … 1439, local wall-clock time).
        public init(minute: Int) {
            switch minute / 60 {
            case 5..<12: self = .morning
            case 12..<17: self = .afternoon
            case 17..<22: self = .evening
            default: self = .night
            }
        }
    }

    /// Done check-ins with a time, per part, in `Part.allCases` order.
    public let counts: [Int]

    /// The pattern of `minutes` (the times of done check-ins; `nil` for one without a time); `nil` when
    /// none has a time.
    public init?(minutes: [Int?]) {
        let timed = minutes.compactMap { $0 }.filter { (0..<1440).contains($0) }
        guard !timed.isEmpty else { return nil }
        counts = Part.allCases.map { part in timed.filter { Part(minute: $0) == part }.count }
    }

    /// How many check-ins have a time.
    public var timed: Int { counts.reduce(0, +) }

    /// The part with the most check-ins; a tie goes to the earlier part.
    public var busiest: Part {
        let best = counts.max() ?? 0
        return Part.allCases[counts.firstIndex(of: best) ?? 0]
    }

    /// "Mostly in the morning: 12 of 20 timed check-ins".
    public var text: String { text(.english) }

    /// `text` in `words`.
    public func text(_ words: StringTable) -> String {
        words(.mostlyIn, ["part": busiest.text(words), "count": "\(counts[Part.allCases.firstIndex(of: busiest)!])", "total": "\(timed)"])
    }
}
