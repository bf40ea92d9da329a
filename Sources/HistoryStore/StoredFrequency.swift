import Foundation
import Metrics

/// A `HabitFrequency` as its three columns: kind, count, weekdays (`"mon,wed,fri"`).
struct StoredFrequency: Equatable {
    var kind: String
    var count: Int?
    var weekdays: String?

    /// Short weekday names, index 0 = Sunday (weekday 1).
    static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    init(kind: String, count: Int?, weekdays: String?) {
        self.kind = kind
        self.count = count
        self.weekdays = weekdays
    }

    init(_ frequency: HabitFrequency) {
        switch frequency {
        case .daily:
            self.init(kind: "daily", count: nil, weekdays: nil)
        case .timesPerWeek(let count):
            self.init(kind: "times_per_week", count: count, weekdays: nil)
        case .weekdays(let days):
            let names = days.sorted().compactMap { Self.weekdayNames[safe: $0 - 1] }
            self.init(kind: "weekdays", count: nil, weekdays: names.joined(separator: ","))
        }
    }

    /// The frequency these columns describe; `nil` when they describe none (a count of times a week outside
    /// `Bounds.timesPerWeek`, which the column's CHECK refuses, included: -3 times a week trapped a report).
    var frequency: HabitFrequency? {
        switch kind {
        case "daily":
            return .daily
        case "times_per_week":
            guard let count, Bounds.timesPerWeek.range.contains(Double(count)) else { return nil }
            return .timesPerWeek(count)
        case "weekdays":
            return weekdaySet.map { .weekdays($0) }
        default:
            return nil
        }
    }

    private var weekdaySet: Set<Int>? {
        guard let weekdays, !weekdays.isEmpty else { return nil }
        var set: Set<Int> = []
        for name in weekdays.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let index = Self.weekdayNames.firstIndex(of: trimmed) else { return nil }
            set.insert(index + 1)
        }
        return set
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
