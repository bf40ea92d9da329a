import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("sitegen habit: the commands' work and their refusals")
struct HabitTasksTests {
    /// 2026-11-21 08:05 UTC.
    let now = Date(timeIntervalSince1970: 1_795_248_300)

    /// A site folder with an empty store and one habit, "Read".
    func site() throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: 10, targetUnit: "pages"),
                               siteDirectory: folder, now: now)
        return folder
    }

    func history(_ folder: String) throws -> History {
        try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
    }

    @Test("add, check with a count, edit, archive, list and remove")
    func lifecycle() throws {
        let folder = try site()
        let checkIn = try HabitTasks.check(name: "read", date: nil, mark: .count(7), siteDirectory: folder, now: now)
        #expect(checkIn.level == .medium && checkIn.day.description == "2026-11-21")
        _ = try HabitTasks.edit(name: "Read", HabitInput(name: "Read more", morningRoutine: true), siteDirectory: folder, now: now)
        #expect(try history(folder).habits.map(\.name) == ["Read more"] && history(folder).habits[0].icon == "book")
        #expect(try HabitTasks.list(siteDirectory: folder, now: now).first?.streak == 1)
        _ = try HabitTasks.archive(name: "Read more", siteDirectory: folder, now: now)
        #expect(try history(folder).habits[0].archived)
        #expect(try HabitTasks.remove(name: "Read more", siteDirectory: folder, now: now) == 1)
        #expect(try history(folder).habits.isEmpty && history(folder).checkIns.isEmpty)
    }

    @Test("a frequency given for a Loop habit clears its Loop rule, and the message says so; other edits keep it")
    func editClearsLoopRule() throws {
        let folder = try site()
        let rule = LoopRule(numerator: 2, denominator: 3)
        let store = try HistoryStore.open(path: folder + "/history.sqlite", mode: .readWrite)
        let id = try #require(try history(folder).habits.first?.id)
        try store.write { try $0.setLoopRule(rule, habitID: id) }
        let renamed = try HabitTasks.edit(name: "Read", HabitInput(name: "Read more"), siteDirectory: folder, now: now)
        #expect(renamed.clearedLoopRule == nil && renamed.message == "Changed \"Read more\".")
        #expect(try history(folder).habits.first?.loop == rule)
        let daily = try HabitTasks.edit(name: "Read more", HabitInput(frequency: .daily), siteDirectory: folder, now: now)
        #expect(daily.clearedLoopRule == rule && daily.habit.loop == nil)
        #expect(daily.message == "Changed \"Read more\". Its Loop rule (2 times in 3 days) no longer applies: the habit now follows "
            + "sitegen's rules (Every day), so its strength and streaks are sitegen's, streaks in days.")
        #expect(try history(folder).habits.first?.loop == nil)
        let weekly = try HabitTasks.edit(name: "Read more", HabitInput(frequency: .timesPerWeek(3)), siteDirectory: folder, now: now)
        #expect(weekly.clearedLoopRule == nil && weekly.message == "Changed \"Read more\".")
    }

    @Test("bad input is refused with a message, and nothing is written", arguments: [
        ("unknown habit", "no habit named \"Run\"; the habits are \"Read\""),
        ("duplicate name", "a habit named \"read\" already exists"),
        ("unknown category", "unknown category \"Sleep\": expected one of Personal Development, Fitness"),
        ("future date", "2026-11-22 is in the future: a check-in is for today (2026-11-21) or an earlier day"),
        ("negative count", "--count: -1 is outside the allowed range, 0 to 1,000,000"),
        ("unknown icon", "unknown icon \"rocket\": expected one of apple, book"),
        ("end before start", "--end 2026-11-01 is before --start 2026-11-10"),
        ("times per week", "--times-per-week: expected 1 to 7, found 9"),
    ])
    func refusals(kind: String, message: String) throws {
        let folder = try site()
        let before = try history(folder)
        let error = #expect(throws: HabitError.self) { try run(kind, folder) }
        #expect(error?.description.hasPrefix(message) == true, "got: \(error?.description ?? "no error")")
        #expect(try history(folder) == before)
    }

    private func run(_ kind: String, _ folder: String) throws {
        let add = { (input: HabitInput) in _ = try HabitTasks.add(input, siteDirectory: folder, now: now) }
        switch kind {
        case "unknown habit": _ = try HabitTasks.check(name: "Run", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        case "duplicate name": try add(HabitInput(name: "read", category: "Fitness"))
        case "unknown category": try add(HabitInput(name: "Sleep early", category: "Sleep"))
        case "future date":
            _ = try HabitTasks.check(name: "Read", date: LocalDay("2026-11-22"), mark: .level(.full), siteDirectory: folder, now: now)
        case "negative count": _ = try HabitTasks.check(name: "Read", date: nil, mark: .count(-1), siteDirectory: folder, now: now)
        case "unknown icon": try add(HabitInput(name: "Fly", category: "Fitness", icon: "rocket"))
        case "end before start":
            try add(HabitInput(name: "Run", category: "Fitness", startDay: LocalDay("2026-11-10"), endDay: LocalDay("2026-11-01")))
        default: try add(HabitInput(name: "Run", category: "Fitness", frequency: .timesPerWeek(9)))
        }
    }

    @Test("weekday lists", arguments: [("mon,wed,fri", Set([2, 4, 6])), ("Sunday, sat", Set([1, 7]))])
    func weekdays(text: String, days: Set<Int>) throws {
        #expect(try HabitInput.weekdays(text) == days)
    }
}
