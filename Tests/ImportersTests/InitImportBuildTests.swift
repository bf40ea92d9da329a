import Commands
import Foundation
import Testing
@testable import Importers
import SiteBuilder

@Suite("A new site folder: sitegen init, an import, a build, and nothing else")
struct InitImportBuildTests {
    @Test("init, import the fixture export.zip and build, in a folder that holds no template or asset")
    func initImportBuild() throws {
        let site = TestExport.temporaryFolder() + "/my-site"
        let made = try SiteInit.run(directory: site, copyTemplates: false, timeZone: "Europe/Berlin")
        #expect(made.copied.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site).sorted() == ["history.sqlite", "site.toml"])
        _ = try HealthImportTask.run(siteDirectory: site, exportPath: TestExport.fixture("export.zip"), now: TestExport.now)
        let report = try SiteBuild().run(.init(siteDirectory: site, now: TestExport.now))
        #expect(report.historySource.contains("history.sqlite"))
        // The built-in templates and assets made every page; the site folder gained only the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site).sorted() == ["_site", "history.sqlite", "site.toml"])
        let output = site + "/_site"
        for file in ["index.html", "css/site.css", "favicon.svg", "manifest.webmanifest", "icons/icon-192.png", "settings/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + file), "\(file) is missing")
        }
        let overview = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(overview.contains("<link rel=\"stylesheet\" href=\"css/site.css\">"))
        #expect(!overview.contains("Demo data."))
        let days = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/data/days.json")))
        #expect(((days as? [[String: Any]]) ?? []).contains { (($0["steps"] as? NSNumber)?.intValue ?? 0) > 0 }, "no imported steps in data/days.json")
    }
}
