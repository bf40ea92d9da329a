/// What a Loop import did (or, when nothing changed, found already there).
public struct LoopImportSummary: Sendable, Equatable {
    /// The folder holding `Habits.csv`.
    public var folder: String
    public var habitsAdded = 0
    /// Habits already in the store whose frequency, target or archived flag changed, or that got check-ins.
    public var habitsUpdated = 0
    public var habitsUnchanged = 0
    public var checkInsAdded = 0
    /// Days whose stored check-in the export replaced.
    public var checkInsChanged = 0
    /// Days whose stored check-in already said what the export says.
    public var checkInsUnchanged = 0
    /// Entries not stored, by reason.
    public var skipped: [LoopSkipReason: Int] = [:]
    /// The name of the category the import created, if it created one.
    public var categoryAdded: String?
    /// Whether the site's builds show demo data instead of the store.
    public var demo = false

    public init(folder: String) { self.folder = folder }

    /// Whether the import wrote anything.
    public var changedStore: Bool {
        habitsAdded + habitsUpdated + checkInsAdded + checkInsChanged > 0 || categoryAdded != nil
    }

    /// The summary as the command prints it.
    public var text: String {
        var lines = ["Imported the Loop Habit Tracker export in \(folder): "
            + "\(Self.count(habitsAdded + habitsUpdated + habitsUnchanged, "habit")) (\(habitsAdded) added, "
            + "\(habitsUpdated) updated, \(habitsUnchanged) unchanged); "
            + "\(Self.count(checkInsAdded, "check-in")) added, \(checkInsChanged) changed, \(checkInsUnchanged) already stored."]
        if let categoryAdded { lines.append("Added the category \"\(categoryAdded)\" for the new habits.") }
        let total = skipped.values.reduce(0, +)
        if total > 0 {
            let reasons = skipped.keys.sorted().map { "\(skipped[$0] ?? 0) \($0.text)" }.joined(separator: ", ")
            lines.append("Skipped \(Self.count(total, "row")): \(reasons).")
        }
        if !changedStore { lines.append("Nothing new: the store already holds this export.") }
        if demo { lines.append("Note: site.toml has demo = true, so builds show demo data; set demo = false to see these habits.") }
        return lines.joined(separator: "\n")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
