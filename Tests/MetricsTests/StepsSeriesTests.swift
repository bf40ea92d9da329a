import Testing
import Metrics

@Suite("The steps graph's values and the month calendar")
struct StepsSeriesTests {
    let day = LocalDay("2026-11-21")!

    @Test("day mode: the 6 previous days and the shown day, oldest first")
    func days() {
        let series = StepsSeries.days(endingOn: day) { $0.day * 10 }
        #expect(series.map(\.first.description) == ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
        #expect(series.map(\.steps) == [150, 160, 170, 180, 190, 200, 210])
    }

    @Test("week mode: 7 consecutive non-overlapping 7-day blocks, the current one ending on the day")
    func blocks() {
        let blocks = StepsSeries.blocks(endingOn: day) { _ in 1 }
        #expect(blocks.count == 7)
        #expect(blocks.last?.first.description == "2026-11-15")
        #expect(blocks.last?.last == day)
        #expect(blocks.first?.first.description == "2026-10-04")
        #expect(blocks.allSatisfy { $0.steps == 7 })
        for (a, b) in zip(blocks, blocks.dropFirst()) { #expect(a.last.adding(days: 1) == b.first) }
    }

    @Test("week mode: a block sums its known days, is nil when none is known, and saturates")
    func blockSums() {
        let known: Set<String> = ["2026-11-21", "2026-11-16", "2026-11-08"]
        let blocks = StepsSeries.blocks(endingOn: day) { known.contains($0.description) ? 1_000 : nil }
        #expect(blocks.map(\.steps) == [nil, nil, nil, nil, nil, 1_000, 2_000])
        let huge = StepsSeries.blocks(endingOn: day) { _ in WholeNumber.limit }
        #expect(huge.allSatisfy { $0.steps == WholeNumber.limit })
        let mixed = StepsSeries.blocks(endingOn: day) { $0 == self.day ? -5 : 0 }
        #expect(mixed.last?.steps == -5 && mixed.first?.steps == 0)
    }

    @Test("month grid rows and leading blanks", arguments: [
        ("2026-11-10", 2, 6, 6), ("2026-11-10", 1, 0, 5), ("2026-02-10", 1, 0, 4), ("2024-02-10", 2, 3, 5),
    ])
    func grid(text: String, firstWeekday: Int, blanks: Int, rows: Int) {
        let grid = MonthGrid(month: LocalDay(text)!, week: HabitWeek(firstWeekday: firstWeekday), status: { _ in .noData }, steps: { _ in nil })
        #expect(grid.weeks.count == rows)
        #expect(grid.weeks[0].prefix { $0 == nil }.count == blanks)
        #expect(grid.weeks.joined().compactMap { $0 }.count == LocalDay(text)!.daysInMonth)
        #expect(grid.columnNames.first == (firstWeekday == 1 ? "Sun" : "Mon"))
    }
}
