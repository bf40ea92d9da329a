import Foundation
import HistoryStore
import Metrics

/// One day's movement: its raw step, energy and distance samples and their hourly sums.
struct DemoDayActivity {
    let day: LocalDay
    /// The start of each hour slot (23, 24 or 25 of them).
    let slotStarts: [Date]
    var samples: [DemoSample] = []
    /// Per quantity, the sum of the samples starting in each slot.
    var hourly: [Quantity: [Double]]

    init(day: LocalDay, slotStarts: [Date]) {
        self.day = day
        self.slotStarts = slotStarts
        let zeros = [Double](repeating: 0, count: slotStarts.count)
        hourly = Dictionary(uniqueKeysWithValues: Quantity.allCases.map { ($0, zeros) })
    }

    /// Adds a sample of `quantity` that starts in `slot`, keeping the hourly sums in step.
    mutating func add(_ quantity: Quantity, slot: Int, start: Date, end: Date, value: Double) {
        guard value > 0 else { return }
        samples.append(DemoSample(type: SampleType.of(quantity), start: start, end: end, value: value,
                                  unit: quantity.unit, sourceName: DemoSample.phone))
        hourly[quantity, default: []][slot] += value
    }

    /// The day's total of `quantity`: the sum of its hour slots.
    func total(_ quantity: Quantity) -> Double {
        (hourly[quantity] ?? []).reduce(0, +)
    }
}
