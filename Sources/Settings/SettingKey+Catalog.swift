import Metrics

/// The one table of `site.toml` keys: parsing, validation, `entries` and the docs all read it.
extension SettingKey {
    /// Every key, in the order a `site.toml` lists them: top-level keys, then each table.
    public static let all: [SettingKey] = [
        SettingKey("title", .text(nonEmpty: false, limit: .siteTitle), \.title,
                   meaning: "The site's name, shown in every page's title and header."),
        SettingKey("time_zone", .timeZone, \.timeZone, documentedDefault: "the machine's time zone",
                   meaning: "Where days start and end (00:00:00–23:59:59 local time, DST included)."),
        SettingKey("output", .text(nonEmpty: true), \.output,
                   meaning: "The folder the site is written to, relative to the site folder."),
        SettingKey("demo", .boolean, \.demo,
                   meaning: "When true, the build uses a generated demo history instead of the store."),
        SettingKey("theme", .choice, \.theme,
                   meaning: "The colour scheme of the pages; auto follows the viewer's system."),
        SettingKey("store.path", .text(nonEmpty: true), \.store.path,
                   meaning: "The SQLite history store, relative to the site folder."),
        SettingKey("activity.step_goal", .bounded(Bounds.stepGoal), \.activity.stepGoal,
                   meaning: "Daily step goal; each day is judged by the goal in force that day."),
        SettingKey("activity.bonus_earn_interval", .bounded(Bounds.bonusEarnInterval), \.activity.bonusEarnInterval,
                   meaning: "Earn one bonus day every N consecutive days the goal is achieved."),
        SettingKey("activity.max_bonus_days", .bounded(Bounds.maxBonusDays), \.activity.maxBonusDays,
                   meaning: "The most bonus days that can be held at once."),
        SettingKey("activity.heart_rate_window_minutes", .bounded(Bounds.heartRateWindow),
                   \.activity.heartRateWindowMinutes,
                   meaning: "Current heart rate is the latest sample within this many minutes."),
        SettingKey("energy.comparison_weeks", .bounded(Bounds.comparisonWeeks), \.energy.comparisonWeeks,
                   meaning: "How many past same weekdays the energy average uses."),
        SettingKey("habits.first_weekday", .choice, \.habits.firstWeekday,
                   meaning: "The day habit weeks start on."),
        SettingKey("training.reminders", .boolean, \.training.reminders,
                   meaning: "When true, the site publishes training/reminders.ics, a workout reminder feed."),
        SettingKey("training.every_days", .bounded(Bounds.reminderInterval), \.training.everyDays,
                   meaning: "The workout reminder repeats every this many days."),
        SettingKey("training.reminder_time", .timeOfDay, \.training.reminderTime,
                   meaning: "Local time of day of the workout reminder, HH:MM."),
        SettingKey("gym.dots_per_month", .bounded(Bounds.dotsPerMonth), \.gym.dotsPerMonth,
                   meaning: "How many dots the month's gym visit grid has."),
        SettingKey("moments.hide", .stringList, \.moments.hide,
                   meaning: "Automatic moments not to show, by the key each one's page gives."),
    ]
}
