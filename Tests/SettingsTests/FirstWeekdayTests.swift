import Metrics
import Testing
import Settings

@Suite("habits.first_weekday lays out the site's weeks")
struct FirstWeekdayTests {
    // docs/settings.md: habits.first_weekday, "sunday" or "monday" (the default): "The day habit weeks start on."
    @Test("each setting gives its week, and the week gives the setting back", arguments: [
        (FirstWeekday.sunday, 1, "Sun"), (FirstWeekday.monday, 2, "Mon"),
    ])
    func week(setting: FirstWeekday, firstWeekday: Int, firstName: String) {
        #expect(setting.week == HabitWeek(firstWeekday: firstWeekday))
        #expect(setting.week.shortNames.first == firstName)
        #expect(FirstWeekday(setting.week) == setting)
    }
}
