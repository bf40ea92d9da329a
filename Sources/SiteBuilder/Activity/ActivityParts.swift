import Foundation
import Metrics
import Strings

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

    /// A label under the steps graph (seed HelpMeTrain, "Day Indicators (under graph)"): one per
    /// value, the shown day or block in the capsule.
    struct Indicator {
        let label: String
        let spoken: String
        let href: String?
        let selected: Bool
    }

    enum Mode { case day, week, month }

    /// The indicators of a Day graph (weekday names) seen from `path`: each day with a Day page (`pages`,
    /// one flag a point) links to it.
    static func dayIndicators(_ series: [StepsSeries.Point], pages: [Bool], selected day: LocalDay, from path: PagePath,
                              format: SiteFormat) -> [Indicator] {
        zip(series, pages).map { point, hasPage in
            Indicator(label: format.shortWeekdayName(point.last), spoken: format.longDate(point.last),
                      href: hasPage ? path.link(to: Routes.day(point.last)) : nil, selected: point.last == day)
        }
    }

    /// The indicators of a Week graph's 7-day blocks ("11/15", the block's last day): each block whose last
    /// day has a page (`pages`) links to the Week page ending on that day.
    static func blockIndicators(_ series: [StepsSeries.Point], pages: [Bool], selected day: LocalDay, from path: PagePath,
                                format: SiteFormat, _ words: Words) -> [Indicator] {
        zip(series, pages).map { point, hasPage in
            Indicator(label: format.numericMonthAndDay(point.last),
                      spoken: words(.dateRange, ["first": format.longDate(point.first), "last": format.longDate(point.last)]),
                      href: hasPage ? path.link(to: Routes.week(point.last)) : nil, selected: point.last == day)
        }
    }

    /// The Day / Week / Month tabs for `day`, seen from `path`.
    static func tabs(for day: LocalDay, mode: Mode, from path: PagePath, _ words: Words) -> [Tab] {
        let month = Routes.month(day)
        return [
            Tab(label: words[.day], href: path.link(to: Routes.day(day)), current: mode == .day),
            Tab(label: words[.week], href: path.link(to: Routes.week(day)), current: mode == .week),
            Tab(label: words[.month], href: path.link(to: month), current: mode == .month),
        ]
    }

    /// The list's rows: descending by steps, the User first on a tie.
    static func race(user: Int, bot: Int, format: SiteFormat, _ words: Words) -> [Runner] {
        BotRace(userSteps: user, botSteps: bot).ranking.enumerated().map {
            Runner(rank: $0 + 1, name: words[$1.isUser ? .raceUser : .raceBot], steps: format.grouped($1.steps), isUser: $1.isUser)
        }
    }

    /// The streak tile; a day a bonus day kept says so.
    static func streakTile(_ streak: Int, bonusUsed: Bool = false, _ words: Words) -> Tile {
        Tile(value: "\(streak)", label: words[.streak], note: bonusUsed ? words[.keptByBonusDay] : nil)
    }

    /// The bonus-days tile: the balance at the end of the day, and whether one was used that day.
    ///
    /// Seed HelpMeTrain: "If the user misses a day's goal and has bonus days available: consume 1 bonus
    /// day, treat that day as achieved for streak continuity".
    static func bonusTile(balance: Int, used: Bool, _ words: Words) -> Tile {
        Tile(value: "\(balance)", label: words[balance == 1 ? .bonusDayOne : .bonusDayOther],
             note: words[used ? .bonusUsedThisDay : .bonusLeft])
    }

    /// The energy tile: active energy in the site's unit (kcal or kJ), or `--` without data.
    static func kcalTile(_ kcal: Double?, note: String? = nil, format: SiteFormat) -> Tile {
        Tile(value: kcal.map { format.energy(kcal: $0) } ?? placeholder, label: format.units.energy.symbol, note: note)
    }

    /// The distance tile in the site's unit (miles or km), or `--` without data.
    static func milesTile(_ miles: Double?, note: String? = nil, format: SiteFormat) -> Tile {
        Tile(value: miles.map { format.distance(miles: $0) } ?? placeholder, label: format.units.distance.label, note: note)
    }

    /// The seed's no-recent-data placeholder.
    static let placeholder = "--"
}

/// Made for every Day, Week and Month page (thousands at 10 years): listed, not reflected.
extension ActivityParts.Tile: Fields {
    func fields(_ f: inout some FieldVisitor) { f("value", value); f("label", label); f("note", note) }
}

extension ActivityParts.Tab: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("href", href); f("current", current) }
}

extension ActivityParts.Runner: Fields {
    func fields(_ f: inout some FieldVisitor) { f("rank", rank); f("name", name); f("steps", steps); f("isUser", isUser) }
}

extension ActivityParts.Indicator: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("label", label); f("spoken", spoken); f("href", href); f("selected", selected)
    }
}
