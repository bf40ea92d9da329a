import Foundation
import Testing
@testable import Importers

/// A file `sitegen import health` does not read is refused saying what the file is and what is read.
@Suite("Refusals name the format seen and the formats supported")
struct RefusalTests {
    @Test("each refusal names what it found and lists the supported formats", arguments: [
        ("export_cda.xml", "<?xml version=\"1.0\"?>\n<ClinicalDocument xmlns=\"urn:hl7-org:v3\"/>\n",
         "the root element is <ClinicalDocument> (line 2, byte 22), expected <HealthData>: this is a clinical document (HL7 CDA"),
        ("route_2024-05-01_7.02am.gpx", "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"Apple Health Export\"/>\n",
         "this is a GPX workout route"),
        ("other.xml", "<rss version=\"2.0\"/>", "this is an XML document of another kind (root <rss>)"),
        ("history.db", "SQLite format 3\u{0}", "not an XML file (line 1, byte 0): expected '<', found 'S': this is not an XML file (it starts with 'S')"),
        ("data.json", "{\"steps\": 1000}", "expected a JSON object with a \"data\" object"),
    ])
    func refusals(name: String, text: String, expected: String) throws {
        let site = try ImportSafetyTests.site([name: text])
        defer { try? FileManager.default.removeItem(atPath: site) }
        do {
            _ = try ImportSafetyTests.importing(site + "/" + name, site: site)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(expected), "got: \(error)")
            #expect(error.description.contains(site + "/" + name))
            #expect(error.description.hasSuffix(HealthImportError.supportedFormats), "got: \(error)")
            #expect(error.description.contains("the store is as it was"))
        }
    }

    @Test("a zip holding no export lists what is read; a broken export does not (it is the right format, damaged)")
    func zipAndBrokenExport() throws {
        let site = try ImportSafetyTests.site(["bad.xml": "<HealthData><Record"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        do {
            _ = try ImportSafetyTests.importing(TestExport.fixture("no-export.zip"), site: site)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasSuffix(HealthImportError.supportedFormats), "got: \(error)")
        }
        do {
            _ = try ImportSafetyTests.importing(site + "/bad.xml", site: site)
            Issue.record("no error")
        } catch {
            #expect(!error.description.contains(HealthImportError.supportedFormats), "got: \(error)")
        }
    }
}
