import Foundation
import Testing
@testable import Importers
import SiteBuilder

@Suite("The site after an import")
struct BuildAfterImportTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("sitegen build shows the imported steps of the day")
    func activityPages() throws {
        let site = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\ndemo = false\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        for folder in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/" + folder, toPath: site + "/" + folder)
        }
        let export = TestExport.xml("""
            \(TestExport.steps(4321, "2024-05-01", "10:00", "10:20"))
            \(TestExport.steps(4000, "2024-05-01", "10:01", "10:21", source: "Ada’s Apple Watch"))
            """)
        try export.write(toFile: site + "/export.xml", atomically: true, encoding: .utf8)
        _ = try HealthImportTask.run(siteDirectory: site, exportPath: site + "/export.xml", now: TestExport.now)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: TestExport.now))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/_site/data/days.json")))
        let days = try #require(json as? [[String: Any]])
        let day = try #require(days.first { $0["day"] as? String == "2024-05-01" })
        #expect(day["steps"] as? Double == 4321 || day["steps"] as? Int == 4321)
        let page = try String(contentsOfFile: site + "/_site/day/2024-05-01/index.html", encoding: .utf8)
        #expect(page.contains("4,321") || page.contains("4321"))
    }
}
