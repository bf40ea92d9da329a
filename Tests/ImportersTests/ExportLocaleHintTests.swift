import Foundation
import Metrics
import Testing
@testable import Importers

/// An Apple Health export names the phone's locale (`<HealthData locale="de_DE">`): when it is not the
/// site's, the import's summary ends with a one-line hint naming both and the `locale` key; never an error.
@Suite("The export's locale, as a hint")
struct ExportLocaleHintTests {
    static let body = TestExport.steps(1200, "2024-05-01", "10:00", "10:30")

    /// Imports an export whose root names `exportLocale` into a site whose site.toml holds `settings`.
    static func summary(exportLocale: String?, settings: String) throws -> HealthImportSummary {
        let folder = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("time_zone = \"Europe/Berlin\"\n" + settings).write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        let root = exportLocale.map { "<HealthData locale=\"\($0)\">" } ?? "<HealthData>"
        let xml = TestExport.xml(body).replacingOccurrences(of: "<HealthData locale=\"en_US\">", with: root)
        try xml.write(toFile: folder + "/export.xml", atomically: true, encoding: .utf8)
        return try HealthImportTask.run(siteDirectory: folder, exportPath: folder + "/export.xml", now: TestExport.now)
    }

    @Test("a German phone and a site without locale: the hint names de-DE, en-US and the key; the import is done")
    func differs() throws {
        let summary = try Self.summary(exportLocale: "de_DE", settings: "")
        #expect(summary.counts.exportLocale == "de_DE")
        #expect(summary.counts.records[.stepCount] == 1)
        let hint = try #require(summary.localeHint)
        #expect(hint == "Hint: the export was made on a phone set to de-DE; this site's locale is en-US. "
            + "Set locale = \"de-DE\" in site.toml to show dates and numbers as the phone does.")
        let lines = summary.text(seconds: 1).split(separator: "\n")
        #expect(lines.last.map(String.init) == hint)
        #expect(lines.filter { $0.hasPrefix("Hint:") }.count == 1)
    }

    @Test("no hint when they agree, when the export names none, or names one Foundation does not know", arguments: [
        ("de_DE", "locale = \"de-DE\"\n"), ("en_US", ""), ("en_US@rg=uszzzz", ""), ("de_DE@rg=dezzzz", "locale = \"de-DE\"\n"),
    ] + [(nil, ""), ("xx_YY", ""), ("", "")] as [(String?, String)])
    func same(exportLocale: String?, settings: String) throws {
        let summary = try Self.summary(exportLocale: exportLocale, settings: settings)
        #expect(summary.localeHint == nil)
        #expect(!summary.text(seconds: 1).contains("Hint:"))
    }

    @Test("a dry run gives the hint too")
    func dryRun() throws {
        let folder = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "locale = \"fr-CH\"\n".write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        let xml = TestExport.xml(Self.body).replacingOccurrences(of: "locale=\"en_US\"", with: "locale=\"en_GB\"")
        try xml.write(toFile: folder + "/export.xml", atomically: true, encoding: .utf8)
        let summary = try HealthImportTask.run(siteDirectory: folder, exportPath: folder + "/export.xml", now: TestExport.now, dryRun: true)
        #expect(summary.localeHint?.contains("phone set to en-GB; this site's locale is fr-CH") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/history.sqlite"))
    }
}
