import Metrics
import Strings

/// What a habit card shows (seed Skill Tracker, "Habit Card Components"): the category gradient, a white
/// icon, the bold name, the frequency subtitle, 🔥 streak top right, ✓ when done or + with the partial
/// level as a progress bar, and the rollover arrow.
struct HabitCardView {
    let name: String
    let className: String
    /// The icon's name (`icon-NAME` on the card; the card's `::before` draws it).
    let icon: String
    let subtitle: String
    let streak: Int
    /// "3 weeks": the streak with its unit, as shown (the template says "Streak: 3 weeks" to a screen
    /// reader and in the tooltip).
    let streakText: String
    let done: Bool
    /// Not due that day and not done: the card says so and is shown muted, never as undone.
    let notDue: Bool
    let levelName: String
    let statusLabel: String
    /// The progress bar's width as a class `w-N` (whole percent in steps of 5; the card's `::after` draws
    /// the bar): `nil` when the card is done (no bar) or at 0 % (the bar's default).
    let progressClass: String?
    let rolledOverText: String?
    let skipped: Bool
    /// The habit's statistics page, from the site root (the template prefixes `root`).
    let detailPath: String
    /// Serve's forms only: the page's day (`YYYY-MM-DD`) on an earlier day's page, so that its forms
    /// check in (and undo) that day; `nil` on today's page, whose forms check in today when posted.
    let checkInDate: String?
    /// Serve's forms only: "today", or "on 2026-11-20".
    let checkInWhen: String
    /// Serve's forms only: the check-in and undo forms' labels and the undo button's text.
    let checkInLabel: String
    let undoLabel: String
    let undoText: String

    init(card: HabitsDay.Card, styles: HabitStylesheet, pastDay: LocalDay? = nil, format: SiteFormat = .standard, words: Words = .english) {
        let habit = card.habit
        name = habit.name
        className = styles.className(habit.category)
        icon = HabitIcons.known(habit.icon)
        subtitle = Self.subtitle(card, format: format, words)
        streak = card.streak
        streakText = card.streakUnit.count(card.streak, words.table)
        notDue = card.notDue
        done = card.level == .full
        levelName = card.level.name
        statusLabel = Self.status(card, format: format, words)
        let progressStep = Int((card.progress * 20).rounded()) * 5
        progressClass = card.level == .full || progressStep == 0 ? nil : "w-\(progressStep)"
        rolledOverText = card.rolledOverFrom.map { words(.rolledOverFrom, ["date": format.fullMonthAndDay($0)]) }
        skipped = card.skipped
        detailPath = Routes.habit(habit.id).file
        checkInDate = pastDay.map(\.description)
        checkInWhen = pastDay.map { words(.checkInOn, ["date": "\($0)"]) } ?? words[.checkInToday]
        checkInLabel = words(.checkInHabit, ["name": name, "when": checkInWhen])
        undoLabel = words(.undoCheckIn, ["name": name, "when": checkInWhen])
        undoText = words(.undoWhen, ["when": checkInWhen])
    }

    /// "Every day · 8 cups per day · 2 of 3 this week".
    static func subtitle(_ card: HabitsDay.Card, format: SiteFormat = .standard, _ words: Words = .english) -> String {
        var parts = [card.habit.loop?.frequencyText(words.table, format: format)
                     ?? card.habit.frequency.text(words.table, format: format)]
        if let loopTarget = card.habit.loop?.targetText(words.table, format: format) {
            parts.append(loopTarget)
        } else if let target = card.habit.targetValue {
            parts.append(words(.perDay, ["target": format.count(target), "unit": card.habit.targetUnit ?? words[.times]]))
        }
        if let week = card.weekDone, case .timesPerWeek(let times) = card.habit.frequency {
            parts.append(words(.weekProgress, ["count": "\(week)", "times": "\(times)"]))
        }
        return parts.joined(separator: " · ")
    }

    /// "Done", "Skipped", "Not due", "Partly done: 5 of 8 cups", "Not done yet".
    static func status(_ card: HabitsDay.Card, format: SiteFormat = .standard, _ words: Words = .english) -> String {
        if card.skipped { return words[.skipped] }
        if card.notDue { return words[.notDue] }
        let amount = card.count.map { count in
            let of = card.habit.targetValue.map { " " + words[.of] + " \(format.fixed($0, places: 0))" } ?? ""
            return ": \(format.count(count))\(of) "
                + (card.habit.targetUnit ?? card.habit.loop?.unit ?? "")
        } ?? ""
        switch card.level {
        case .full: return words[.done] + amount
        case .medium: return words[.mostlyDone] + amount
        case .partial: return words[.partlyDone] + amount
        case .none: return words[.notDoneYet]
        }
    }
}

/// A card is made 73,000 times for the 10-year site: its fields are listed, not reflected.
extension HabitCardView: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("name", name); f("className", className); f("icon", icon); f("subtitle", subtitle); f("streak", streak)
        f("streakText", streakText); f("done", done); f("notDue", notDue); f("levelName", levelName)
        f("statusLabel", statusLabel); f("progressClass", progressClass); f("rolledOverText", rolledOverText)
        f("skipped", skipped); f("detailPath", detailPath); f("checkInDate", checkInDate)
        f("checkInWhen", checkInWhen); f("checkInLabel", checkInLabel); f("undoLabel", undoLabel); f("undoText", undoText)
    }
}
