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
}
