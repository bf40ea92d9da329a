import DemoHistory
import Foundation
import Metrics
import Testing

@Suite("Demo workouts, goals, habits, gym, notes and moments")
struct DemoJournalTests {
    @Test("HIIT about once or twice a week, and other workout types")
    func workouts() throws {
        let workouts = try DemoFixture.berlin.get().history.workouts
        let hiit = workouts.filter { $0.activityType == Workout.hiitType }
        #expect((104...208).contains(hiit.count))
        #expect(Set(workouts.map(\.activityType)).count >= 3)
        #expect(workouts.allSatisfy { $0.energyKcal ?? 0 > 0 && $0.durationSeconds > 0 })
    }

    @Test("step goal 8 000 from the start, 10 000 from a year ago; a move-goal change midway")
    func goals() throws {
        let fixture = try DemoFixture.berlin.get()
        #expect(fixture.history.goalChanges == [
            GoalChange(effective: fixture.today.adding(days: -730), steps: 8_000),
            GoalChange(effective: fixture.today.adding(days: -365), steps: 10_000),
        ])
        let moveGoals = Set(fixture.history.activitySummaries.map(\.moveGoalKcal))
        #expect(moveGoals == [500, 650, 550, 700])
        #expect(fixture.history.activitySummaries.count == 731)
    }

    @Test("habits across categories: frequencies, a target, rollover, a challenge, an archived one")
    func habits() throws {
        let history = try DemoFixture.berlin.get().history
        let habits = history.habits
        #expect((6...10).contains(habits.count))
        #expect(Set(habits.map(\.category)).count >= 4)
        #expect(Set(habits.map(\.category)).isSubset(of: Set(history.habitCategories.map(\.name))))
        #expect(habits.contains { $0.frequency == .daily && $0.targetValue == 8 && $0.targetUnit == "cups" })
        #expect(habits.contains { if case .timesPerWeek = $0.frequency { true } else { false } })
        #expect(habits.contains { if case .weekdays = $0.frequency { true } else { false } })
        #expect(habits.contains(where: \.rollover) && habits.contains(where: \.archived))
        let challenge = try #require(habits.first { $0.endDay != nil })
        #expect(challenge.startDay.map { $0.days(to: challenge.endDay!) } == 29)
        #expect(Set(history.checkIns.filter { !$0.skipped }.map(\.level)) == [.partial, .medium, .full])
        #expect(Set(history.checkIns.map(\.habitID)) == Set(habits.map(\.id)))
    }

    @Test("about three gym visits a week, past 100, some this month")
    func gym() throws {
        let fixture = try DemoFixture.berlin.get()
        let visits = fixture.history.gymVisits
        #expect((200...330).contains(visits.count))
        #expect(visits.contains { $0 >= fixture.today.firstOfMonth })
        #expect(visits == visits.sorted() && Set(visits).count == visits.count)
    }

    @Test("notes on about one day in ten; today's has a table, a task list and a link")
    func notes() throws {
        let fixture = try DemoFixture.berlin.get()
        #expect((40...110).contains(fixture.history.notes.count))
        let note = try #require(fixture.history.notes[fixture.today])
        #expect(note.contains("|-----|"))
        #expect(note.contains("- [x] ") && note.contains("- [ ] "))
        #expect(note.contains("](https://"))
        #expect(note.contains("*good*") && note.contains("**streak**"))
    }

    @Test("moments of every category, some linked to a habit, gym milestones 5 to 100")
    func moments() throws {
        let history = try DemoFixture.berlin.get().history
        let moments = history.moments
        #expect(Set(moments.map(\.category)) == ["Achievement", "Milestone", "Personal"])
        #expect(moments.contains { $0.habitID != nil })
        for count in [5, 20, 50, 100] {
            #expect(moments.contains { $0.title == "\(count) gym visits" })
        }
        #expect(history.imports.count == 1 && history.imports.first?.source == "demo")
    }
}
