/// A local time of day to the minute, written `HH:MM` (00:00–23:59).
public struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int

    /// A time from its parts; `nil` outside 00:00–23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(uncheckedHour: hour, minute: minute)
    }

    /// Parses exactly `HH:MM` (two digits each); `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(Self.isTwoDigits),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    init(uncheckedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// `HH:MM`, zero-padded.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    private static func isTwoDigits(_ part: Substring) -> Bool {
        part.utf8.count == 2 && part.utf8.allSatisfy { (48...57).contains($0) }
    }
}
