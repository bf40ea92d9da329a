import Metrics

/// The demo's words: notes and moment bodies, in Markdown.
enum DemoTexts {
    /// Short day notes; `{steps}` becomes the day's step count.
    static let shortNotes = [
        "Rainy day, mostly indoors. Still made it to *{steps}* steps.",
        "Walked to work both ways — **{steps}** steps and a clear head.",
        "Slept badly, took it easy.",
        "Long walk by the river with friends. Legs are *tired*.",
        "Tried the new interval timer: 4 × 4 minutes is **hard**.",
        "Busy at work; lunch walk was the best part of the day.",
        "Felt a cold coming on, so rest day.\n\n- tea\n- early night",
        "Great session at the gym, new best on the rowing machine.",
    ]

    /// Seed GymStreak's milestone messages.
    static let gymMilestones: [(Int, String)] = [
        (5, "Nice start!"), (20, "You’re consistent."), (50, "Halfway there!"), (100, "Beast mode."),
    ]

    static let stepRecord = "A *huge* day on foot: the ridge loop **and** the walk home."
    static let hundredDaysOfReading = "One hundred days with a book. Favourites so far:\n\n1. *The Overstory*\n2. *Piranesi*"
    static let challengeDone = "Thirty days, **no sugar**. Cravings were gone after week two."

    static func vo2Landmark(_ value: Double) -> String {
        "The watch says **\(value)** mL/min·kg. The N4x4 intervals are paying off."
    }

    /// Personal moments: days after the first day (or before today when negative), title, Markdown.
    static let personalMoments: [(Int, String, String)] = [
        (45, "Hiked the ridge trail", "All the way to the top, *finally*. Views for days."),
        (200, "Cooked for the whole family", "Lentil soup for twelve. Nobody complained — **success**."),
        (-20, "Signed up for a half marathon", "Race day is in spring. Plan:\n\n- three runs a week\n- one long walk"),
    ]

    /// Today's note: a GFM table of the last days' steps, a task list, a link and emphasis.
    static func todayNote(today: LocalDay, recentSteps: [(LocalDay, Double)]) -> String {
        let rows = recentSteps.map { "| \($0.0) | \(grouped($0.1)) |" }.joined(separator: "\n")
        return """
            # Plan for \(today)

            A *good* week so far — keep the **streak** going.

            | Day | Steps |
            |-----|------:|
            \(rows)

            - [x] Morning stretch
            - [x] Drink water
            - [ ] N4x4 intervals after work
            - [ ] Read 10 pages

            Interval plan from the [Norwegian 4x4 protocol](https://www.ntnu.edu/cerg/advice), ~~skip~~ *never* skip the warm-up.
            """
    }

    /// A whole number with thousands separated by commas: 12,345.
    static func grouped(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
