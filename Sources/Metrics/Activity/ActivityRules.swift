/// The Activity section's rules that several figures share, each written once (seed HelpMeTrain).
///
/// The Day dial, the streak ledger, the Day and Week pages, `data/*.json` and the overview all call
/// these, so two pages can never disagree about the same day.
public enum ActivityRules {
    /// Whether a day with `steps` actual steps reached `goal`, the goal in force that day.
    ///
    /// Seed HelpMeTrain, "Goal Achievement": "A day's goal is achieved if: `actualSteps >=
    /// goalStepsForThatDate`".
    public static func goalReached(steps: Int, goal: Int) -> Bool { steps >= goal }

    /// The actual step count of a stored daily total: the nearest whole step.
    ///
    /// A stored total can hold a fraction of a step, because a sample spanning several hours (or
    /// midnight) is spread over them in proportion to time. Seed HelpMeTrain: "Every step recorded
    /// during the day counts toward the goal", so 9,999.6 shows, and counts, as 10,000 (rounding
    /// toward zero would drop the 0.6 that was recorded). HelpMeTrain itself rounds HealthKit's sum
    /// to the nearest step the same way.
    public static func steps(_ total: Double) -> Int { WholeNumber.rounded(total) }

    /// Metres in one international mile.
    public static let metersPerMile = 1_609.344

    /// `meters` of walking and running distance in miles.
    ///
    /// Seed HelpMeTrain: "Distance: HealthKit walking/running distance, displayed in **miles**".
    public static func miles(meters: Double) -> Double { meters / metersPerMile }

    /// Miles as the pages and data files show them: to the hundredth (1.2349 → 1.23).
    public static func milesShown(_ miles: Double) -> Double { (miles * 100).rounded() / 100 }

    /// Active energy as the pages, charts and data files show it: the nearest whole kcal (the Activity
    /// tiles, the Energy section and its widgets, the overview).
    ///
    /// Seed HelpMeTrain: "Calories: HealthKit Active Energy Burned, label "kcal"".
    public static func kilocalories(_ kcal: Double) -> Int { WholeNumber.rounded(kcal) }

    /// Whether `day` is inside a step history that starts on `firstDay` (none: no history) and ends `today`.
    ///
    /// Days before the first recorded day are "no data", never 0 steps: seed HelpMeTrain's streaks run
    /// over days the person tracked, and an average over days before the history began would fall.
    public static func inHistory(_ day: LocalDay, firstDay: LocalDay?, today: LocalDay) -> Bool {
        guard let firstDay else { return false }
        return day >= firstDay && day <= today
    }
}
