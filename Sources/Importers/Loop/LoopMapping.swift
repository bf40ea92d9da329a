import Foundation
import Metrics

/// How a Loop habit and its entries become a sitegen habit and check-ins (the rules docs/importing.md lists).
public enum LoopMapping {
    /// A check-in's content before it belongs to a stored habit.
    public struct Mark: Sendable, Equatable {
        public var level: CompletionLevel
        public var count: Double?
        public var skipped: Bool

        init(_ level: CompletionLevel, count: Double? = nil, skipped: Bool = false) {
            self.level = level
            self.count = count
            self.skipped = skipped
        }
    }

    /// What one entry becomes.
    public enum Outcome: Sendable, Equatable {
        /// A check-in with this content.
        case store(Mark)
        /// Nothing, for this reason.
        case skip(LoopSkipReason)
    }

    /// Loop's "`numerator` times every `denominator` days" as a sitegen frequency: 1/1 (and any n/d that
    /// comes to 7 a week) is daily; otherwise N times a week with N = n × 7 ÷ d rounded half up and kept
    /// within 1…7 (3/7 → 3, 1/2 → 4, 1/14 → 1, 1/30 → 1). A measurable habit is daily: its target
    /// becomes a daily one (`target(_:)`).
    public static func frequency(_ habit: LoopHabit) -> HabitFrequency {
        guard !habit.measurable, habit.denominator > 0 else { return .daily }
        let perWeek = (Double(habit.numerator) * 7 / Double(habit.denominator)).rounded(.toNearestOrAwayFromZero)
        let times = min(7, max(1, Int(perWeek)))
        return times == 7 ? .daily : .timesPerWeek(times)
    }

    /// A measurable AT_LEAST habit's daily target and unit: the target per `denominator` days divided
    /// by the days (20 km a week → 2.86 km a day), to two decimals. `nil` for yes/no habits, AT_MOST
    /// habits (sitegen's targets are minimums) and a target of 0.
    public static func target(_ habit: LoopHabit) -> (value: Double, unit: String)? {
        guard habit.measurable, habit.targetKind == .atLeast, habit.targetValue > 0 else { return nil }
        let daily = habit.targetValue / Double(max(1, habit.denominator))
        return ((daily * 100).rounded() / 100, habit.unit)
    }

    /// What `value` of `habit` becomes: a check-in's content, or why nothing is stored.
    ///
    /// YES_MANUAL → full; NO → an explicit check-in at level none; SKIP → a skipped check-in (the day is
    /// not due); YES_AUTO and UNKNOWN → nothing. A numerical habit's amount (NO is an amount of 0) is
    /// always kept as the count: against an AT_LEAST target the level follows from amount ÷ daily
    /// target; against an AT_MOST target the day is full when the amount is at most the daily target,
    /// else none; without a target any amount above 0 is full.
    public static func mark(_ value: LoopValue, habit: LoopHabit) -> Outcome {
        switch value {
        case .done: .store(habit.measurable ? amount(0.002, habit) : Mark(.full))
        case .notRequired: habit.measurable ? .store(amount(0.001, habit)) : .skip(.notRequired)
        case .unknown: .skip(.noData)
        case .skipped: .store(Mark(.none, skipped: true))
        case .missed: .store(habit.measurable ? amount(0, habit) : Mark(.none))
        case .amount(let value): .store(amount(value, habit))
        }
    }

    private static func amount(_ amount: Double, _ habit: LoopHabit) -> Mark {
        if let target = target(habit) {
            return Mark(.from(count: amount, target: target.value), count: amount)
        }
        if habit.measurable, habit.targetKind == .atMost, habit.targetValue > 0 {
            let daily = habit.targetValue / Double(max(1, habit.denominator))
            return Mark(amount <= daily ? .full : .none, count: amount)
        }
        return Mark(amount > 0 ? .full : .none, count: habit.measurable ? amount : nil)
    }
}
