import Strings

/// How a habit's days that counted went, level by level (seed Skill Tracker B-024: "Statistics with partial
/// counts"): the same days `HabitCompletion` counts, told apart by level, and the skipped days beside them.
public struct LevelCounts: Sendable, Equatable, Codable {
    public var full: Int
    public var medium: Int
    public var partial: Int
    public var missed: Int
    public var skipped: Int

    public init(full: Int = 0, medium: Int = 0, partial: Int = 0, missed: Int = 0, skipped: Int = 0) {
        self.full = full
        self.medium = medium
        self.partial = partial
        self.missed = missed
        self.skipped = skipped
    }

    /// The levels of `timeline`'s days from `first` through `last` (clipped to today) as of `today`.
    public init(_ timeline: HabitTimeline, from first: LocalDay, through last: LocalDay, today: LocalDay) {
        self.init()
        let weekly = timeline.unit == .weeks
        let end = min(last, today)
        guard first <= end else { return }
        for offset in 0...first.days(to: end) {
            guard let entry = timeline.day(first.adding(days: offset)) else { continue }
            if entry.skipped { skipped += 1; continue }
            let isDone = entry.level.isDone
            guard entry.due || (weekly && isDone), entry.day != today || isDone else { continue }
            switch entry.level {
            case .full: full += 1
            case .medium: medium += 1
            case .partial: partial += 1
            case .none: missed += 1
            }
        }
    }

    /// Done at least partially: `HabitCompletion.done`.
    public var done: Int { full + medium + partial }

    /// Done in part (partial or medium): what "N partial" counts.
    public var partly: Int { medium + partial }

    public static func + (a: LevelCounts, b: LevelCounts) -> LevelCounts {
        LevelCounts(full: a.full + b.full, medium: a.medium + b.medium, partial: a.partial + b.partial,
                    missed: a.missed + b.missed, skipped: a.skipped + b.skipped)
    }

    /// "12 full, 3 medium, 2 partial, 4 missed"; skipped days only when there are some.
    public var text: String { text(.english) }

    /// `text` in `words`.
    public func text(_ words: StringTable) -> String {
        words(.levelCounts, ["full": "\(full)", "medium": "\(medium)", "partial": "\(partial)", "missed": "\(missed)"])
            + (skipped > 0 ? words(.levelCountsSkipped, ["count": "\(skipped)"]) : "")
    }
}
