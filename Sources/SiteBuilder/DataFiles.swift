import Foundation
import Metrics

/// The computed figures as JSON under `data/`, so other tools (and tests) can read them.
///
/// Names are documented in README.md. Keys are sorted and numbers rounded, so the same
/// history gives the same bytes.
enum DataFiles {
    /// One day's figures in `data/days.json`.
    struct DayFigures: Codable, Equatable {
        let day: LocalDay
        let steps: Int
        let stepGoal: Int
        let goalAchieved: Bool
        let activeEnergyKcal: Int
        let distanceMiles: Double
        let hasNote: Bool
    }

    static let metersPerMile = 1_609.344

    /// One setting in `data/settings.json`.
    struct SettingFigure: Codable, Equatable {
        let key: String
        let value: String
        let isDefault: Bool
    }

    /// Adds `data/overview.json`, `data/days.json` and `data/settings.json` to `site`.
    static func render(_ summary: OverviewSummary, _ context: BuildContext, into site: inout Site) throws(BuildError) {
        try site.add("data/overview.json", try encode(summary))
        try site.add("data/days.json", try encode(context.pageDays.map { figures(for: $0, context) }))
        let settings = context.settings.entries.map { SettingFigure(key: $0.key, value: $0.value, isDefault: $0.isDefault) }
        try site.add("data/settings.json", try encode(settings))
    }

    static func figures(for day: LocalDay, _ context: BuildContext) -> DayFigures {
        let steps = context.steps(on: day), goal = context.goals.goal(on: day)
        let meters = context.history.daily[.distance]?[day] ?? 0
        return DayFigures(day: day, steps: steps, stepGoal: goal, goalAchieved: steps >= goal,
                          activeEnergyKcal: Int((context.history.daily[.activeEnergy]?[day] ?? 0).rounded()),
                          distanceMiles: (meters / metersPerMile * 100).rounded() / 100,
                          hasNote: context.history.notes[day] != nil)
    }

    static func encode<T: Encodable>(_ value: T) throws(BuildError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do { return try encoder.encode(value) + Data("\n".utf8) } catch {
            throw BuildError(phase: .render, message: "could not encode JSON: \(error)")
        }
    }
}
