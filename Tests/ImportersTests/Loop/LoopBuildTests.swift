import Foundation
import SiteBuilder
import Metrics
import Testing
@testable import Importers

@Suite("The site after a Loop import")
struct LoopBuildTests {
    @Test("sitegen build shows the imported habits on the habits page and in data/habits.json")
    func habitsPage() throws {
        let (site, export) = try LoopFixture.site()
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: BuildAfterImportTests.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try LoopFixture.run(site, export)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: LoopFixture.now))
        let page = try String(contentsOfFile: site + "/_site/habits/index.html", encoding: .utf8)
        #expect(page.contains("Meditate"))
        #expect(page.contains("Read, &quot;deeply&quot;"))
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/habits.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let habits = try #require(json["habits"] as? [[String: Any]])
        let run = try #require(habits.first { $0["name"] as? String == "Run" })
        #expect(run["category"] as? String == "Loop" && run["targetUnit"] as? String == "km")
        let days = try #require(run["days"] as? [[String: Any]])
        let today = try #require(days.first { $0["day"] as? String == "2024-05-03" })
        #expect(today["level"] as? String == "full" && today["count"] as? Double == 2.5)
    }

    @Test("an at-most habit's page shows its type, target, unit and amounts; data/habits.json carries Loop's rule")
    func loopRulePage() throws {
        let (site, _) = try LoopFixture.site(export: [:])
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: BuildAfterImportTests.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try LoopFixture.run(site, TestExport.fixture("loop/current.zip"))
        _ = try SiteBuild().run(.init(siteDirectory: site, now: LoopFixture.now))
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/habits.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let habits = try #require(json["habits"] as? [[String: Any]])
        let coffee = try #require(habits.first { $0["name"] as? String == "Coffee" })
        let loop = try #require(coffee["loop"] as? [String: Any])
        #expect(loop["targetType"] as? String == "at_most" && loop["targetValue"] as? Double == 2 && loop["unit"] as? String == "cups")
        #expect(loop["numerator"] as? Int == 1 && loop["denominator"] as? Int == 1 && loop["target"] as? String == "At most 2 cups a day")
        let days = try #require(coffee["days"] as? [[String: Any]])
        #expect(days.first { $0["day"] as? String == "2024-05-03" }?["count"] as? Double == 3)
        let quoted = try #require(habits.first { ($0["name"] as? String)?.hasPrefix("\"Quoted\"") == true })
        #expect((quoted["loop"] as? [String: Any])?["frequency"] as? String == "2 times in 3 days")
        #expect(habits.first { $0["name"] as? String == "Meditate" }?["loop"] != nil)
        let id = try #require(coffee["id"] as? Int)
        let page = try String(contentsOfFile: site + "/_site/reports/habit/\(id)/index.html", encoding: .utf8)
        for text in ["Numerical (at most)", "At most 2 cups a day", "Latest amounts", "Fri, May 3: 3 cups", "Wed, May 1: 0 cups"] {
            #expect(page.contains(text), "missing \(text)")
        }
    }

    /// The site of Loop's current export (`Fixtures/loop/current`), built as of 2024-05-03.
    static func builtCurrent() throws -> String {
        let (site, _) = try LoopFixture.site(export: [:])
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: BuildAfterImportTests.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try LoopFixture.run(site, TestExport.fixture("loop/current"))
        _ = try SiteBuild().run(.init(siteDirectory: site, now: LoopFixture.now))
        return site
    }

    static func json(_ site: String, _ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/_site/" + path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["habits"] as? [[String: Any]])
    }

    @Test("issue 14: a 2-in-3 habit's strength is Loop's score and its streaks count days, on statistics.json, habits.json and its page")
    func loopScoreAndStreaks() throws {
        let site = try Self.builtCurrent()
        let statistics = try Self.json(site, "data/statistics.json")
        let quoted = try #require(statistics.first { ($0["name"] as? String)?.hasPrefix("\"Quoted\"") == true })
        let (history, _) = try LoopFixture.contents(site)
        let habit = try #require(history.habits.first { $0.id == Int64(quoted["id"] as? Int ?? -1) })
        let rule = try #require(habit.loop)
        let loop = LoopScore.points(rule: rule, entries: loopEntries(for: habit, checkIns: history.checkIns), through: LoopFixture.today)
        let strength = try #require(quoted["strength"] as? Double)
        // LoopScore's, as the page rounds it; and loop_reference.py's habit_recompute on the same entries: 0.041258966700700256.
        #expect(abs(strength - (loop.last?.score ?? -1)) < 0.00005 && abs(strength - 0.041258966700700256) < 0.00005)
        #expect(quoted["streakUnit"] as? String == "days" && quoted["currentStreak"] as? Int == 3 && quoted["bestStreak"] as? Int == 3)
        let meditate = try #require(statistics.first { $0["name"] as? String == "Meditate" })
        #expect(meditate["currentStreak"] as? Int == 1 && meditate["bestStreak"] as? Int == 2, "the skip on May 1 is a streak day")
        let habits = try Self.json(site, "data/habits.json")
        let days = try #require(habits.first { Int64($0["id"] as? Int ?? -1) == habit.id }?["days"] as? [[String: Any]])
        #expect(days.map { $0["streak"] as? Int } == [0, 1, 2, 3])
        let page = try String(contentsOfFile: site + "/_site/reports/habit/\(habit.id)/index.html", encoding: .utf8)
        #expect(page.contains("<dt>Current streak</dt><dd><span class=\"stat-value\">3 days</span>"))
        #expect(page.contains("<dt>Best streak</dt><dd><span class=\"stat-value\">3 days</span>") && !page.contains("0 weeks"))
        let percent = Int(((loop.last?.score ?? -1) * 100).rounded())
        #expect(page.contains("<dt>Strength</dt><dd><span class=\"stat-value\">\(percent) %</span>") && percent == 4)
    }

    @Test("issue 14: a skipped day's heatmap square is marked skipped (class, stroke, title) and the legend names it")
    func skipOnHeatmaps() throws {
        let site = try Self.builtCurrent()
        let statistics = try Self.json(site, "data/statistics.json")
        let id = try #require(statistics.first { $0["name"] as? String == "Meditate" }?["id"] as? Int)
        let page = try String(contentsOfFile: site + "/_site/reports/habit/\(id)/index.html", encoding: .utf8)
        // The square links to its day (issue 17): the link carries the square's title.
        #expect(page.contains("<title>May 1, 2024: skipped</title><rect ") && page.contains("class=\"sk\"></rect><path class=\"sk-mark\""))
        #expect(page.components(separatedBy: "class=\"sk\"></rect>").count - 1 == 1, "one skipped day")
        #expect(page.contains("<td class=\"sk\">skipped</td>"), "the heatmap's table says it too")
        // The Year report shows the year at a glance, the skip's mark included; the habit's own year page
        // titles the square.
        let reports = try String(contentsOfFile: site + "/_site/reports/index.html", encoding: .utf8)
        #expect(reports.contains("legend-square sk") && reports.contains("<path class=\"sk\" d=\"M") && reports.contains("class=\"sk-mark\""))
        let year = try String(contentsOfFile: site + "/_site/reports/year/2024/habit/\(id)/index.html", encoding: .utf8)
        #expect(year.contains("May 1, 2024: skipped"))
        let css = try String(contentsOfFile: site + "/_site/css/site.css", encoding: .utf8)
        #expect(css.contains(".heatmap .sk-mark"))
    }

    /// Loop's own export, the reference archive of Loop's exporter test (uhabits-core/assets/test/csv_export,
    /// today 2015-01-25): "Wake up early", 2 in 3 days, with its Checkmarks.csv and Loop's Scores.csv.
    static let assetCheckmarks = """
        Date,Value,Notes
        2015-01-25,YES_MANUAL,
        2015-01-24,NO,
        2015-01-23,YES_AUTO,
        2015-01-22,YES_MANUAL,
        2015-01-21,YES_MANUAL,
        2015-01-20,YES_MANUAL,
        2015-01-19,YES_AUTO,
        2015-01-18,YES_AUTO,
        2015-01-17,YES_MANUAL,
        2015-01-16,YES_MANUAL,

        """
    static let assetScores = [
        "2015-01-25,0.2557", "2015-01-24,0.2226", "2015-01-23,0.1991", "2015-01-22,0.1746", "2015-01-21,0.1379",
        "2015-01-20,0.0995", "2015-01-19,0.0706", "2015-01-18,0.0515", "2015-01-17,0.0315", "2015-01-16,0.0107",
    ]

    @Test("issue 14 end to end: Loop's own export imported and built shows Loop's Scores.csv on every day, and its streaks in days")
    func loopExportAsset() throws {
        let (site, export) = try LoopFixture.site(export: [
            "Habits.csv": LoopFixture.currentHeader + "\n002,Wake up early,YES_NO,Did you wake up early today?,,2,3,#FF9800,,,,false\n",
            "002 Wake up early/Checkmarks.csv": Self.assetCheckmarks,
        ])
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: BuildAfterImportTests.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        try LoopFixture.run(site, export)
        let now = Date(timeIntervalSince1970: 1_422_187_200)  // 2015-01-25 12:00 UTC
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
        let (history, _) = try LoopFixture.contents(site)
        let today = try #require(LocalDay("2015-01-25"))
        let book = HabitBook(history: history, today: today, week: HabitWeek(firstWeekday: 2))
        let loop = try #require(book.timelines.first?.loop)
        let printed = loop.strength.reversed().map { "\($0.day),\(String(format: "%.4f", $0.score))" }
        #expect(printed == Self.assetScores)
        let statistics = try Self.json(site, "data/statistics.json")
        let wake = try #require(statistics.first)
        #expect(abs((wake["strength"] as? Double ?? -1) - 0.2557) < 0.00005)
        // Loop's streaks: Jan 16–23 (the automatic days included), then Jan 25.
        #expect(wake["streakUnit"] as? String == "days" && wake["currentStreak"] as? Int == 1 && wake["bestStreak"] as? Int == 8)
    }
}
