import Foundation
import Metrics

/// The demo's fixed names: Skill Tracker's categories and the habits the demo person keeps.
enum DemoCatalog {
    /// Seed Skill Tracker's predefined categories with their gradients.
    static let categories = [
        HabitCategory(name: "Personal Development", gradientFrom: "#B57FFF", gradientTo: "#9966E6"),
        HabitCategory(name: "Fitness", gradientFrom: "#4CAF50", gradientTo: "#388E3C"),
        HabitCategory(name: "Learning", gradientFrom: "#FF9800", gradientTo: "#E68900"),
        HabitCategory(name: "Health", gradientFrom: "#40C4C4", gradientTo: "#2FA6A6"),
        HabitCategory(name: "Mindfulness", gradientFrom: "#4D99FF", gradientTo: "#3377DD"),
        HabitCategory(name: "Creative", gradientFrom: "#E91E63", gradientTo: "#C2185B"),
        HabitCategory(name: "Nutrition", gradientFrom: "#FF5252", gradientTo: "#DD3333"),
        HabitCategory(name: "Hydration", gradientFrom: "#42A5F5", gradientTo: "#1E88E5"),
        HabitCategory(name: "Home", gradientFrom: "#8D6E63", gradientTo: "#6D4C41", icon: "home"),
    ]

    /// Seed Skill Tracker's morning routine (F-006): "Read 10 pages, Stretch, Track weight, Drink 500ml water".
    static let morningRoutine: Set<String> = ["Read 10 pages", "Stretch", "Track weight", "Drink 500ml water"]

    /// A habit and how reliably the demo person keeps it (the chance of doing it when due).
    struct HabitSpec {
        var habit: Habit
        var diligence: Double
        /// The last day it was practised, for an archived habit.
        var stoppedOn: LocalDay?
    }

    /// The habits, relative to the first and last day of the history: daily ones, N times a week,
    /// chosen weekdays, targets ("8 cups per day"), one with rollover, a 30-day challenge, one archived,
    /// the morning routine and one in a custom category.
    static func habits(firstDay: LocalDay, today: LocalDay) -> [HabitSpec] {
        let challengeStart = today.adding(days: -150)
        return [
            spec("Read 10 pages", "Learning", "book", .daily, target: (10, "pages"), 0, firstDay, 0.8),
            spec("Stretch", "Fitness", "figure", .daily, target: nil, 1, firstDay, 0.7),
            spec("Drink Water", "Hydration", "drop", .daily, target: (8, "cups"), 2, firstDay.adding(days: 20), 0.9),
            spec("Drink 500ml water", "Hydration", "glass", .daily, target: nil, 3, firstDay.adding(days: 30), 0.88),
            spec("Tidy up 10 minutes", "Home", "home", .weekdays([1, 4, 7]), target: nil, 8, firstDay.adding(days: 100), 0.8),
            spec("Track weight", "Health", "scale", .weekdays([2, 4, 6]), target: nil, 3,
                 firstDay.adding(days: 40), 0.85),
            spec("Meditate", "Mindfulness", "leaf", .timesPerWeek(5), target: (10, "minutes"), 4,
                 firstDay.adding(days: 60), 0.8),
            with(spec("Practice guitar", "Creative", "music", .timesPerWeek(3), target: nil, 5,
                      firstDay.adding(days: 90), 0.75)) { $0.habit.rollover = true },
            with(spec("30-day no sugar challenge", "Nutrition", "apple", .daily, target: nil, 6,
                      challengeStart.adding(days: -1), 0.92)) {
                $0.habit.startDay = challengeStart
                $0.habit.endDay = challengeStart.adding(days: 29)
            },
            with(spec("Learn Spanish", "Personal Development", "globe", .timesPerWeek(4), target: nil, 7,
                      firstDay, 0.7)) {
                $0.habit.archived = true
                $0.stoppedOn = firstDay.adding(days: 240)
            },
        ]
    }

    /// `count` more daily habits for benchmarks, spread over the seed's categories.
    static func extraHabits(_ count: Int, firstDay: LocalDay) -> [HabitSpec] {
        (0..<max(0, count)).map { index in
            spec("Practice skill \(index + 1)", categories[index % 8].name, "star", index % 3 == 0 ? .timesPerWeek(4) : .daily,
                 target: nil, 20 + index, firstDay, 0.6 + Double(index % 4) * 0.1)
        }
    }

    private static func spec(_ name: String, _ category: String, _ icon: String, _ frequency: HabitFrequency,
                             target: (Double, String)?, _ position: Int, _ created: LocalDay,
                             _ diligence: Double) -> HabitSpec {
        HabitSpec(habit: Habit(id: 0, name: name, category: category, icon: icon, frequency: frequency,
                               targetValue: target?.0, targetUnit: target?.1, position: position, created: created,
                               morningRoutine: morningRoutine.contains(name)),
                  diligence: diligence)
    }

    private static func with(_ spec: HabitSpec, _ change: (inout HabitSpec) -> Void) -> HabitSpec {
        var copy = spec
        change(&copy)
        return copy
    }
}
