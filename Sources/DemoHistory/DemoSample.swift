import Foundation
import HistoryStore

/// One raw sample the demo writes into `samples`.
struct DemoSample {
    var type: String
    var start: Date
    var end: Date
    var value: Double
    var unit: String
    var sourceName: String

    /// The demo phone counts steps, energy and distance; the demo watch measures the heart.
    static let phone = "Demo iPhone"
    static let watch = "Demo Watch"

    /// A sample at one instant (heart rate, VO2 max).
    static func instant(_ type: String, at instant: Date, value: Double, unit: String) -> DemoSample {
        DemoSample(type: type, start: instant, end: instant, value: value, unit: unit, sourceName: watch)
    }
}
