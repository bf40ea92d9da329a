import DemoHistory
import Foundation
import HistoryStore
import Metrics
import Settings
import Workspace

/// The store phase: reads the history from the store, or generates the demo history.
///
/// With `demo = true` the build writes the deterministic demo history, ending on the build's
/// day, into an in-memory store and reads it back through the same code as a real store.
/// A real store is opened read-only: a build never changes recorded history.
struct HistoryLoader {
    let siteDirectory: String
    let settings: SiteSettings
    let now: Date

    func load() throws(BuildError) -> (History, String) {
        do {
            if settings.demo { return (try demoHistory(), "demo history, generated for this build (demo = true in site.toml)") }
            let path = Paths.resolve(settings.store.path, in: siteDirectory)
            let store = try HistoryStore.open(path: path, mode: .readOnly)
            // Read through the bounds: a value out of range is a clear error here, never a trap in a chart.
            let calendar = DayCalendar(timeZone: settings.timeZone)
            let today = calendar.day(containing: now)
            switch try store.auditedHistory(today: today, futureDays: true, for: calendar, hourly: EnergyTrend.hourlyScope(today: today)) {
            case .findings(let findings):
                throw BuildError(phase: .store, message: StoreAudit.buildMessage(findings, path: path))
            case .history(let history, let recomputed):
                return (history, path + (recomputed.map { "\n" + Self.recomputedLine($0) } ?? ""))
            }
        } catch let error as BuildError {
            throw error
        } catch let error as StoreError {
            throw BuildError(phase: .store, message: error.description)
        } catch {
            throw BuildError(phase: .store, message: "could not make the demo history: \(error)")
        }
    }

    /// The history's `parts` only, from the store (`LiveBuild`, after a form changed them), audited as
    /// `load` audits the whole store (the longest table's audit on a second connection); the history source
    /// when it changes (the totals' zone line). `checkInsOf`: of the check-ins, only those habits' are read
    /// (`History.replacing(_:from:checkInsOf:)`).
    func load(_ parts: Set<History.Part>, checkInsOf: Set<Int64>? = nil) throws(BuildError) -> (History, String?) {
        let path = Paths.resolve(settings.store.path, in: siteDirectory)
        do {
            let store = try HistoryStore.open(path: path, mode: .readOnly)
            let calendar = DayCalendar(timeZone: settings.timeZone)
            let today = calendar.day(containing: now)
            switch try store.auditedHistory(today: today, futureDays: true, for: calendar, parts: parts, checkInsOf: checkInsOf,
                                            hourly: EnergyTrend.hourlyScope(today: today)) {
            case .findings(let findings):
                throw BuildError(phase: .store, message: StoreAudit.buildMessage(findings, path: path))
            case .history(let history, let recomputed):
                return (history, parts.contains(.samples) ? path + (recomputed.map { "\n" + Self.recomputedLine($0) } ?? "") : nil)
            }
        } catch let error as BuildError {
            throw error
        } catch let error as StoreError {
            throw BuildError(phase: .store, message: error.description)
        } catch {
            throw BuildError(phase: .store, message: "\(error)")
        }
    }

    /// `history` as the site shows it: redacted when `publish.redact` (or `--redact`) is on. Every build,
    /// whole or incremental, passes what it read from the store through here, so that a rebuild after a
    /// form's write shows no more than a full build does.
    static func shown(_ history: History, settings: SiteSettings) -> History {
        settings.publish.redact ? Redaction.apply(history, fallbackGoal: settings.activity.stepGoal) : history
    }

    /// The line a build prints (and the Settings page shows) when the totals were recomputed for a new zone.
    static func recomputedLine(_ recomputed: TotalsRecomputation) -> String {
        recomputed.text + " (for this build, from the stored samples; the next `sitegen import health` stores them)"
    }

    private func demoHistory() throws -> History {
        let store = try HistoryStore.inMemory()
        try DemoHistoryGenerator(now: now, calendar: DayCalendar(timeZone: settings.timeZone)).write(into: store)
        return try store.loadHistory()
    }
}
