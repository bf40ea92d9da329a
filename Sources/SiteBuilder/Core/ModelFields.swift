import Metrics
import Workspace

// The fields of the model's types (`Metrics`) that page inputs hold and data files write, declared once
// here (`Fields`), in the order of their names: Metrics knows nothing of pages, digests or JSON.

/// A habit adds its digest apart (`InputDigest.apart`), which a build makes once for each habit of the
/// book (`HabitDigests`, `Digested<ListedHabit>`) instead of on every card.
extension Habit: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("archived", archived); f("category", category); f("created", created); f("endDay", endDay)
        f("frequency", frequency); f("icon", icon); f("id", id); f("loop", loop); f("morningRoutine", morningRoutine)
        f("name", name); f("position", position); f("rollover", rollover); f("startDay", startDay)
        f("targetUnit", targetUnit); f("targetValue", targetValue)
    }

    func digest(into digest: inout InputDigest) {
        if let known = digest.habits?.digest(of: self) {
            digest.hasher.add(known)
        } else {
            digest.apart { fields(&$0) }
        }
    }

    /// The digest `digest(into:)` adds.
    var ownDigest: Digest {
        var digest = InputDigest()
        fields(&digest)
        return digest.hasher.finish()
    }
}

extension HabitFrequency: FieldValue {
    /// The case, then its value (weekdays in order: a set iterates in the process's order).
    func digest(into digest: inout InputDigest) {
        switch self {
        case .daily: digest.hasher.add(0)
        case .timesPerWeek(let times):
            digest.hasher.add(1)
            digest.hasher.add(times)
        case .weekdays(let days):
            digest.hasher.add(2)
            days.sorted().digest(into: &digest)
        }
    }
}

/// A Loop habit's rule, as its synthesized `Codable` form has it in `data/export.json`.
extension LoopRule: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("denominator", denominator); f("numerator", numerator); f("numerical", numerical)
        f("targetType", targetType); f("targetValue", targetValue); f("unit", unit)
    }
}

extension HabitTimeline.Day: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("count", count); f("day", day); f("due", due); f("level", level); f("minute", minute)
        f("skipped", skipped); f("streak", streak); f("weekDone", weekDone)
    }
}

extension HabitResult: Fields {
    func fields(_ f: inout some FieldVisitor) { f("done", done); f("of", of); f("unit", unit) }
}

extension HabitPeriod: Fields {
    func fields(_ f: inout some FieldVisitor) { f("first", first); f("kind", kind); f("last", last) }
}

extension HabitWeek: Fields {
    func fields(_ f: inout some FieldVisitor) { f("firstWeekday", firstWeekday) }
}

extension HabitStatistics: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("bestStreak", bestStreak); f("currentStreak", currentStreak); f("improvement", improvement); f("last30Days", last30Days)
        f("last30DaysLevels", last30DaysLevels); f("last365Days", last365Days); f("last7Days", last7Days); f("levels", levels)
        f("months", months); f("sinceStart", sinceStart); f("strength", strength); f("timeOfDay", timeOfDay); f("unit", unit)
        f("weekdays", weekdays)
    }
}

extension HabitStatistics.WeekdayFigure: Fields {
    func fields(_ f: inout some FieldVisitor) { f("completion", completion); f("weekday", weekday) }
}

extension HabitStatistics.MonthFigure: Fields {
    func fields(_ f: inout some FieldVisitor) { f("completion", completion); f("month", month) }
}

extension HabitStrength.Point: Fields {
    func fields(_ f: inout some FieldVisitor) { f("day", day); f("score", score) }
}

extension TimeOfDayPattern: Fields {
    func fields(_ f: inout some FieldVisitor) { f("counts", counts) }
}

extension HabitCompletion: Fields {
    func fields(_ f: inout some FieldVisitor) { f("counted", counted); f("done", done) }
}

extension CategoryPerformance: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("category", category); f("completion", completion); f("habits", habits); f("levels", levels)
    }
}

extension LevelCounts: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("full", full); f("medium", medium); f("missed", missed); f("partial", partial); f("skipped", skipped)
    }
}

extension MonthGrid: Fields {
    func fields(_ f: inout some FieldVisitor) { f("month", month); f("week", week); f("weeks", weeks) }
}

extension MonthGrid.Cell: Fields {
    func fields(_ f: inout some FieldVisitor) { f("day", day); f("status", status); f("steps", steps) }
}

extension PagePath: Fields {
    func fields(_ f: inout some FieldVisitor) { f("file", file) }
}

extension CompletionLevel: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(rawValue) }
}

extension HabitPeriod.Kind: FieldValue {}
extension HabitStreakUnit: FieldValue {}
extension HeatmapLevel: FieldValue {}
extension LoopRule.TargetType: FieldValue {}
extension MonthGrid.Status: FieldValue {}
extension StreakLedger.Status: FieldValue {}
