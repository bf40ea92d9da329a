import Metrics

/// Builds habits and check-ins from compact marks: one character a day from `start`.
///
/// `x` full, `m` medium, `p` partial, `.` nothing recorded, `s` skipped; the last mark's day is today.
enum HabitMarks {
    /// Monday, November 16, 2026.
    static let monday = LocalDay("2026-11-16")!

    static func habit(_ frequency: HabitFrequency, id: Int64 = 1, start: LocalDay = monday, rollover: Bool = false,
                      endDay: LocalDay? = nil, archived: Bool = false) -> Habit {
        Habit(id: id, name: "Habit \(id)", category: "Fitness", icon: "figure", frequency: frequency,
              rollover: rollover, startDay: nil, endDay: endDay, archived: archived, created: start)
    }

    static func checkIns(_ marks: String, id: Int64 = 1, start: LocalDay = monday) -> [CheckIn] {
        marks.enumerated().compactMap { offset, mark in
            let day = start.adding(days: offset)
            switch mark {
            case "x": return CheckIn(habitID: id, day: day, level: .full)
            case "m": return CheckIn(habitID: id, day: day, level: .medium)
            case "p": return CheckIn(habitID: id, day: day, level: .partial)
            case "s": return CheckIn(habitID: id, day: day, level: .none, skipped: true)
            default: return nil
            }
        }
    }

    static func timeline(_ frequency: HabitFrequency, _ marks: String, start: LocalDay = monday,
                         firstWeekday: Int = 2) -> HabitTimeline {
        HabitTimeline(habit: habit(frequency, start: start), checkIns: checkIns(marks, start: start),
                      today: start.adding(days: marks.count - 1), week: HabitWeek(firstWeekday: firstWeekday))
    }
}
