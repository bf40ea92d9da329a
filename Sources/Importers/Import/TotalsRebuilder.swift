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

    /// Rewrites the totals of `quantity` on every day from the one holding `range.start` to the one
    /// holding `range.end`; returns how many days were written. Samples are read from a day
    /// before the first (a sample may run past midnight) and must be shorter than a day.
    func rebuild(_ quantity: Quantity, over range: ClosedRange<Date>) throws -> Int {
        let first = calendar.day(containing: range.lowerBound)
        let last = calendar.day(containing: range.upperBound)
        var totals = HourlyTotals(calendar: calendar)
        var written = 0
        var sinceFlush = 0
        try writer.forEachSample(type: SampleType.of(quantity), from: calendar.start(of: first.adding(days: -1)),
                                 before: calendar.interval(of: last).end) { span in
            totals.add(span)
            sinceFlush += 1
            if sinceFlush == 50_000 {
                sinceFlush = 0
                written += try write(totals.takeDays(endingBy: span.start), quantity, first...last)
            }
        }
        return written + (try write(totals.takeAll(), quantity, first...last))
    }

    private func write(_ days: [(LocalDay, [Double])], _ quantity: Quantity, _ range: ClosedRange<LocalDay>) throws -> Int {
        var written = 0
        for (day, slots) in days where range.contains(day) {
            try writer.replaceTotals(day: day, quantity: quantity, hourly: slots)
            written += 1
        }
        return written
    }
}
