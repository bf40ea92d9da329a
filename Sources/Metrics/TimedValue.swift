import Foundation

/// One sample at one instant.
public struct TimedValue: Sendable, Equatable {
    public var instant: Date
    public var value: Double
    public init(instant: Date, value: Double) { self.instant = instant; self.value = value }
}
