import Foundation
import HistoryStore
import Metrics
import Settings

/// The gym commands' work: log a visit, import the app's history. Each writes in one transaction.
public enum GymTasks {
    /// What a log or an import did, as the command prints it.
    public struct Report: Sendable, Equatable {
        public let message: String
        /// Whether the store changed.
        public let changed: Bool
    }

    /// Seed GymStreak: "Allow **only one log per calendar day**". Logs `date` (`yyyy-MM-dd`, default:
    /// today in the site's time zone at `now`); a day already logged is reported and left as it was.
    public static func log(siteDirectory: String, date: String?, now: Date) throws(GymError) -> Report {
        let site = try GymSite(siteDirectory: siteDirectory, now: now)
        let day = try site.day(date)
        var added = false
        let total = try site.write { added = try $0.addGymVisit(day) }
        guard added else {
            return Report(message: "\(day.longText) is already logged; nothing changed. Total workouts: \(total).", changed: false)
        }
        let milestone = GymMilestone.message(atTotal: total).map { " \($0)" } ?? ""
        return Report(message: "Logged \(day.longText). Total workouts: \(total).\(milestone)" + site.demoNote, changed: true)
    }

    /// The history parts `log` writes (serve's gym form reads only these again).
    public static let logWrites: Set<History.Part> = [.gym]

    /// Imports the JSON array of dates at `file` (its `visitsJSON`): all entries or none.
    public static func importVisits(siteDirectory: String, file: String, now: Date) throws(GymError) -> Report {
        let site = try GymSite(siteDirectory: siteDirectory, now: now)
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw .unreadableFile(path: file, reason: FileManager.default.fileExists(atPath: file) ? "permission denied or not a file" : "no such file")
        }
        let days = try GymVisitsFile.parse(data, path: file, today: site.today)
        var added = 0
        let total = try site.write { writer in
            for day in days where try writer.addGymVisit(day) { added += 1 }
        }
        let message = "Imported \(file): \(days.count) visit \(days.count == 1 ? "day" : "days"), \(added) new, "
            + "\(days.count - added) already logged. Total workouts: \(total)."
        return Report(message: message + site.demoNote, changed: added > 0)
    }
}
