import Foundation
import HistoryStore
import Metrics

/// Recomputes the daily and hourly totals of the days an import covers, from every stored sample.
///
/// Totals come from the store, not from the file: after a re-import or a newer export that
/// holds an older one, a day's totals are those of the union of samples, the same every time.
struct TotalsRebuilder {
    let calendar: DayCalendar
    let writer: HistoryWriter
    /// Days whose total was clamped to its quantity's per-day bound (`HourlyTotals`).
    private(set) var clampedDays: Set<LocalDay> = []

    init(calendar: DayCalendar, writer: HistoryWriter) {
        self.calendar = calendar
        self.writer = writer
    }

    /// Rewrites the totals of `quantity` on every day from the one holding `range.start` to the one
    /// holding `range.end`; returns the days written. Samples are read from a day
    /// before the first (a sample may run past midnight) and must be shorter than a day.
    ///
    /// `streamed`: the totals of every stored sample of the quantity's type when the caller computed them
    /// (`StoreSink.streamed`); otherwise the samples are read from the store.
    mutating func rebuild(_ quantity: Quantity, over range: ClosedRange<Date>, streamed: HourlyTotals? = nil) throws -> Set<LocalDay> {
        let first = calendar.day(containing: range.lowerBound)
        let last = calendar.day(containing: range.upperBound)
        return try rebuild(quantity, from: calendar.start(of: first.adding(days: -1)), before: calendar.interval(of: last).end,
                           keeping: first...last, streamed: streamed)
    }

    /// Deletes every total of `quantity` and computes them again from all its stored samples
    /// (after a change of time zone: days of the old zone that no longer hold anything go).
    mutating func rebuildAll(_ quantity: Quantity, streamed: HourlyTotals? = nil) throws -> Set<LocalDay> {
        try writer.deleteTotals(of: quantity)
        return try rebuild(quantity, from: .distantPast, before: .distantFuture,
                           keeping: LocalDay(year: 1, month: 1, day: 1)!...LocalDay(year: 9999, month: 12, day: 31)!,
                           streamed: streamed)
    }

    private mutating func rebuild(_ quantity: Quantity, from: Date, before: Date,
                                  keeping range: ClosedRange<LocalDay>, streamed: HourlyTotals?) throws -> Set<LocalDay> {
        var written: Set<LocalDay> = []
        if var totals = streamed {
            written.formUnion(try write(totals.takeAll(), quantity, range))
            clampedDays.formUnion(totals.clampedDays.filter(range.contains))
            return written
        }
        var totals = HourlyTotals(calendar: calendar, quantity: quantity)
        var sinceFlush = 0
        try writer.forEachSample(type: SampleType.of(quantity), from: from, before: before) { span in
            totals.add(span)
            sinceFlush += 1
            if sinceFlush == 50_000 {
                sinceFlush = 0
                written.formUnion(try write(totals.takeDays(endingBy: span.start), quantity, range))
            }
        }
        written.formUnion(try write(totals.takeAll(), quantity, range))
        clampedDays.formUnion(totals.clampedDays.filter(range.contains))
        return written
    }

    private func write(_ days: [(LocalDay, [Double])], _ quantity: Quantity, _ range: ClosedRange<LocalDay>) throws -> [LocalDay] {
        var written: [LocalDay] = []
        for (day, slots) in days where range.contains(day) {
            try writer.replaceTotals(day: day, quantity: quantity, hourly: slots)
            written.append(day)
        }
        return written
    }
}
