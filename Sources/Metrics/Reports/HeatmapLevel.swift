import Strings

/// What one heatmap square shows for one habit on one day.
///
/// Seed Skill Tracker, "Git-style heatmap grid": "Empty/white: No completion · Light color: Partial
/// completion · Medium color: Good completion · Dark/saturated color: Full completion". The spec adds:
/// days not due and future days look different from missed ones, and "a skip is shown as a skip on
/// every page", so a skipped day has its own level rather than "not due".
public enum HeatmapLevel: String, Sendable, Codable, CaseIterable {
    /// Due (or needed) and not done: the empty square.
    case missed
    case partial, medium, full
    /// Not due that day (another weekday, a week already met).
    case notDue = "not_due"
    /// Skipped by the person (Loop's SKIP, `habit check --skip`): neither done nor missed.
    case skipped
    /// Today, due and not done yet: it may still be.
    case pending
    /// After today.
    case future
    /// Before the habit started or after it ended.
    case outside

    /// The level of `timeline` on `day` as of `today`.
    public static func of(_ timeline: HabitTimeline, on day: LocalDay, today: LocalDay) -> HeatmapLevel {
        if day > today { return .future }
        guard let entry = timeline.day(day) else { return .outside }
        if entry.skipped { return .skipped }
        switch entry.level {
        case .full: return .full
        case .medium: return .medium
        case .partial: return .partial
        case .none:
            if !entry.due { return .notDue }
            return day == today ? .pending : .missed
        }
    }

    /// Words for titles and tables: "full", "not due", "not done yet".
    public var text: String { text(.english) }

    /// `text` in `words`.
    public func text(_ words: StringTable) -> String {
        switch self {
        case .missed: words[.levelMissed]
        case .partial: words[.levelPartialLower]
        case .medium: words[.levelMediumLower]
        case .full: words[.levelFullLower]
        case .notDue: words[.levelNotDue]
        case .skipped: words[.levelSkipped]
        case .pending: words[.levelPending]
        case .future: words[.levelFuture]
        case .outside: words[.levelOutside]
        }
    }

    /// The short class name of the square: `l0` … `l3`, `nd`, `sk`, `pe`, `fu`, `ou`.
    public var className: String {
        switch self {
        case .missed: "l0"
        case .partial: "l1"
        case .medium: "l2"
        case .full: "l3"
        case .notDue: "nd"
        case .skipped: "sk"
        case .pending: "pe"
        case .future: "fu"
        case .outside: "ou"
        }
    }
}
