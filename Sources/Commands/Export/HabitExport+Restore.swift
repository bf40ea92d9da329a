import Foundation
import Metrics

extension HabitExport {
    /// Reads an export from `data`; a file that is not JSON, not a sitegen habit export, or holds a
    /// value that cannot be restored is refused with a message naming the place (`habits[2].frequency`).
    public static func read(_ data: Data, file: String) throws(HabitError) -> HabitExport {
        let export: HabitExport
        do {
            export = try JSONDecoder().decode(HabitExport.self, from: data)
        } catch {
            if let (path, literal) = JSONNumberScan.firstOverflow(in: data) {
                throw HabitError("\(file): \(path): \(literal) is not a finite number (it is outside every allowed range)")
            }
            if let (path, key, literal) = JSONNumberScan.firstNotWhole(in: data, keys: Set(wholeNumberRanges.keys)) {
                throw HabitError(BoundViolation(field: "\(file): \(path)", found: literal, allowed: wholeNumberRanges[key] ?? "").description)
            }
            if let error = error as? DecodingError { throw HabitError("\(file): " + describe(error)) }
            throw HabitError("\(file): not valid JSON (\(error.localizedDescription))")
        }
        guard export.format == formatName else {
            throw HabitError("\(file): format is \"\(export.format)\", expected \"\(formatName)\" (a file written by `sitegen export --json`)")
        }
        guard export.version == currentVersion else {
            throw HabitError("\(file): version \(export.version) is not one this sitegen reads (expected \(currentVersion))")
        }
        return export
    }

    /// The fields an export writes as whole numbers, and the range each is read in: a number the decoder
    /// cannot take there (`2e19`, `1.5`) is named with its field and this range.
    static let wholeNumberRanges: [String: String] = [
        "id": int64Range, "habitID": int64Range, "version": int64Range,
        "position": Bounds.habitPosition.allowed, "minute": Bounds.minuteOfDay.allowed, "timesPerWeek": "1 to 7 (a whole number)",
    ]
    private static let int64Range = "-9,223,372,036,854,775,808 to 9,223,372,036,854,775,807 (a whole number)"

    /// The categories' names in the order the file sets: by `position`, a category without one at its place
    /// in the file (a backup older than the order keeps the file's order, which is the order it was exported in).
    public var categoryOrder: [String] {
        categories.enumerated().sorted { ($0.element.position ?? $0.offset, $0.offset) < ($1.element.position ?? $1.offset, $1.offset) }
            .map(\.element.name)
    }

    /// The history values of the export, checked: unique names and ids, known frequencies, levels and habits,
    /// and every number, day and text inside `Bounds` (days up to `today`).
    public func values(file: String, today: LocalDay) throws(HabitError) -> (categories: [HabitCategory], habits: [Habit], checkIns: [CheckIn], moments: [Moment]) {
        let categories = self.categories.map { HabitCategory(name: $0.name, gradientFrom: $0.gradientFrom, gradientTo: $0.gradientTo, icon: $0.icon) }
        for (index, category) in categories.enumerated() {
            try HabitError.bounded { () throws(BoundViolation) in
                try TextLimit.categoryName.require(category.name, field: "\(file): categories[\(index)].name")
                if let position = self.categories[index].position {
                    try Bounds.habitPosition.require(position, field: "\(file): categories[\(index)].position")
                }
            }
        }
        try unique(categories.map(\.name), "categories", "name", file)
        var habits: [Habit] = []
        for (index, record) in self.habits.enumerated() { habits.append(try record.habit(at: "\(file): habits[\(index)]", today: today)) }
        try unique(habits.map { $0.name.lowercased() }, "habits", "name", file)
        try unique(habits.map { String($0.id) }, "habits", "id", file)
        let ids = Set(habits.map(\.id))
        var checkIns: [CheckIn] = []
        for (index, r) in self.checkIns.enumerated() {
            let place = "\(file): checkIns[\(index)]"
            guard ids.contains(r.habitID) else { throw HabitError("\(place).habitID: no habit has the id \(r.habitID)") }
            guard let level = CompletionLevel(name: r.level) else {
                throw HabitError("\(place).level: expected none, partial, medium or full, found \"\(r.level)\"")
            }
            try HabitError.bounded { () throws(BoundViolation) in
                if let count = r.count { try Bounds.habitAmount.require(count, field: "\(place).count") }
                if let minute = r.minute { try Bounds.minuteOfDay.require(minute, field: "\(place).minute") }
                try Bounds.require(day: r.day, upTo: today, field: "\(place).day")
            }
            checkIns.append(CheckIn(habitID: r.habitID, day: r.day, level: level, count: r.count, skipped: r.skipped, minute: r.minute))
        }
        try unique(checkIns.map { "\($0.habitID) \($0.day)" }, "checkIns", "habitID and day", file)
        let moments = try self.moments.enumerated().map { (index, r) throws(HabitError) -> Moment in
            let place = "\(file): moments[\(index)]"
            if let id = r.habitID, !ids.contains(id) { throw HabitError("\(place).habitID: no habit has the id \(id)") }
            try HabitError.bounded { () throws(BoundViolation) in
                try Bounds.require(day: r.day, upTo: today, field: "\(place).day")
                try TextLimit.momentTitle.require(r.title, field: "\(place).title")
                try TextLimit.categoryName.require(r.category, field: "\(place).category")
                try TextLimit.markdownBody.require(r.markdown, field: "\(place).markdown")
            }
            return r
        }
        try unique(moments.map { String($0.id) }, "moments", "id", file)
        return (categories, habits, checkIns, moments)
    }

    private func unique(_ keys: [String], _ list: String, _ key: String, _ file: String) throws(HabitError) {
        var seen: Set<String> = []
        for (index, k) in keys.enumerated() where !seen.insert(k).inserted {
            throw HabitError("\(file): \(list)[\(index)] repeats the \(key) of an earlier entry")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context)
            return "\(at.isEmpty ? "" : at + ": ")missing the key \"\(key.stringValue)\" (is it a file written by `sitegen export --json`?)"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type)"
        case .dataCorrupted(let context):
            let at = path(context)
            return (at.isEmpty ? "not valid JSON" : at + ": " + context.debugDescription)
        @unknown default:
            return "unreadable export"
        }
    }
}

extension HabitExport.HabitRecord {
    /// The habit this record describes, checked against `Bounds`; `place` names it in an error.
    func habit(at place: String, today: LocalDay) throws(HabitError) -> Habit {
        guard !habit.name.isEmpty else { throw HabitError("\(place).name: a habit needs a name") }
        try HabitError.bounded { () throws(BoundViolation) in
            try TextLimit.habitName.require(habit.name, field: "\(place).name")
            try TextLimit.categoryName.require(habit.category, field: "\(place).category")
            if let target = habit.targetValue { try Bounds.habitTarget.require(target, field: "\(place).targetValue") }
            if let unit = habit.targetUnit { try TextLimit.unit.require(unit, field: "\(place).targetUnit") }
            try Bounds.habitPosition.require(habit.position, field: "\(place).position")
            try Bounds.require(day: habit.created, upTo: today, field: "\(place).created")
            let last = Bounds.lastPlannedDay(after: today)
            if let start = habit.startDay { try Bounds.require(day: start, upTo: last, field: "\(place).startDay") }
            if let end = habit.endDay { try Bounds.require(day: end, upTo: last, field: "\(place).endDay") }
        }
        if let violation = habit.loop?.violation(place: "\(place).loop.") { throw HabitError(violation.description) }
        return habit
    }
}
