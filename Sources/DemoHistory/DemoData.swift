import Foundation
import HistoryStore
import Metrics

/// Everything the generator produced, as plain values, before it is written.
struct DemoData {
    /// A habit with its check-ins; ids are given by the store when written.
    struct HabitLog {
        var habit: Habit
        var checkIns: [(day: LocalDay, level: CompletionLevel, count: Double?, minute: Int?)]
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

extension DemoData {
    /// Writes everything through `writer` (inside one `HistoryStore.write` transaction).
    func write(to writer: HistoryWriter) throws {
        try writeActivity(writer)
        for sample in samples {
            try writer.add(sample)
        }
        for workout in workouts {
            try writer.addWorkout(workout)
        }
        for summary in summaries {
            try writer.setActivitySummary(summary)
        }
        for goal in goals {
            try writer.setGoal(effective: goal.effective, steps: goal.steps, recordedAt: goal.recordedAt)
        }
        try writeHabitsAndJournal(writer)
        try writer.addImport(ImportRecord(source: "demo", exportDate: nil, importedAt: importedAt,
                                          recordCount: sampleCount))
    }

    /// Raw samples, hourly totals (every slot, zeros included) and daily totals equal to their sum.
    private func writeActivity(_ writer: HistoryWriter) throws {
        for day in activity {
            for sample in day.samples {
                try writer.add(sample)
            }
            for quantity in Quantity.allCases {
                let slots = (day.hourly[quantity] ?? []).map(tenths)
                for (hour, value) in slots.enumerated() {
                    try writer.setHourlyTotal(day: day.day, hour: hour, quantity: quantity, value: value)
                }
                try writer.setDailyTotal(day: day.day, quantity: quantity, value: tenths(slots.reduce(0, +)))
            }
        }
    }

    private func writeHabitsAndJournal(_ writer: HistoryWriter) throws {
        for category in categories {
            try writer.addFullHabitCategory(category)
        }
        var habitIDs: [Int64] = []
        for log in habits {
            let id = try writer.addFullHabit(log.habit)
            habitIDs.append(id)
            for entry in log.checkIns {
                try writer.setCheckIn(CheckIn(habitID: id, day: entry.day, level: entry.level, count: entry.count, minute: entry.minute))
            }
            for day in log.skipped {
                try writer.setFullCheckIn(CheckIn(habitID: id, day: day, level: .none, skipped: true))
            }
        }
        for day in gymVisits {
            try writer.addGymVisit(day)
        }
        for note in notes {
            try writer.setNote(day: note.day, markdown: note.markdown)
        }
        for entry in moments {
            var moment = entry.moment
            moment.habitID = entry.habitIndex.map { habitIDs[$0] }
            _ = try writer.addMoment(moment)
        }
    }
}

extension HistoryWriter {
    /// Adds one demo sample through the importers' bulk path.
    func add(_ sample: DemoSample) throws {
        try insertSample(SampleRow(type: sample.type, start: sample.start, end: sample.end, value: sample.value,
                                   unit: sample.unit, sourceName: sample.sourceName))
    }
}
