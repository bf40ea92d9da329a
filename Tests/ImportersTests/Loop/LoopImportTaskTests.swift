import Foundation
import HistoryStore
import Metrics
import SiteBuilder
import Testing
@testable import Importers
@testable import Commands

@Suite("sitegen import loop: into the store")
struct LoopImportTaskTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    /// The stored check-ins of the habit named `name`, by day.
    static func checkIns(_ history: History, _ name: String) throws -> [LocalDay: CheckIn] {
        let habit = try #require(history.habits.first { $0.name == name })
        return Dictionary(uniqueKeysWithValues: history.checkIns.filter { $0.habitID == habit.id }.map { ($0.day, $0) })
    }

    @Test("a first import adds the habits in the category Loop and their check-ins")
    func firstImport() throws {
        let (site, export) = try LoopFixture.site()
        let summary = try LoopFixture.run(site, export)
        #expect(summary.habitsAdded == 4 && summary.checkInsAdded == 9 && summary.categoryAdded == "Loop")
        #expect(summary.skipped == [.afterToday: 4, .notRequired: 1, .noData: 2])
        let history = try LoopFixture.contents(site).0
        #expect(history.habitCategories.map(\.name) == ["Loop"])
        #expect(history.habits.map(\.name) == ["Meditate", "Read, \"deeply\"", "Run", "Old habit"])
        #expect(history.habits.allSatisfy { $0.category == "Loop" && $0.icon == "check" })
        #expect(history.habits.map(\.frequency) == [.daily, .timesPerWeek(3), .daily, .daily])
        #expect(history.habits[2].targetValue == 2 && history.habits[2].targetUnit == "km")
        #expect(history.habits.map(\.archived) == [false, false, false, true])
        #expect(history.habits[0].created == Self.day("2024-05-01"))
    }

    @Test("every value kind lands as its check-in", arguments: [
        ("Meditate", "2024-05-01", CheckIn?.some(CheckIn(habitID: 0, day: LocalDay("2024-05-01")!, level: .full))),
        ("Meditate", "2024-05-02", CheckIn(habitID: 0, day: LocalDay("2024-05-02")!, level: .none)),
        ("Meditate", "2024-05-04", nil),
        ("Read, \"deeply\"", "2024-05-02", CheckIn(habitID: 0, day: LocalDay("2024-05-02")!, level: .full)),
        ("Read, \"deeply\"", "2024-05-03", nil),
        ("Read, \"deeply\"", "2024-05-01", nil),
        ("Run", "2024-05-03", CheckIn(habitID: 0, day: LocalDay("2024-05-03")!, level: .full, count: 2.5)),
        ("Run", "2024-05-02", CheckIn(habitID: 0, day: LocalDay("2024-05-02")!, level: .partial, count: 1)),
        ("Run", "2024-05-01", CheckIn(habitID: 0, day: LocalDay("2024-05-01")!, level: .none, count: 0)),
        ("Old habit", "2024-05-02", CheckIn(habitID: 0, day: LocalDay("2024-05-02")!, level: .none, skipped: true)),
    ])
    func values(habit: String, day: String, expected: CheckIn?) throws {
        let (site, export) = try LoopFixture.site()
        try LoopFixture.run(site, export)
        var stored = try Self.checkIns(LoopFixture.contents(site).0, habit)[Self.day(day)]
        stored?.habitID = 0
        #expect(stored == expected)
    }

    @Test("importing the same export again adds nothing twice")
    func reimport() throws {
        let (site, export) = try LoopFixture.site()
        try LoopFixture.run(site, export)
        let before = try LoopFixture.contents(site)
        let summary = try LoopFixture.run(site, export)
        let after = try LoopFixture.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
        #expect(summary.habitsUnchanged == 4 && summary.habitsAdded == 0 && summary.habitsUpdated == 0)
        #expect(summary.checkInsAdded == 0 && summary.checkInsChanged == 0 && summary.checkInsUnchanged == 9)
        #expect(!summary.changedStore && summary.text.contains("4 habits, 9 check-ins: already up to date"))
        #expect(!summary.text.contains("Nothing new") && summary.text.contains("Not stored: 7 entries"))
    }

    @Test("a stored habit of the same name is updated: Loop's fields and days, sitegen's own kept")
    func merge() throws {
        let (site, export) = try LoopFixture.site()
        let input = HabitInput(name: "meditate", category: "Mindfulness", frequency: .timesPerWeek(2), morningRoutine: true)
        _ = try HabitTasks.add(input, siteDirectory: site, now: LoopFixture.now)
        for (day, level) in [("2024-04-30", CompletionLevel.full), ("2024-05-02", .full)] {
            _ = try HabitTasks.check(name: "Meditate", date: Self.day(day), mark: .level(level), siteDirectory: site, now: LoopFixture.now)
        }
        let summary = try LoopFixture.run(site, export)
        #expect(summary.habitsAdded == 3 && summary.habitsUpdated == 1 && summary.checkInsChanged == 1)
        let history = try LoopFixture.contents(site).0
        let meditate = try #require(history.habits.first { $0.name == "meditate" })
        #expect(meditate.category == "Mindfulness" && meditate.morningRoutine && meditate.frequency == .daily)
        #expect(history.habits.filter { $0.name.lowercased() == "meditate" }.count == 1)
        let days = try Self.checkIns(history, "meditate")
        #expect(days[Self.day("2024-04-30")]?.level == .full)
        #expect(days[Self.day("2024-05-02")]?.level == CompletionLevel.none)
        #expect(history.habits.map(\.position) == [0, 1, 2, 3])
    }

    @Test("a newer export changes the days it changed, and only those")
    func newerExport() throws {
        let (site, export) = try LoopFixture.site()
        try LoopFixture.run(site, export)
        var newer = LoopFixture.export
        newer["Checkmarks.csv"] = LoopFixture.checkmarks.replacingOccurrences(of: "2024-05-02,NO,YES_MANUAL,1000,SKIP,",
                                                                             with: "2024-05-02,NO,YES_MANUAL,2000,SKIP,")
        let summary = try LoopFixture.run(site, try LoopFixture.folder(newer))
        #expect(summary.checkInsChanged == 1 && summary.checkInsAdded == 0 && summary.habitsUpdated == 1)
        let run = try Self.checkIns(LoopFixture.contents(site).0, "Run")
        #expect(run[Self.day("2024-05-02")]?.level == .full && run[Self.day("2024-05-02")]?.count == 2)
    }

    @Test("the summary names what happened")
    func summaryText() throws {
        let (site, export) = try LoopFixture.site()
        let text = try LoopFixture.run(site, export).text
        #expect(text.contains("4 habits (4 added, 0 updated, 0 unchanged); 9 check-ins added, 0 changed, 0 already stored."))
        #expect(text.contains("Added the category \"Loop\""))
        #expect(text.contains("Not stored: 7 entries:"))
        #expect(text.contains("1 YES_AUTO (not required that day; sitegen derives it): \"Read, \"deeply\"\" 2024-05-03 (Checkmarks.csv line 3)"))
        #expect(text.contains("4 after today in the site's time zone: "))
        #expect(text.contains(", and 1 more"))
    }
}
