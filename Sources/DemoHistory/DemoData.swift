import Foundation
import HistoryStore
import Metrics

/// Everything the generator produced, as plain values, before it is written.
struct DemoData {
    /// A habit with its check-ins; ids are given by the store when written.
    struct HabitLog {
        var habit: Habit
        var checkIns: [(day: LocalDay, level: CompletionLevel, count: Double?)]
        /// Days marked skipped (not due; no check-in).
        var skipped: [LocalDay] = []
    }

    /// A moment, linked to a habit by its index in `habits`.
    struct MomentEntry {
        var moment: Moment
        var habitIndex: Int?
    }

    var samples: [DemoSample] = []
    var activity: [DemoDayActivity] = []
    var workouts: [Workout] = []
    var summaries: [ActivitySummary] = []
    var goals: [(effective: LocalDay, steps: Int, recordedAt: Date)] = []
    var categories: [HabitCategory] = []
    var habits: [HabitLog] = []
    var gymVisits: [LocalDay] = []
    var notes: [(day: LocalDay, markdown: String)] = []
    var moments: [MomentEntry] = []
    var importedAt = Date(timeIntervalSince1970: 0)

    /// The number of raw samples, the day activity's included.
    var sampleCount: Int {
        samples.count + activity.reduce(0) { $0 + $1.samples.count }
    }

    /// The steps of each day.
    var dailySteps: [LocalDay: Double] {
        Dictionary(uniqueKeysWithValues: activity.map { ($0.day, $0.total(.steps)) })
    }
}
