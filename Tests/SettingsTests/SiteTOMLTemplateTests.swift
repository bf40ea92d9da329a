import Foundation
import Testing
@testable import Settings

@Suite("The site.toml sitegen init writes")
struct SiteTOMLTemplateTests {
    @Test("it parses to the defaults with the machine's zone", arguments: ["Europe/Berlin", "UTC", "Australia/Lord_Howe"])
    func parsesToDefaults(zone: String) throws {
        var expected = SiteSettings.defaults
        expected.timeZone = try #require(TimeZone(identifier: zone))
        #expect(try SiteSettings.parse(SiteTOMLTemplate.text(timeZone: zone), file: "site.toml") == expected)
    }

    @Test("every key of the catalog is there with its default, its meaning and its allowed values, in its table")
    func everyKey() {
        let text = SiteTOMLTemplate.text(timeZone: "Europe/Berlin")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for key in SettingKey.all {
            let valueLine = key.path == "time_zone" ? "time_zone = \"Europe/Berlin\"" : "# \(key.name) = \(key.defaultValue)"
            guard let index = lines.firstIndex(of: valueLine) else {
                Issue.record("no line \(valueLine) for \(key.path)")
                continue
            }
            #expect(lines[..<index].last { $0.hasPrefix("# ") && $0.contains(key.meaning) } != nil, "\(key.path): no meaning")
            #expect(lines[..<index].contains("# \(key.meaning) Allowed: \(key.allowed)."), "\(key.path)")
            let header = lines[..<index].last { $0.hasPrefix("[") }
            #expect(header == key.table.map { "[\($0)]" }, "\(key.path) is under \(header ?? "no table")")
        }
        #expect(!text.contains("\r") && text.hasSuffix("\n"))
    }

    @Test("uncommenting any one key with its default still parses to the defaults")
    func uncommentEach() throws {
        let text = SiteTOMLTemplate.text(timeZone: "UTC")
        var expected = SiteSettings.defaults
        expected.timeZone = try #require(TimeZone(identifier: "UTC"))
        for key in SettingKey.all where key.path != "time_zone" {
            let line = "# \(key.name) = \(key.defaultValue)"
            let edited = text.replacingOccurrences(of: "\n" + line + "\n", with: "\n" + line.dropFirst(2) + "\n")
            #expect(edited != text, "\(key.path)")
            #expect(try SiteSettings.parse(edited, file: "site.toml") == expected, "\(key.path)")
        }
    }
}
