import Foundation
import Metrics

/// The GymStreak app's stored history: a JSON array of ISO dates.
///
/// Seed GymStreak: "Persist **visit dates** as unique calendar days in `@AppStorage("visitsJSON")`
/// as a JSON array of ISO date strings (yyyy-MM-dd)." Duplicates collapse to one visit; any entry
/// that is not such a date (or is after `today`) fails the whole file.
enum GymVisitsFile {
    /// The unique visit days of `data` (oldest first); `path` names the file in messages.
    static func parse(_ data: Data, path: String, today: LocalDay) throws(GymError) -> [LocalDay] {
        let entries: [Any]
        do {
            let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            guard let array = value as? [Any] else {
                throw GymError.notAnArray(path: path, detail: "found \(value is [String: Any] ? "an object" : describe(value))")
            }
            entries = array
        } catch let error as GymError {
            throw error
        } catch {
            throw .notAnArray(path: path, detail: "it is not valid JSON")
        }
        var days: Set<LocalDay> = [], problems: [String] = []
        for (index, entry) in entries.enumerated() {
            switch day(entry, today: today) {
            case .success(let day): days.insert(day)
            case .failure(let problem): problems.append("entry \(index + 1): \(problem)")
            }
        }
        guard problems.isEmpty else { throw .invalidEntries(path: path, entries: problems) }
        return days.sorted()
    }

    /// The day an entry names, or what is wrong with it.
    private static func day(_ entry: Any, today: LocalDay) -> Result<LocalDay, EntryProblem> {
        guard let text = entry as? String else { return .failure(EntryProblem("\(describe(entry)) is not a string")) }
        guard let day = LocalDay(text) else { return .failure(EntryProblem("\"\(text)\" is not a date yyyy-MM-dd")) }
        guard day <= today else { return .failure(EntryProblem("\(text) is after today (\(today))")) }
        guard day >= Bounds.firstDay else { return .failure(EntryProblem("\(text) is before \(Bounds.firstDay), the first day sitegen accepts")) }
        return .success(day)
    }

    private static func describe(_ entry: Any) -> String {
        if entry is NSNull { return "null" }
        if let number = entry as? NSNumber { return "\(number)" }
        return entry is [Any] ? "an array" : "an object"
    }

    struct EntryProblem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
