/// What a Loop import did (or, when nothing changed, found already there).
public struct LoopImportSummary: Sendable, Equatable {
    /// The folder (or zip) holding `Habits.csv`.
    public var folder: String
    public var habitsAdded = 0
    /// Habits already in the store whose rule, frequency, target or archived flag changed, or that got check-ins.
    public var habitsUpdated = 0
    public var habitsUnchanged = 0
    public var checkInsAdded = 0
    /// Days whose stored check-in the export replaced.
    public var checkInsChanged = 0
    /// Days whose stored check-in already said what the export says.
    public var checkInsUnchanged = 0
    /// Entries not stored, by reason.
    public var skipped: [LoopSkipReason: Int] = [:]
    /// The first few entries not stored, by reason: `"Meditate" 2024-05-04 (Checkmarks.csv line 2)`.
    public var skippedExamples: [LoopSkipReason: [String]] = [:]
    /// The name of the category the import created, if it created one.
    public var categoryAdded: String?
    /// Whether the site's builds show demo data instead of the store.
    public var demo = false

    /// How many entries of each reason the summary names.
    static let examplesPerReason = 3

    public init(folder: String) { self.folder = folder }

    /// Whether the import wrote anything.
    public var changedStore: Bool {
        habitsAdded + habitsUpdated + checkInsAdded + checkInsChanged > 0 || categoryAdded != nil
    }

    /// Counts an entry not stored, keeping the first few as examples.
    mutating func skip(_ reason: LoopSkipReason, example: String) {
        skipped[reason, default: 0] += 1
        if skippedExamples[reason, default: []].count < Self.examplesPerReason { skippedExamples[reason, default: []].append(example) }
    }

    /// The summary as the command prints it.
    public var text: String {
        let habits = habitsAdded + habitsUpdated + habitsUnchanged
        var lines: [String]
        if changedStore {
            lines = ["Imported the Loop Habit Tracker export in \(folder): \(Self.count(habits, "habit")) (\(habitsAdded) added, "
                + "\(habitsUpdated) updated, \(habitsUnchanged) unchanged); \(Self.count(checkInsAdded, "check-in")) added, "
                + "\(checkInsChanged) changed, \(checkInsUnchanged) already stored."]
        } else {
            lines = ["The Loop Habit Tracker export in \(folder): \(Self.count(habits, "habit")), "
                + "\(Self.count(checkInsUnchanged, "check-in")): already up to date (nothing was written)."]
        }
        if let categoryAdded { lines.append("Added the category \"\(categoryAdded)\" for the new habits.") }
        let total = skipped.values.reduce(0, +)
        if total > 0 {
            lines.append("Not stored: \(Self.count(total, "entry", plural: "entries")):")
            for reason in skipped.keys.sorted() {
                let count = skipped[reason] ?? 0
                let examples = skippedExamples[reason] ?? []
                let more = count > examples.count ? ", and \(count - examples.count) more" : ""
                lines.append("  \(count) \(reason.text): \(examples.joined(separator: ", "))\(more)")
            }
        }
        if demo { lines.append("Note: site.toml has demo = true, so builds show demo data; set demo = false to see these habits.") }
        return lines.joined(separator: "\n")
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}
