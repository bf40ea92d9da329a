import Foundation
@testable import Settings

/// Shared inputs for the settings tests.
enum Fixtures {
    /// A `site.toml` that sets every key to a value other than its default.
    static let fullFile = """
        title = "Ada's dashboard"
        time_zone = "Europe/Berlin"
        output = "public"
        demo = true
        theme = "light"

        [store]
        path = "data/history.sqlite"

        [activity]
        step_goal = 8000
        bonus_earn_interval = 5
        max_bonus_days = 3
        heart_rate_window_minutes = 30

        [energy]
        comparison_weeks = 8

        [habits]
        first_weekday = "sunday"

        [training]
        reminders = true
        every_days = 3
        reminder_time = "07:30"

        [gym]
        dots_per_month = 31
        """

    /// What `fullFile` parses to.
    static var fullSettings: SiteSettings {
        var settings = SiteSettings.defaults
        settings.title = "Ada's dashboard"
        settings.timeZone = TimeZone(identifier: "Europe/Berlin")!
        settings.output = "public"
        settings.demo = true
        settings.theme = .light
        settings.store.path = "data/history.sqlite"
        settings.activity.stepGoal = 8000
        settings.activity.bonusEarnInterval = 5
        settings.activity.maxBonusDays = 3
        settings.activity.heartRateWindowMinutes = 30
        settings.energy.comparisonWeeks = 8
        settings.habits.firstWeekday = .sunday
        settings.training.reminders = true
        settings.training.everyDays = 3
        settings.training.reminderTime = TimeOfDay(hour: 7, minute: 30)!
        settings.gym.dotsPerMonth = 31
        return settings
    }
}
