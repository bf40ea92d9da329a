import Testing
import Metrics

@Suite("Completion percentages and heatmap levels (issue 7)")
struct HabitCompletionTests {
    static let mwf = HabitFrequency.weekdays([2, 4, 6])

    @Test("done days of the days that count: due days only, today only once done", arguments: [
        (HabitFrequency.daily, "xx.x", 3, 4, Optional(75)),
        (.daily, "xx..", 2, 3, 67),
        (.daily, "xsx.", 2, 2, 100),
        (.daily, "xpm", 3, 3, 100),
        (.daily, "x", 1, 1, 100),
        (.daily, ".", 0, 0, nil),
        (.daily, "", 0, 0, nil),
        (mwf, "x.x.x..", 3, 3, 100),
        (mwf, "x...x..", 2, 3, 67),
        (mwf, "xxxxx..", 3, 3, 100),
        (.timesPerWeek(3), "xxx....", 3, 3, 100),
        (.timesPerWeek(3), "x......", 1, 2, 50),
        (.timesPerWeek(2), ".......x", 1, 3, 33),
    ])
    func completion(frequency: HabitFrequency, marks: String, done: Int, counted: Int, percent: Int?) {
        let timeline = HabitMarks.timeline(frequency, marks)
        let today = HabitMarks.monday.adding(days: marks.count - 1)
        let completion = HabitCompletion(timeline, from: HabitMarks.monday.adding(days: -10), through: today.adding(days: 5), today: today)
        #expect(completion == HabitCompletion(done: done, counted: counted))
        #expect(completion.percent == percent)
    }

    @Test("levels: missed, partial to full, not due, skipped, today not done yet, future, outside", arguments: [
        (HabitFrequency.daily, "xmp.", 0, HeatmapLevel.full), (.daily, "xmp.", 1, .medium), (.daily, "xmp.", 2, .partial),
        (.daily, "x..", 1, .missed), (.daily, "x..", 2, .pending), (.daily, "xs.", 1, .skipped), (.daily, "xs", 1, .skipped),
        (mwf, "x.x", 1, .notDue), (mwf, "xs", 1, .skipped), (.timesPerWeek(1), "xs", 1, .skipped),
        (.daily, "x", 1, .future), (.daily, "xx", -1, .outside),
    ])
    func levels(frequency: HabitFrequency, marks: String, offset: Int, level: HeatmapLevel) {
        let timeline = HabitMarks.timeline(frequency, marks)
        let today = HabitMarks.monday.adding(days: marks.count - 1)
        #expect(HeatmapLevel.of(timeline, on: HabitMarks.monday.adding(days: offset), today: today) == level)
    }
}
