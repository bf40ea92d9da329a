import Foundation
import Metrics
import Settings
import Workspace

/// `training/reminders.ics`: the workout reminder as a calendar feed a calendar app subscribes to.
///
/// Seed N4x4: "If enabled, app schedules recurring reminder notification every X days", with the copy
/// “Time for your N4x4 session. It’s been X day(s). Ready for your next workout?”. The web form is one
/// recurring event (RRULE:FREQ=DAILY;INTERVAL=X) with a display alarm. Its time is floating local time
/// (the `reminder_time` wherever the calendar is), so DST never moves it. The UID depends only on the
/// site's title, so a subscriber's calendar updates the event on rebuild instead of duplicating it.
enum ReminderFeed {
    /// How long the event lasts: about one N4x4 session (warm-up, 4 × 4 minutes, recoveries).
    static let duration = "PT40M"

    /// The schedule in force, or `nil` when `[training] reminders` is off.
    static func schedule(_ summary: TrainingSummary, _ settings: SiteSettings) -> ReminderSchedule? {
        guard settings.training.reminders else { return nil }
        return ReminderSchedule(everyDays: settings.training.everyDays, lastSession: summary.hiitSessions.first?.day,
                                today: summary.today)
    }

    /// Adds the feed to `site` when reminders are on.
    static func render(_ schedule: ReminderSchedule?, _ model: SiteModel, into site: inout Site) throws(BuildError) {
        guard let schedule else { return }
        try site.add(Routes.reminderFeed, text: text(schedule, settings: model.settings, now: model.now))
    }

    /// The feed's text; `now` (the build's time) is the DTSTAMP, so the same build gives the same bytes.
    static func text(_ schedule: ReminderSchedule, settings: SiteSettings, now: Date) -> String {
        var calendar = ICalendar()
        calendar.component("VCALENDAR") { cal in
            cal.add("VERSION", "2.0")
            cal.add("PRODID", "-//sitegen//Workout reminders//EN")
            cal.add("CALSCALE", "GREGORIAN")
            cal.add("X-WR-CALNAME", text: "\(settings.title): N4x4 workout reminders")
            cal.component("VEVENT") { event in addEvent(&event, schedule, settings, now) }
        }
        return calendar.text
    }

    private static func addEvent(_ event: inout ICalendar, _ schedule: ReminderSchedule, _ settings: SiteSettings, _ now: Date) {
        let time = settings.training.reminderTime
        event.add("UID", uid(settings))
        event.add("DTSTAMP", ICalendar.utc(now))
        event.add("DTSTART", compact(schedule.nextDay) + String(format: "T%02d%02d00", time.hour, time.minute))
        event.add("DURATION", duration)
        event.add("RRULE", "FREQ=DAILY;INTERVAL=\(schedule.everyDays)")
        event.add("SUMMARY", text: schedule.message)
        let format = settings.format
        event.add("DESCRIPTION", text: "\(schedule.message)\n\(schedule.scheduleText(at: format.time(hour: time.hour, minute: time.minute), format: format))")
        event.add("TRANSP", "TRANSPARENT")
        event.component("VALARM") { alarm in
            alarm.add("ACTION", "DISPLAY")
            alarm.add("TRIGGER", "PT0M")
            alarm.add("DESCRIPTION", text: schedule.message)
        }
    }

    /// `workout-reminder-<FNV-1a of the title>@sitegen`: stable from build to build.
    static func uid(_ settings: SiteSettings) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in settings.title.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "workout-reminder-" + String(hash, radix: 16) + "@sitegen"
    }

    /// `20261128`.
    static func compact(_ day: LocalDay) -> String { day.description.filter { $0 != "-" } }
}
