/// The plausible range of every quantity, date and text that enters the store or is read by a build.
///
/// One table, used by every entry point (CLI options, the Apple Health and Loop importers, backup
/// restore, site.toml) and by the build when it reads the store, so that nothing can be stored that
/// a later build cannot show. A value that is not finite or lies outside its range is refused with a
/// `BoundViolation` that names the field, the value and the allowed range.
public struct Bound: Sendable, Equatable {
    /// What is measured, in words: "steps in one record".
    public let name: String
    /// The unit written after the range: "steps", "kcal", "bpm".
    public let unit: String
    public let range: ClosedRange<Double>
    /// Whole numbers only (steps per day, goals, counts).
    public let integral: Bool

    public init(_ name: String, unit: String, _ range: ClosedRange<Double>, integral: Bool = false) {
        self.name = name
        self.unit = unit
        self.range = range
        self.integral = integral
    }

    /// "0 to 100,000 steps".
    public var allowed: String {
        let unitText = unit.isEmpty ? "" : " " + unit
        return "\(Bound.text(range.lowerBound)) to \(Bound.text(range.upperBound))\(unitText)"
            + (integral ? " (a whole number)" : "")
    }

    public func contains(_ value: Double) -> Bool {
        value.isFinite && range.contains(value) && (!integral || value.rounded() == value)
    }

    /// The value when it is inside the range; otherwise the violation, naming `field`.
    public func check(_ value: Double, field: String) -> Result<Double, BoundViolation> {
        contains(value) ? .success(value) : .failure(BoundViolation(field: field, found: Bound.text(value), allowed: allowed))
    }

    /// Throws the violation when the value is outside the range.
    @discardableResult
    public func require(_ value: Double, field: String) throws(BoundViolation) -> Double {
        try check(value, field: field).get()
    }

    /// An integer inside the range; the violation otherwise.
    @discardableResult
    public func require(_ value: Int, field: String) throws(BoundViolation) -> Int {
        guard contains(Double(value)) else { throw BoundViolation(field: field, found: NumberText.grouped(value), allowed: allowed) }
        return value
    }

    /// The nearest value inside the range (`nil` for NaN): for a repair that clamps.
    public func clamped(_ value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        let inside = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        return integral ? inside.rounded() : inside
    }

    /// A number as a person reads it in a message: 100,000 or 1e+20 or 0.5 or nan.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value.rounded() == value, value.magnitude < 1e15 {
            return NumberText.grouped(Int(value))
        }
        return "\(value)"
    }
}

/// A value outside its documented range: which field, what was found, what is allowed.
public struct BoundViolation: Error, Sendable, Equatable, CustomStringConvertible {
    public let field: String
    public let found: String
    public let allowed: String
    /// A text's violation (a length or a character) rather than a number's or a date's.
    public let text: Bool
    public init(field: String, found: String, allowed: String, text: Bool = false) {
        self.field = field
        self.found = found
        self.allowed = allowed
        self.text = text
    }
    public var description: String {
        text ? "\(field): \(found); expected \(allowed)" : "\(field): \(found) is outside the allowed range, \(allowed)"
    }
}

/// The table of quantities. Ranges are generous (world records fit) but finite, so that sums over
/// a lifetime of days stay far inside `Int` and `Double` precision and every chart has a scale.
public enum Bounds {
    // Apple Health samples (one record) and the daily totals made from them.
    public static let stepsPerRecord = Bound("steps in one record", unit: "steps", 0...100_000)
    public static let stepsPerDay = Bound("steps in one day", unit: "steps", 0...300_000)
    /// Metres.
    public static let distancePerRecord = Bound("distance in one record", unit: "m", 0...200_000)
    /// Metres.
    public static let distancePerDay = Bound("distance in one day", unit: "m", 0...1_000_000)
    public static let energyPerRecord = Bound("active energy in one record", unit: "kcal", 0...20_000)
    public static let energyPerDay = Bound("active energy in one day", unit: "kcal", 0...50_000)
    /// An hourly total's slot, by its start in minutes since local midnight: slot k starts at k × 60, and a day
    /// with a clock change has up to 48 slots (`hourly_totals.minute`).
    public static let slotMinute = Bound("minute of an hour slot", unit: "", 0...2_879, integral: true)
    public static let heartRate = Bound("heart rate", unit: "bpm", 20...300)
    public static let vo2Max = Bound("VO2 max", unit: "mL/min·kg", 5...100)
    /// Seconds: a workout lasts at most two days.
    public static let workoutDuration = Bound("workout duration", unit: "s", 0...172_800)
    public static let workoutEnergy = Bound("workout energy", unit: "kcal", 0...50_000)
    /// Metres.
    public static let workoutDistance = Bound("workout distance", unit: "m", 0...1_000_000)
    /// An Activity Summary's move goal and active energy.
    public static let moveGoal = Bound("move goal", unit: "kcal", 0...20_000)

    // Goals and settings.
    public static let stepGoal = Bound("daily step goal", unit: "steps", 1...200_000, integral: true)
    /// site.toml `activity.bonus_earn_interval`: one bonus day per this many achieved days.
    public static let bonusEarnInterval = Bound("bonus earn interval", unit: "days", 1...366, integral: true)
    /// site.toml `activity.max_bonus_days`.
    public static let maxBonusDays = Bound("bonus days held", unit: "days", 0...366, integral: true)
    /// site.toml `activity.heart_rate_window_minutes`: at most one day.
    public static let heartRateWindow = Bound("heart-rate window", unit: "minutes", 1...1_440, integral: true)
    /// site.toml `energy.comparison_weeks`.
    public static let comparisonWeeks = Bound("comparison weeks", unit: "weeks", 1...52, integral: true)
    /// site.toml `training.every_days`: seed N4x4's reminder interval, 1–30 days.
    public static let reminderInterval = Bound("reminder interval", unit: "days", 1...30, integral: true)
    /// site.toml `gym.dots_per_month`.
    public static let dotsPerMonth = Bound("gym dots per month", unit: "dots", 1...100, integral: true)

