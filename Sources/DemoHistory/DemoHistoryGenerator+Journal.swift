import Foundation
import HistoryStore
import Metrics

extension DemoHistoryGenerator {
    /// A short note on about one day in ten, and on today a longer one with real Markdown.
    func notes(dailySteps: [LocalDay: Double]) -> [(day: LocalDay, markdown: String)] {
        var notes: [(day: LocalDay, markdown: String)] = days.dropLast().compactMap { day in
            var random = random(.notes, day)
            guard random.chance(0.1) else { return nil }
            let template = DemoTexts.shortNotes[random.int(0...DemoTexts.shortNotes.count - 1)]
            let steps = DemoTexts.grouped(dailySteps[day] ?? 0)
            return (day, template.replacingOccurrences(of: "{steps}", with: steps))
        }
        let recent = (1...3).reversed().map { today.adding(days: -$0) }.map { ($0, dailySteps[$0] ?? 0) }
        notes.append((today, DemoTexts.todayNote(today: today, recentSteps: recent)))
        return notes
    }

    /// Memorable moments: gym milestones (5, 20, 50, 100 visits), a step record, habit milestones
    /// linked to their habit, a VO2 max landmark and a few personal entries.
    func moments(_ data: DemoData) -> [DemoData.MomentEntry] {
        var entries = gymMilestones(data.gymVisits) + habitMilestones(data.habits)
        if let best = data.activity.max(by: { $0.total(.steps) < $1.total(.steps) }) {
            entries.append(entry(best.day, "Personal best: \(DemoTexts.grouped(best.total(.steps))) steps",
                                 "Achievement", DemoTexts.stepRecord))
        }
        let vo2 = data.samples.first { $0.type == SampleType.vo2Max && $0.value >= 40 }
        if let vo2 {
            entries.append(entry(calendar.day(containing: vo2.start), "VO₂ max passed 40", "Achievement",
                                 DemoTexts.vo2Landmark(vo2.value)))
        }
        for (offset, title, markdown) in DemoTexts.personalMoments {
            let day = offset >= 0 ? firstDay.adding(days: offset) : today.adding(days: offset)
            entries.append(entry(day, title, "Personal", markdown))
        }
        return entries.filter { $0.moment.day <= today }.sorted { $0.moment.day < $1.moment.day }
    }

    private func gymMilestones(_ visits: [LocalDay]) -> [DemoData.MomentEntry] {
        DemoTexts.gymMilestones.compactMap { count, message in
            guard visits.count >= count else { return nil }
            return entry(visits[count - 1], "\(count) gym visits", "Milestone",
                         "**\(message)** That makes *\(count)* days at the gym.")
        }
    }

    private func habitMilestones(_ habits: [DemoData.HabitLog]) -> [DemoData.MomentEntry] {
        var entries: [DemoData.MomentEntry] = []
        if let read = habits.firstIndex(where: { $0.habit.name == "Read 10 pages" }), habits[read].checkIns.count >= 100 {
            entries.append(entry(habits[read].checkIns[99].day, "100 days of reading", "Achievement",
                                 DemoTexts.hundredDaysOfReading, habit: read))
        }
        if let challenge = habits.firstIndex(where: { $0.habit.endDay != nil }), let end = habits[challenge].habit.endDay {
            entries.append(entry(end, "30 days without sugar", "Milestone", DemoTexts.challengeDone, habit: challenge))
        }
        return entries
    }

    private func entry(_ day: LocalDay, _ title: String, _ category: String, _ markdown: String,
                       habit: Int? = nil) -> DemoData.MomentEntry {
        DemoData.MomentEntry(moment: Moment(id: 0, day: day, title: title, category: category, markdown: markdown),
                             habitIndex: habit)
    }
}
