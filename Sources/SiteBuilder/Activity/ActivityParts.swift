import Foundation
import Metrics

/// View pieces shared by the Day, Week and Month pages of the Activity section.
enum ActivityParts {
    /// A stat tile: "exactly one metric (numeric value + label)".
    struct Tile {
        let value: String
        let label: String
        let note: String?
    }

    /// A Day / Week / Month tab of the page's day.
    struct Tab {
        let label: String
        let href: String
        let current: Bool
    }

    /// A row of the User vs Walking Bot list.
    struct Runner {
        let rank: Int
        let name: String
        let steps: String
        let isUser: Bool
    }

    enum Mode { case day, week, month }

    /// The Day / Week / Month tabs for `day`, seen from `path`.
    static func tabs(for day: LocalDay, mode: Mode, from path: PagePath) -> [Tab] {
        let month = Routes.month(day)
        return [
            Tab(label: "Day", href: path.link(to: Routes.day(day)), current: mode == .day),
            Tab(label: "Week", href: path.link(to: Routes.week(day)), current: mode == .week),
            Tab(label: "Month", href: path.link(to: month), current: mode == .month),
        ]
    }

    /// The list's rows: descending by steps, the User first on a tie.
    static func race(user: Int, bot: Int) -> [Runner] {
        BotRace(userSteps: user, botSteps: bot).ranking.enumerated().map {
            Runner(rank: $0 + 1, name: $1.name, steps: NumberText.grouped($1.steps), isUser: $1.isUser)
        }
    }

    /// The streak tile.
    static func streakTile(_ streak: Int) -> Tile { Tile(value: "\(streak)", label: "Streak", note: nil) }

    /// The kcal tile: active energy, or `--` without data.
    static func kcalTile(_ kcal: Double?) -> Tile {
        Tile(value: kcal.map { NumberText.grouped(ActivityRules.kilocalories($0)) } ?? placeholder, label: "kcal", note: nil)
    }

    /// The distance tile in miles, or `--` without data.
    static func milesTile(_ miles: Double?) -> Tile {
        Tile(value: miles.map { NumberText.fixed(ActivityRules.milesShown($0), places: 2) } ?? placeholder, label: "miles", note: nil)
    }

    /// The seed's no-recent-data placeholder.
    static let placeholder = "--"
}
