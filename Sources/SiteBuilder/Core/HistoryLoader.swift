import DemoHistory
import Foundation
import HistoryStore
import Metrics
import Settings
import Workspace

/// The history as the load phase hands it on: as the store holds it, as the site shows it (redacted when
/// the settings say so), and where it came from (the store's path, or the demo generator).
struct LoadedHistory: Sendable {
    /// As stored: serve keeps it between rebuilds and replaces only the parts a change touched.
    let stored: History
    /// What the model is assembled from: `stored` through `HistoryLoader.shown`.
    let shown: History
    /// The store's path (and the totals' zone line), or the demo note: the Settings page and the build log show it.
    let source: String
}

/// The load phase's history, for `sitegen build` and `sitegen serve` alike: one path that reads the store
/// (or generates the demo history) and applies redaction.
///
/// With `demo = true` the build writes the deterministic demo history, ending on the build's
/// day, into an in-memory store and reads it back through the same code as a real store.
/// A real store is opened read-only: a build never changes recorded history.
struct HistoryLoader {
    let siteDirectory: String
    let settings: SiteSettings
    let now: Date
    /// The build's day in the site's zone, worked out once by the build and passed down: the store's audit,
    /// the hour slots read and the model all take this one.
    let today: LocalDay

    /// Reads `parts` of the history and lays them over `kept`, the last build's (serve: `nil` reads every
    /// part, as a whole build does); `checkInsOf` narrows the check-ins read to those habits' (a check-in
    /// form's, `History.replacing(_:from:checkInsOf:)`). The store is audited as it is read (the longest
    /// table's audit on a second connection): a value out of range stops the build here, never traps in a chart.
    func load(_ parts: Set<History.Part> = Set(History.Part.allCases), checkInsOf: Set<Int64>? = nil,
              over kept: LoadedHistory? = nil) throws(BuildError) -> LoadedHistory {
        let (read, readSource) = try read(kept == nil ? Set(History.Part.allCases) : parts, checkInsOf: kept == nil ? nil : checkInsOf)
        let stored = kept.map { $0.stored.replacing(parts, from: read, checkInsOf: checkInsOf) } ?? read
        // The totals' zone line is the samples' news: a rebuild that did not read them keeps the last one.
        let source = kept.flatMap { parts.contains(.samples) ? nil : $0.source } ?? readSource
        return LoadedHistory(stored: stored, shown: Self.shown(stored, settings: settings), source: source)
    }

    /// `parts` from the store, or the whole demo history; with the history source.
    private func read(_ parts: Set<History.Part>, checkInsOf: Set<Int64>?) throws(BuildError) -> (History, String) {
        do {
            if settings.demo { return (try demoHistory(), "demo history, generated for this build (demo = true in site.toml)") }
            let path = Paths.resolve(settings.store.path, in: siteDirectory)
            let store = try HistoryStore.open(path: path, mode: .readOnly)
            let calendar = DayCalendar(timeZone: settings.timeZone)
            switch try store.auditedHistory(today: today, futureDays: true, for: calendar, parts: parts, checkInsOf: checkInsOf,
                                            hourly: EnergyTrend.hourlyScope(today: today)) {
            case .findings(let findings):
                throw BuildError(phase: .load, message: StoreAudit.buildMessage(findings, path: path))
            case .history(let history, let recomputed):
                return (history, path + (recomputed.map { "\n" + Self.recomputedLine($0) } ?? ""))
            }
        } catch let error as BuildError {
            throw error
        } catch let error as StoreError {
            throw BuildError(phase: .load, message: error.description)
        } catch {
            throw BuildError(phase: .load, message: "could not make the demo history: \(error)")
        }
    }

    /// `history` as the site shows it: redacted when `publish.redact` (or `--redact`) is on. Every build,
    /// whole or incremental, passes what it read from the store through here (`load`), so that a rebuild
    /// after a form's write shows no more than a full build does.
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
