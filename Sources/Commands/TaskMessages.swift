import Metrics

/// What the store-writing tasks say, in one place for the CLI and serve's forms: one function per task's
/// outcome, and the refusals of input both parse (a day, a completion level), so that a form and its
/// command say the same thing. A field is named as its caller names it (`--date` on the command line,
/// `date` in a form).
public enum TaskMessages {
    /// `habit check` and the check-in and undo forms: "Read on 2026-11-21: full." ("check-in removed." when
    /// level none removed it).
    public static func checkedIn(_ name: String, _ checkIn: CheckIn) -> String {
        let what = checkIn.skipped ? "skipped" : HabitTasks.removes(checkIn) ? "check-in removed" : checkIn.level.name
        return "\(name) on \(checkIn.day): \(what)."
    }

    /// `goal set` and the goal form.
    public static func goalSet(steps: Int, from effective: LocalDay) -> String {
        "The step goal is \(NumberText.grouped(steps)) from \(effective) on; earlier days keep their goals."
    }

    /// `moment add` and the moment form.
    public static func momentAdded(_ moment: Moment) -> String {
        "Added moment \(moment.id): \"\(moment.title)\" (\(moment.category), \(moment.day))."
    }

    /// A day that is not a real `YYYY-MM-DD` calendar day.
    public static func notADay(_ field: String, found text: String) -> String {
        "\(field): expected a real calendar day YYYY-MM-DD, such as 2026-11-21; found \"\(text)\""
    }

    /// A completion level that is not one of the four.
    public static func notALevel(_ field: String, found text: String) -> String {
        "\(field): expected partial, medium, full or none, found \"\(text)\""
    }
}
