import Foundation
import Metrics

/// What `sitegen habit add` and `edit` were given; `nil` leaves a field as it is (edit) or at its default (add).
public struct HabitInput: Sendable {
    public var name: String?
    public var category: String?
    public var icon: String?
    public var frequency: HabitFrequency?
    public var targetValue: Double?
    public var targetUnit: String?
    public var rollover: Bool?
    public var startDay: LocalDay?
    public var endDay: LocalDay?
    public var morningRoutine: Bool?
    public var position: Int?

    public init(name: String? = nil, category: String? = nil, icon: String? = nil, frequency: HabitFrequency? = nil,
                targetValue: Double? = nil, targetUnit: String? = nil, rollover: Bool? = nil, startDay: LocalDay? = nil,
                endDay: LocalDay? = nil, morningRoutine: Bool? = nil, position: Int? = nil) {
        self.name = name
        self.category = category
        self.icon = icon
        self.frequency = frequency
        self.targetValue = targetValue
        self.targetUnit = targetUnit
        self.rollover = rollover
        self.startDay = startDay
        self.endDay = endDay
        self.morningRoutine = morningRoutine
        self.position = position
    }

    /// `habit` with every given field applied.
    func applied(to habit: Habit) -> Habit {
        var h = habit
        h.name = name ?? h.name
        h.category = category ?? h.category
        h.icon = icon ?? h.icon
        h.frequency = frequency ?? h.frequency
        h.targetValue = targetValue ?? h.targetValue
        h.targetUnit = targetUnit ?? h.targetUnit
        h.rollover = rollover ?? h.rollover
        h.startDay = startDay ?? h.startDay
        h.endDay = endDay ?? h.endDay
        h.morningRoutine = morningRoutine ?? h.morningRoutine
        h.position = position ?? h.position
        return h
    }

    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// Parses "mon,wed,fri" (English names or their first three letters) into weekdays 1 = Sunday … 7 = Saturday.
    public static func weekdays(_ text: String) throws(HabitError) -> Set<Int> {
        var days: Set<Int> = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard name.count >= 3, let index = weekdayNames.firstIndex(where: { $0.hasPrefix(name) }) else {
                throw HabitError("--weekdays: expected weekday names such as mon,wed,fri, found \"\(part)\"")
            }
            days.insert(index + 1)
        }
        guard !days.isEmpty else { throw HabitError("--weekdays: expected at least one weekday, such as mon,wed,fri") }
        return days
    }
}

/// A habit command refused its input; nothing was written.
public struct HabitError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }

    /// Runs a bounds check; its violation becomes a `HabitError` with the same message.
    @discardableResult
    static func bounded<T>(_ check: () throws(BoundViolation) -> T) throws(HabitError) -> T {
        do { return try check() } catch { throw HabitError(error.description) }
    }
}
