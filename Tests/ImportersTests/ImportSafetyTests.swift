import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

@Suite("A failed import leaves the store as it was")
struct ImportSafetyTests {
    static let good = TestExport.xml((0..<50).map { TestExport.steps(10 + $0, "2024-05-01", "09:00", "09:05", source: "s\($0)") }
        .joined(separator: "\n"))

    /// A site folder (Berlin, no demo) holding `files`.
    static func site(_ files: [String: String] = [:]) throws -> String {
        let folder = TestExport.temporaryFolder()
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static func importing(_ path: String, site: String) throws(HealthImportError) -> HealthImportSummary {
        try HealthImportTask.run(siteDirectory: site, exportPath: path, now: TestExport.now)
    }

    static func contents(_ site: String) throws -> (History, [String: Int]) {
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly)
        return (try store.loadHistory(), try store.rowCounts())
    }

    @Test("bad input: a clear message naming the problem and where, and an unchanged store", arguments: [
        ("truncated.xml", String(Self.good.utf8.prefix(Self.good.utf8.count - 120))!, "the file is truncated (line 57, byte 8445): the input ends inside the markup starting \"<Record"),
        ("cut-record.xml", String(Self.good.utf8.prefix(600))!, "the input ends inside the markup starting \"<Record"),
        ("mismatched.xml", Self.good.replacingOccurrences(of: "</HealthData>", with: "</Health>"), "</Health> found where </HealthData> was expected"),
        // JSON is read as Health Auto Export's (docs/automation.md), which needs a "data" object.
        ("data.json", "{\"steps\": 1000}", "expected a JSON object with a \"data\" object"),
        ("other.xml", "<?xml version=\"1.0\"?>\n<ClinicalDocument/>", "the root element is <ClinicalDocument> (line 2, byte 22), expected <HealthData>"),
        ("entity.xml", Self.good.replacingOccurrences(of: "sourceName=\"s7\"", with: "sourceName=\"s&7\""), "malformed XML at line 15, byte 1434: an '&' that starts no entity"),
    ])
    func badFiles(name: String, text: String, expected: String) throws {
        let site = try Self.site([name: text])
        _ = try Self.importing(TestExport.fixture("real-dtd.xml"), site: site)
        let before = try Self.contents(site)
        do {
            _ = try Self.importing(site + "/" + name, site: site)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
            #expect(error.description.contains(site + "/" + name))
            #expect(error.description.contains("the store is as it was"))
        }
        let after = try Self.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }

    @Test("bad zips and paths", arguments: [
        ("no-export.zip", "no Apple Health export inside (looked in 2 files"),
        ("truncated.zip", "not a readable zip archive: no end-of-central-directory record"),
        ("corrupt.zip", "import failed"),
        ("missing.zip", "no such file or folder"),
    ])
    func badZips(name: String, expected: String) throws {
        let site = try Self.site()
        let path = name == "missing.zip" ? site + "/missing.zip" : TestExport.fixture(name)
        _ = try Self.importing(TestExport.fixture("real-dtd.xml"), site: site)
        let before = try Self.contents(site)
        #expect(throws: HealthImportError.self) { try Self.importing(path, site: site) }
        do { _ = try Self.importing(path, site: site) } catch { #expect(error.description.contains(expected), "got: \(error)") }
        let after = try Self.contents(site)
        #expect(after.0 == before.0 && after.1 == before.1)
    }

    @Test("a failed first import leaves no store behind")
    func noStoreLeft() throws {
        let site = try Self.site(["bad.xml": "<HealthData><Record"])
        #expect(throws: HealthImportError.self) { try Self.importing(site + "/bad.xml", site: site) }
        #expect(!FileManager.default.fileExists(atPath: site + "/history.sqlite"))
    }

    @Test("the export is found by content in a zip and in a folder, whatever its name")
    func foundByContent() throws {
        let site = try Self.site()
        let summary = try Self.importing(TestExport.fixture("export.zip"), site: site)
        #expect(summary.file.hasSuffix("export.zip → apple_health_export/Exportieren.xml"))
        #expect(summary.counts.records[.stepCount] == 200)
        let folder = TestExport.temporaryFolder()
        try "<?xml version=\"1.0\"?>\n<ClinicalDocument/>".write(toFile: folder + "/export_cda.xml", atomically: true, encoding: .utf8)
        try Self.good.write(toFile: folder + "/exportación.xml", atomically: true, encoding: .utf8)
        let fromFolder = try Self.importing(folder, site: site)
        #expect(fromFolder.file.hasSuffix("exportación.xml") && fromFolder.counts.records[.stepCount] == 50)
    }
}
