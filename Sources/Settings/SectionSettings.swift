import Metrics

/// The `[activity]` table: step goal, bonus days and the heart-rate window.
public struct ActivitySettings: Sendable, Equatable {
    /// Daily step goal, at least 1 (`step_goal`).
    public var stepGoal = 10_000
    /// "Earn bonus day every N consecutive achieved days": N, at least 1 (`bonus_earn_interval`).
    public var bonusEarnInterval = 7
    /// "Maximum bonus days cap", at least 0 (`max_bonus_days`).
    public var maxBonusDays = 2
    /// "Most recent heart rate sample within the last X minutes": X, 1–1440 (`heart_rate_window_minutes`).
    public var heartRateWindowMinutes = 10

    /// The defaults.
    public init() {}
}

/// The `[app]` table: the site as an app installed on a phone's home screen.
public struct AppSettings: Sendable, Equatable {
    /// When true, the site carries a service worker that keeps the pages already opened for offline use
    /// (`offline`; it runs only when the site is served over https).
    public var offline = false

    /// The defaults.
    public init() {}
}

/// The `[energy]` table: how the Today / Average comparison is made.
public struct EnergySettings: Sendable, Equatable {
    /// How many past same weekdays the average uses, 1–52 (`comparison_weeks`).
    public var comparisonWeeks = 10

    /// The defaults.
    public init() {}
}

/// The `[gym]` table: the monthly visit grid.
public struct GymSettings: Sendable, Equatable {
    /// How many dots the month's visit grid has, 1–100 (`dots_per_month`).
    public var dotsPerMonth = 25

    /// The defaults.
    public init() {}
}

/// The `[habits]` table: how habit weeks are laid out.
public struct HabitSettings: Sendable, Equatable {
    /// The day a habit week starts on (`first_weekday`).
    public var firstWeekday = FirstWeekday.monday

    /// The defaults.
    public init() {}
}

/// The `[moments]` table: which automatic moments to leave out.
public struct MomentSettings: Sendable, Equatable {
    /// Keys of automatic moments not to show (`hide`), as each automatic moment's page names it.
    public var hide: [String] = []

    /// The defaults.
    public init() {}
}

/// The `[store]` table: where the SQLite history store lives.
public struct StoreSettings: Sendable, Equatable {
    /// Path of the history store, relative to the site folder (`path`).
    public var path = "history.sqlite"

    /// The defaults.
    public init() {}
}

/// The `[training]` table: the workout reminder published as a calendar feed.
public struct TrainingSettings: Sendable, Equatable {
    /// Seed N4x4: "`Reminder Notifications` toggle (off by default unless user enables)" (`reminders`).
    public var reminders = false
    /// Seed N4x4: "`Every X day(s)` stepper (1–30), default `7`" (`every_days`).
    public var everyDays = 7
    /// The local time of day the reminder event starts (`reminder_time`, "HH:MM").
    public var reminderTime = TimeOfDay(uncheckedHour: 18, minute: 0)

    /// The defaults.
    public init() {}
}

/// The `[units]` table: the units pages show distances and energy in (data files keep miles and kcal).
public struct UnitSettings: Sendable, Equatable {
    /// Walking and running distance: `km` or `mi` (`distance`; default: the locale's, `MeasureUnits(locale:)`).
    public var distance = DistanceUnit.mi
    /// Energy burned: `kcal` or `kJ` (`energy`; default: the locale's).
    public var energy = EnergyUnit.kcal

    /// The defaults: the units people of `locale` read (en-US: miles and kcal).
    public init(locale: SiteLocale = .enUS) {
        let units = MeasureUnits(locale: locale)
        distance = units.distance
        energy = units.energy
    }

    /// The units as the pages use them.
    public var measureUnits: MeasureUnits { MeasureUnits(distance: distance, energy: energy) }
}

/// The colour scheme of the pages: the viewer's (`auto`, the default), or one pinned for every viewer.
public enum Theme: String, Sendable, CaseIterable {
    /// Follows the viewer's system setting (`prefers-color-scheme`); light where the viewer states none.
    case auto
    /// Light background.
    case light
    /// Near-black background with cyan accents (seed HelpMeTrain's palette).
    case dark
}

/// The day a week starts on in habit week strips and reports and in the Activity month calendar.
public enum FirstWeekday: String, Sendable, CaseIterable {
    /// Weeks run Sunday to Saturday.
    case sunday
    /// Weeks run Monday to Sunday (the default).
    case monday

    /// The site's weeks laid out from this day: the one `HabitWeek` every page and command uses.
    public var week: HabitWeek { HabitWeek(firstWeekday: self == .sunday ? 1 : 2) }

    /// The setting that lays weeks out as `week` does.
    public init(_ week: HabitWeek) { self = week.firstWeekday == 1 ? .sunday : .monday }
}
