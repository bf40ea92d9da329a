import Foundation
import Testing
@testable import Settings

@Suite("docs/settings.md documents every site.toml key")
struct SettingsDocumentationTests {
    /// The docs file, found from this test file's path.
    static let docsURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/settings.md")

    @Test("the docs mention every key of the table", arguments: SettingKey.all.map(\.path))
    func mentionsKey(path: String) throws {
        let docs = try String(contentsOf: Self.docsURL, encoding: .utf8)
        #expect(docs.contains("`\(path)`"))
    }

    @Test("the docs hold the table generated from the key definitions (SITEGEN_RECORD=1 rewrites it)")
    func holdsGeneratedTable() throws {
        var docs = try String(contentsOf: Self.docsURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
            docs = try Self.replacingTable(in: docs)
            try docs.write(to: Self.docsURL, atomically: true, encoding: .utf8)
        }
        #expect(docs.contains(SettingKey.markdownTable),
                "docs/settings.md is out of date: run SITEGEN_RECORD=1 swift test --filter SettingsTests")
    }

    /// The docs with the text between the table markers replaced by the generated table.
    static func replacingTable(in docs: String) throws -> String {
        let begin = try #require(docs.range(of: "<!-- begin settings table"))
        let afterBegin = try #require(docs.range(of: "-->\n", range: begin.upperBound..<docs.endIndex))
        let end = try #require(docs.range(of: "<!-- end settings table -->"))
        return docs.replacingCharacters(in: afterBegin.upperBound..<end.lowerBound, with: SettingKey.markdownTable)
    }
}
