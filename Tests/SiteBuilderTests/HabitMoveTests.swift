import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("sitegen habit move: the order of habits and categories (issue 17)")
struct HabitMoveTests {
    /// 2026-11-21 08:05 UTC.
    let now = Date(timeIntervalSince1970: 1_795_248_300)

    /// A site folder with three habits: Read (Learning), Stretch (Fitness), Water (Hydration).
    func site() throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        for (name, category) in [("Read", "Learning"), ("Stretch", "Fitness"), ("Water", "Hydration")] {
            _ = try HabitTasks.add(HabitInput(name: name, category: category), siteDirectory: folder, now: now)
        }
        return folder
    }

    func history(_ folder: String) throws -> History {
        try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
    }

    func move(_ name: String, _ placement: ListPlacement, category: Bool = false, _ folder: String) throws -> [String] {
        try HabitTasks.move(name: name, to: placement, category: category, siteDirectory: folder, now: now)
    }

    @Test("habits: before, after, first, last; the store keeps the order and every listing follows it")
    func habits() throws {
        let folder = try site()
        #expect(try move("water", .before("Read"), folder) == ["Water", "Read", "Stretch"])
        #expect(try history(folder).habits.map(\.name) == ["Water", "Read", "Stretch"])
        #expect(try move("Water", .after("Stretch"), folder) == ["Read", "Stretch", "Water"])
        #expect(try move("Stretch", .first, folder) == ["Stretch", "Read", "Water"])
        #expect(try move("Stretch", .last, folder) == ["Read", "Water", "Stretch"])
        #expect(try HabitTasks.list(siteDirectory: folder, now: now).map(\.habit.name) == ["Read", "Water", "Stretch"])
        // A habit added later goes last.
        _ = try HabitTasks.add(HabitInput(name: "Guitar", category: "Creative"), siteDirectory: folder, now: now)
        #expect(try history(folder).habits.map(\.name) == ["Read", "Water", "Stretch", "Guitar"])
    }

    @Test("categories: the seed's are stored on the first move; the Habits page's sections follow the order")
    func categories() throws {
        let folder = try site()
        let order = try move("Hydration", .before("Personal Development"), category: true, folder)
        #expect(order.prefix(4) == ["Hydration", "Personal Development", "Fitness", "Learning"])
        let history = try history(folder)
        #expect(history.habitCategories.map(\.name) == order)
        #expect(HabitStylesheet(history: history).categories.map(\.name) == order)
        let book = HabitBook(history: history, today: LocalDay("2026-11-21")!, week: HabitWeek(firstWeekday: 2))
        let groups = HabitsPage.groups(book.day(LocalDay("2026-11-21")!).cards, styles: HabitStylesheet(history: history))
        #expect(groups.map(\.title) == ["Hydration", "Fitness", "Learning"])
        #expect(try move("Learning", .first, category: true, folder).prefix(2) == ["Learning", "Hydration"])
        // A category added later goes last.
        try HabitTasks.addCategory(HabitCategory(name: "Garden", gradientFrom: "#112233", gradientTo: "#445566"), siteDirectory: folder, now: now)
        #expect(try self.history(folder).habitCategories.map(\.name).last == "Garden")
    }

    @Test("an unknown name or a move relative to itself is refused with a clear message; the store is unchanged", arguments: [
        ("Run", ListPlacement.first, false, "no habit named \"Run\"; the habits are \"Read\", \"Stretch\", \"Water\" (nothing was changed)"),
        ("Read", .before("Run"), false, "no habit named \"Run\""),
        ("Read", .after("read"), false, "cannot move \"Read\" before or after itself"),
        ("Sleep", .last, true, "no category named \"Sleep\"; the categories are \"Personal Development\""),
    ])
    func refusals(name: String, placement: ListPlacement, category: Bool, message: String) throws {
        let folder = try site()
        let before = try history(folder)
        let error = #expect(throws: HabitError.self) { try move(name, placement, category: category, folder) }
        #expect(error?.description.hasPrefix(message) == true, "got: \(error?.description ?? "no error")")
        #expect(try history(folder) == before)
    }

    @Test("the order goes into the JSON and CSV backup and comes back on restore")
    func backup() throws {
        let folder = try site()
        _ = try move("Water", .first, folder)
        _ = try move("Fitness", .first, category: true, folder)
        let exported = try ExportTasks.exportJSON(siteDirectory: folder, now: now)
        let csv = try ExportTasks.exportCSV(siteDirectory: folder, now: now)
        #expect(csv["categories.csv"]?.hasPrefix("name,gradient_from,gradient_to,icon,position\r\nFitness,#4CAF50,#388E3C,dumbbell,0\r\n") == true)
        let target = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: target + "/site.toml"))
        _ = try ExportTasks.restore(exported, file: "b.json", replace: false, siteDirectory: target, now: now)
        #expect(try history(target).habits.map(\.name) == ["Water", "Read", "Stretch"])
        #expect(try history(target).habitCategories.map(\.name) == history(folder).habitCategories.map(\.name))
        #expect(try ExportTasks.exportJSON(siteDirectory: target, now: now) == exported)
    }

    @Test("a backup without category positions (older than the order) keeps the file's order")
    func oldBackup() throws {
        let json = """
            {"format": "sitegen-habits", "version": 1, "checkIns": [], "moments": [], "habits": [],
             "categories": [{"name": "Zebra", "gradientFrom": "#112233", "gradientTo": "#445566"},
                            {"name": "Apple", "gradientFrom": "#112233", "gradientTo": "#445566"},
                            {"name": "Mango", "gradientFrom": "#112233", "gradientTo": "#445566"}]}
            """
        let target = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: target + "/site.toml"))
        _ = try ExportTasks.restore(Data(json.utf8), file: "old.json", replace: false, siteDirectory: target, now: now)
        #expect(try history(target).habitCategories.map(\.name) == ["Zebra", "Apple", "Mango"])
    }

    @Test("a check-in made for today records its time; one for an earlier day has none; the time is in the backup")
    func checkInTime() throws {
        let folder = try site()
        _ = try HabitTasks.check(name: "Read", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        _ = try HabitTasks.check(name: "Read", date: LocalDay("2026-11-20"), mark: .level(.partial), siteDirectory: folder, now: now)
        let checkIns = try history(folder).checkIns
        #expect(checkIns.map(\.minute) == [nil, 8 * 60 + 5])
        let csv = try ExportTasks.exportCSV(siteDirectory: folder, now: now)
        #expect(csv["checkins.csv"]?.contains("2026-11-21,full,,0,485\r\n") == true)
    }
}
