import Foundation
import SiteBuilder
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
}
