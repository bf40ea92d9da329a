import Foundation
import HistoryStore
import Metrics
import Settings
import Workspace

/// A site for a gym command: its settings, its store's path and "today" in the site's time zone.
struct GymSite {
    let settings: SiteSettings
    let storePath: String
    let today: LocalDay

    /// Reads `site.toml` of `siteDirectory`; the store is opened only to write.
    init(siteDirectory: String, now: Date) throws(GymError) {
        let workspace: Workspace
        do { workspace = try Workspace(siteDirectory: siteDirectory) } catch { throw .site(error.message) }
        settings = workspace.settings
        storePath = workspace.storePath
        today = workspace.today(now)
    }

    /// The day `text` names (default: today); a future day is refused.
    func day(_ text: String?) throws(GymError) -> LocalDay {
        guard let text else { return today }
        guard let day = LocalDay(text) else { throw .invalidDate(text) }
        guard day <= today else { throw .futureDate(day: day.description, today: today.description) }
        if case .failure(let violation) = Bounds.check(day: day, upTo: today, field: "--date") { throw .site(violation.description) }
        return day
    }

    /// Opens the store read-write (created when missing), runs `body` in one transaction and
    /// returns the unique visit days stored afterwards.
    func write(_ body: (HistoryWriter) throws -> Void) throws(GymError) -> Int {
        do {
            let store = try HistoryStore.open(path: storePath, mode: .readWrite)
            try store.write(body)
            return try store.rowCounts()["gym_visits"] ?? 0
        } catch {
            throw .site(error.description)
        }
    }

    /// A reminder that a demo site's build does not read the store.
    var demoNote: String {
        settings.demo ? "\nNote: site.toml has demo = true, so builds show demo data; set demo = false to see your visits." : ""
    }
}
