import Foundation
import Testing
import Metrics
@testable import Settings

@Suite("The site.toml sitegen init writes")
struct SiteTOMLTemplateTests {
    @Test("it parses to the defaults with the machine's zone", arguments: ["Europe/Berlin", "UTC", "Australia/Lord_Howe"])
    func parsesToDefaults(zone: String) throws {
        var expected = SiteSettings.defaults
        expected.timeZone = try #require(TimeZone(identifier: zone))
        expected.writtenLocale = .enUS
        expected.habits.firstWeekday = .sunday
        #expect(try SiteSettings.parse(SiteTOMLTemplate.text(timeZone: zone), file: "site.toml") == expected)
    }

    @Test("it writes the machine's locale, and the defaults that follow it",
          arguments: [("de-DE", FirstWeekday.monday), ("en-US", .sunday), ("fr-CH", .monday)])
    func writesLocale(tag: String, firstWeekday: FirstWeekday) throws {
        let text = SiteTOMLTemplate.text(timeZone: "UTC", locale: tag)
        #expect(text.contains("\nlocale = \"\(tag)\"\n"))
        #expect(text.contains("\n# first_weekday = \"\(firstWeekday.rawValue)\"\n"))
        let settings = try SiteSettings.parse(text, file: "site.toml")
        #expect(settings.locale.tag == tag && settings.localeIsSet)
        #expect(settings.habits.firstWeekday == firstWeekday)
    }

    @Test("every key of the catalog is there with its default, its meaning and its allowed values, in its table")
    func everyKey() {
        let text = SiteTOMLTemplate.text(timeZone: "Europe/Berlin")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for key in SettingKey.all {
            let valueLine = key.path == "time_zone" ? "time_zone = \"Europe/Berlin\""
                : key.path == "locale" ? "locale = \"en-US\""
                : key.defaultNote == nil ? "# \(key.name) = \(key.defaultValue)"
                : "# \(key.name) = \(key.written(SiteSettings.parseDefaults(locale: "en-US")))"
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
        var expected = SiteSettings.parseDefaults(locale: "en-US")
        expected.timeZone = try #require(TimeZone(identifier: "UTC"))
        for key in SettingKey.all where key.path != "time_zone" && key.path != "locale" {
            let line = "# \(key.name) = \(key.written(expected))"
            let edited = text.replacingOccurrences(of: "\n" + line + "\n", with: "\n" + line.dropFirst(2) + "\n")
            #expect(edited != text, "\(key.path)")
            #expect(try SiteSettings.parse(edited, file: "site.toml") == expected, "\(key.path)")
        }
    }
}

extension SiteSettings {
    /// What a `site.toml` holding only `locale = "tag"` gives.
    static func parseDefaults(locale tag: String) -> SiteSettings {
        var settings = SiteSettings.defaults
        settings.writtenLocale = SiteLocale(tag)
        return settings.localeDefaults
    }
}
