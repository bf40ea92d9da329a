import Foundation
import Metrics

extension HabitExport {
    /// Reads an export from `data`; a file that is not JSON, not a sitegen habit export, or holds a
    /// value that cannot be restored is refused with a message naming the place (`habits[2].frequency`).
    public static func read(_ data: Data, file: String) throws(HabitError) -> HabitExport {
        let export: HabitExport
        do {
            export = try JSONDecoder().decode(HabitExport.self, from: data)
        } catch let error as DecodingError {
            throw HabitError("\(file): " + describe(error))
        } catch {
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

    /// The history values of the export, checked: unique names and ids, known frequencies, levels and habits.
    public func values(file: String) throws(HabitError) -> (categories: [HabitCategory], habits: [Habit], checkIns: [CheckIn], moments: [Moment]) {
        let categories = self.categories.map { HabitCategory(name: $0.name, gradientFrom: $0.gradientFrom, gradientTo: $0.gradientTo, icon: $0.icon) }
        try unique(categories.map(\.name), "categories", "name", file)
        var habits: [Habit] = []
        for (index, record) in self.habits.enumerated() { habits.append(try record.habit(at: "\(file): habits[\(index)]")) }
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
            if let count = r.count, !(count >= 0) { throw HabitError("\(place).count: expected 0 or more, found \(count)") }
            checkIns.append(CheckIn(habitID: r.habitID, day: r.day, level: level, count: r.count, skipped: r.skipped))
        }
        try unique(checkIns.map { "\($0.habitID) \($0.day)" }, "checkIns", "habitID and day", file)
        let moments = try self.moments.enumerated().map { (index, r) throws(HabitError) -> Moment in
            if let id = r.habitID, !ids.contains(id) { throw HabitError("\(file): moments[\(index)].habitID: no habit has the id \(id)") }
            return Moment(id: r.id, day: r.day, title: r.title, category: r.category, habitID: r.habitID, markdown: r.markdown)
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
    /// The habit this record describes; `place` names it in an error.
    func habit(at place: String) throws(HabitError) -> Habit {
        let freq: HabitFrequency
        switch frequency {
        case "daily": freq = .daily
        case "times_per_week":
            guard let n = timesPerWeek, (1...7).contains(n) else { throw HabitError("\(place).timesPerWeek: expected 1 to 7") }
            freq = .timesPerWeek(n)
        case "weekdays":
            let days = (weekdays ?? []).compactMap { Self.weekdayNames.firstIndex(of: $0).map { $0 + 1 } }
            guard !days.isEmpty, days.count == weekdays?.count else {
                throw HabitError("\(place).weekdays: expected names such as [\"mon\", \"wed\"]")
            }
            freq = .weekdays(Set(days))
        default:
            throw HabitError("\(place).frequency: expected daily, times_per_week or weekdays, found \"\(frequency)\"")
        }
        if let target = targetValue, !(target > 0) { throw HabitError("\(place).targetValue: expected a number above 0") }
        guard !name.isEmpty else { throw HabitError("\(place).name: a habit needs a name") }
        if let violation = loop?.violation(place: "\(place).loop.") { throw HabitError(violation.description) }
        return Habit(id: id, name: name, category: category, icon: icon, frequency: freq, targetValue: targetValue,
                     targetUnit: targetUnit, rollover: rollover, startDay: startDay, endDay: endDay, archived: archived,
                     position: position, created: created, morningRoutine: morningRoutine, loop: loop)
    }
}
