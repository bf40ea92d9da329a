import Foundation
import HistoryStore
import Metrics
import Settings

/// A site's store opened for a gym command, with "today" in the site's time zone.
struct GymSite {
    let settings: SiteSettings
    let store: HistoryStore
    let today: LocalDay

    /// Reads `site.toml` of `siteDirectory` and opens its store read-write (created when missing).
    init(siteDirectory: String, now: Date) throws(GymError) {
        let folder = SiteFolder(path: siteDirectory)
        do { settings = try folder.settings() } catch { throw .site(error.message) }
        do { store = try HistoryStore.open(path: folder.storePath(settings), mode: .readWrite) } catch {
            throw .site(error.description)
        }
        today = DayCalendar(timeZone: settings.timeZone).day(containing: now)
    }

    /// The day `text` names (default: today); a future day is refused.
    func day(_ text: String?) throws(GymError) -> LocalDay {
        guard let text else { return today }
        guard let day = LocalDay(text) else { throw .invalidDate(text) }
        guard day <= today else { throw .futureDate(day: day.description, today: today.description) }
        return day
    }

    /// Runs `body` in one transaction.
    func write(_ body: (HistoryWriter) throws -> Void) throws(GymError) {
        do { try store.write(body) } catch { throw .site(error.description) }
    }

    /// Unique visit days in the store.
    func total() throws(GymError) -> Int {
        do { return try store.rowCounts()["gym_visits"] ?? 0 } catch { throw .site(error.description) }
    }

    /// A reminder that a demo site's build does not read the store.
    var demoNote: String {
        settings.demo ? "\nNote: site.toml has demo = true, so builds show demo data; set demo = false to see your visits." : ""
    }
}
