import Foundation
import GRDB
import Metrics

/// The stored totals were computed for another time zone than the site's: the build recomputed
/// them from the samples, in memory, for the site's zone.
public struct TotalsRecomputation: Sendable, Equatable {
    /// The zone the stored totals belong to.
    public let from: String
    /// The site's zone, the one the history now uses.
    public let to: String
    /// Days with a total in the new zone.
    public let days: Int

    public init(from: String, to: String, days: Int) {
        self.from = from
        self.to = to
        self.days = days
    }

    /// "time zone changed from Europe/Berlin to America/New_York: daily totals recomputed for 203 days".
    public var text: String { "time zone changed from \(from) to \(to): daily totals recomputed for \(days) days" }
}

extension HistoryStore {
    /// Reads everything in the store into a `History` whose daily and hourly totals belong to
    /// `calendar`'s time zone.
    ///
    /// Totals are a function of the stored samples and the zone. When the store records another
    /// zone for its totals (`time_zone` changed in site.toml since the last import), they are
    /// recomputed here from every stored sample, in memory: the store itself is not written (the
    /// next `sitegen import health` stores them). Without a recorded zone (a store older than
    /// "v3_health_slots", or one written by hand) the stored totals are used as they are.
    public func loadHistory(for calendar: DayCalendar) throws(StoreError) -> (History, TotalsRecomputation?) {
        try loadHistory(Set(History.Part.allCases), for: calendar)
    }

    /// The fields of `parts` only (the others empty: `History.replacing` puts them into a loaded history),
    /// with the totals recomputed as `loadHistory(for:)` does when `.samples` is among them.
    public func loadHistory(_ parts: Set<History.Part>, for calendar: DayCalendar) throws(StoreError) -> (History, TotalsRecomputation?) {
        let path = self.path
        return try mappingErrors(path: path) {
            try queue.read { db in try Self.history(db, path: path, parts: parts, for: calendar) }
        }
    }

    /// `loadHistory(parts, for:)` inside a read transaction already open on `db`; `hourly`: the hour slots it holds.
    static func history(_ db: Database, path: String, parts: Set<History.Part>, checkInsOf: Set<Int64>? = nil, sampleRows: Bool = true,
                        hourly: HourlyScope = .all, for calendar: DayCalendar) throws -> (History, TotalsRecomputation?) {
        var history = try HistoryReader(db: db, path: path).history(parts, checkInsOf: checkInsOf, sampleRows: sampleRows, hourly: hourly)
        guard parts.contains(.samples), let recorded = try recomputes(db, for: calendar) else { return (history, nil) }
        let totals = try TotalsComputation.all(db, calendar: calendar)
        history.daily = totals.daily
        history.hourly = hourly.selecting(totals.hourly)
        let days = Set(totals.daily.values.flatMap(\.keys)).count
        return (history, TotalsRecomputation(from: recorded, to: calendar.timeZone.identifier, days: days))
    }

    /// The zone the stored totals were computed for, when it is not `calendar`'s (the read recomputes them).
    static func recomputes(_ db: Database, for calendar: DayCalendar) throws -> String? {
        guard let recorded = try TotalsZone.read(db), recorded != calendar.timeZone.identifier else { return nil }
        return recorded
    }
}

/// Every day's totals computed from all stored samples, for one time zone.
enum TotalsComputation {
    static func all(_ db: Database, calendar: DayCalendar) throws -> (daily: [Quantity: [LocalDay: Double]], hourly: [Quantity: [LocalDay: [Double]]]) {
        var daily: [Quantity: [LocalDay: Double]] = [:]
        var hourly: [Quantity: [LocalDay: [Double]]] = [:]
        for quantity in Quantity.allCases {
            var totals = HourlyTotals(calendar: calendar, quantity: quantity)
            try SampleCursor.forEach(db, type: SampleType.of(quantity), from: .distantPast, before: .distantFuture) { totals.add($0) }
            for (day, slots) in totals.takeAll() {
                daily[quantity, default: [:]][day] = slots.reduce(0, +)
                hourly[quantity, default: [:]][day] = slots
            }
        }
        return (daily, hourly)
    }
}
