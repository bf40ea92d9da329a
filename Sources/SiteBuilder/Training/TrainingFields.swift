import Metrics
import Settings

// The Training figures' fields, each listed once: `data/training.json` is written from them (the bytes
// `JSONEncoder` wrote of their `Codable` form, names in order), and the Training page's input is digested
// by them, so that a build on the same day keeps the page and the file when the figures are unchanged.

extension TrainingSummary: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("daysSinceLastHIIT", daysSinceLastHIIT); f("health", health); f("hiitSessions", hiitSessions); f("today", today)
        f("vo2Max", vo2Max)
    }
}

extension HealthStatus: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("connected", connected); f("exportDay", exportDay); f("newestSampleDay", newestSampleDay); f("source", source); f("text", text)
    }
}

extension HIITSession: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("averageHeartRate", averageHeartRate); f("day", day); f("durationMinutes", durationMinutes); f("energyKcal", energyKcal)
        f("maxHeartRate", maxHeartRate); f("startTime", startTime)
    }
}

extension VO2MaxTrend: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("changeSinceFirst", changeSinceFirst); f("changeSincePrevious", changeSincePrevious); f("latest", latest); f("points", points)
    }
}

extension VO2MaxTrend.Point: Fields {
    func fields(_ f: inout some FieldVisitor) { f("day", day); f("value", value) }
}

extension ReminderSchedule: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("anchor", anchor); f("everyDays", everyDays); f("firstDay", firstDay); f("fromLastSession", fromLastSession); f("nextDay", nextDay)
    }
}

extension TrainingSettings: Fields {
    func fields(_ f: inout some FieldVisitor) { f("everyDays", everyDays); f("reminderTime", reminderTime); f("reminders", reminders) }
}

extension TimeOfDay: Fields {
    func fields(_ f: inout some FieldVisitor) { f("hour", hour); f("minute", minute) }
}

/// `data/training.json`: the summary's fields with the reminder schedule in force among them, in the order
/// of their names; without a schedule, `"reminders": null` (as `encode(_:forKey:)` writes a nil).
extension TrainingData: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("daysSinceLastHIIT", summary.daysSinceLastHIIT); f("health", summary.health); f("hiitSessions", summary.hiitSessions)
        f("reminders", Written(value: reminders)); f("today", summary.today); f("vo2Max", summary.vo2Max)
    }

    /// An optional a JSON object holds even when it is nil: written `null`, not left out.
    struct Written<Wrapped: FieldValue>: FieldValue {
        let value: Wrapped?
        func digest(into digest: inout InputDigest) { value.digest(into: &digest) }
        func write(to out: inout JSONOut) { value.write(to: &out) }
    }
}