    // Habits.
    /// A habit's daily target ("8 cups"), also a Loop numerical habit's target.
    public static let habitTarget = Bound("habit target", unit: "", 0.001...100_000)
    /// The amount checked in on one day: up to ten times the largest target.
    public static let habitAmount = Bound("habit amount", unit: "", 0...1_000_000)
    /// Times per week of a weekly habit.
    public static let timesPerWeek = Bound("times per week", unit: "", 1...7, integral: true)
    /// A Loop frequency "numerator times in denominator days".
    public static let frequencyNumerator = Bound("frequency numerator", unit: "times", 1...366, integral: true)
    public static let frequencyDenominator = Bound("frequency denominator", unit: "days", 1...366, integral: true)

    /// A habit's place in the list (the store's `position`); the next habit goes after the largest.
    public static let habitPosition = Bound("habit position", unit: "", 0...1_000_000, integral: true)
    /// When a check-in was made: minutes since local midnight by the wall clock.
    public static let minuteOfDay = Bound("minute of the day", unit: "", 0...1_439, integral: true)

    // Dates.
    /// Nothing dated before this day enters the store; nothing after the build's day (or an
    /// import's export date) either.
    public static let firstDay = LocalDay(year: 2000, month: 1, day: 1)!

    /// The last day a plan may name: a goal's effective day, a habit's time frame. Plans may lie
    /// after the build's day, but not without end (a year 9999 frame is a typing slip).
    public static func lastPlannedDay(after today: LocalDay) -> LocalDay { today.adding(days: 3_660) }

    /// The day when it lies from 2000-01-01 up to `last` (the build's day); the violation otherwise.
    public static func check(day: LocalDay, upTo last: LocalDay, field: String) -> Result<LocalDay, BoundViolation> {
        guard day >= firstDay, day <= last else {
            return .failure(BoundViolation(field: field, found: day.description,
                                           allowed: "a day from \(firstDay) to \(last)"))
        }
        return .success(day)
    }

    /// Throws when the day lies outside 2000-01-01 … `last`.
    @discardableResult
    public static func require(day: LocalDay, upTo last: LocalDay, field: String) throws(BoundViolation) -> LocalDay {
        try check(day: day, upTo: last, field: field).get()
    }
}

/// The rules for a text a person or a file gave: a length limit and which characters may appear.
public struct TextLimit: Sendable, Equatable {
    public let name: String
    /// At most this many Unicode scalars.
    public let maxScalars: Int
    /// Newlines (LF, CR) and tabs are allowed: Markdown bodies, descriptions.
    public let multiline: Bool

    public init(_ name: String, maxScalars: Int, multiline: Bool = false) {
        self.name = name
        self.maxScalars = maxScalars
        self.multiline = multiline
    }

    /// The text when it is within the limit and holds no control character (tab and newlines
    /// only where `multiline`); the violation otherwise, naming `field`.
    public func check(_ text: String, field: String) -> Result<String, BoundViolation> {
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if let problem = TextLimit.problem(scalar, multiline: multiline) {
                return .failure(BoundViolation(field: field, found: "a \(problem) at character \(count)",
                                               allowed: multiline ? "text without control characters other than tabs and newlines"
                                                                  : "one line of text without control characters",
                                               text: true))
            }
        }
        guard count <= maxScalars else {
            return .failure(BoundViolation(field: field, found: "\(NumberText.grouped(count)) characters",
                                           allowed: "at most \(NumberText.grouped(maxScalars)) characters", text: true))
        }
        return .success(text)
    }

    @discardableResult
    public func require(_ text: String, field: String) throws(BoundViolation) -> String {
        try check(text, field: field).get()
    }

    /// Why a scalar may not appear in such a text, or `nil` when it may.
    static func problem(_ scalar: Unicode.Scalar, multiline: Bool) -> String? {
        switch scalar.value {
        case 0: return "NUL character (U+0000)"
        case 0x09, 0x0A, 0x0D: return multiline ? nil : "tab or line break"
        case 0x01...0x1F, 0x7F, 0x80...0x9F:
            return "control character (U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        default: return nil
        }
    }
}

extension TextLimit {
    public static let siteTitle = TextLimit("title", maxScalars: 200)
    public static let habitName = TextLimit("habit name", maxScalars: 200)
    public static let categoryName = TextLimit("category", maxScalars: 100)
    public static let unit = TextLimit("unit", maxScalars: 50)
    public static let description = TextLimit("description", maxScalars: 5_000, multiline: true)
    public static let momentTitle = TextLimit("moment title", maxScalars: 200)
    /// A Markdown note or a moment's body.
    public static let markdownBody = TextLimit("Markdown body", maxScalars: 100_000, multiline: true)
    /// A Health source or device name, a workout type.
    public static let sourceName = TextLimit("source name", maxScalars: 500)
    /// Any other one-line setting (an icon name, a path, an output folder).
    public static let settingText = TextLimit("setting", maxScalars: 1_000)
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}

extension TextLimit {
    /// `text` without the characters this limit forbids (NUL, other control characters; tabs and
    /// newlines too unless `multiline`): for importers whose policy is to strip, not refuse.
    public func removingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { TextLimit.problem($0, multiline: multiline) != nil }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { TextLimit.problem($0, multiline: multiline) == nil })
        return String(scalars)
    }
}
