import Foundation
import Metrics
import Testing
@testable import Settings

@Suite("locale: the site's language and region")
struct LocaleSettingTests {
    @Test("a tag Foundation knows is read, in BCP 47 case, written with - or _", arguments: [
        ("de-DE", "de-DE", "de"), ("de_DE", "de-DE", "de"), ("en-GB", "en-GB", "en"), ("fr-CH", "fr-CH", "fr"),
        ("EN-us", "en-US", "en"), ("de", "de", "de"), ("zh-hans-cn", "zh-Hans-CN", "zh"), ("es-419", "es-419", "es"),
    ])
    func known(written: String, tag: String, language: String) throws {
        let settings = try SiteSettings.parse("locale = \"\(written)\"\n", file: "site.toml")
        #expect(settings.locale.tag == tag)
        #expect(settings.locale.languageCode == language)
        #expect(settings.localeIsSet)
        #expect(settings.locale.locale.identifier == tag.replacingOccurrences(of: "-", with: "_"))
    }

    @Test("without the key the site is en-US, and sitegen's Monday weeks stay")
    func missing() throws {
        let settings = try SiteSettings.parse("title = \"x\"\n", file: "site.toml")
        #expect(settings.locale == .enUS && !settings.localeIsSet)
        #expect(settings.habits.firstWeekday == .monday)
        let entry = try #require(settings.entries.first { $0.key == "locale" })
        #expect(entry.value == "\"en-US\"" && entry.isDefault)
    }

    @Test("a malformed or unknown tag is refused with file, line, key and tags that work", arguments: [
        "de_DE_x_y", "", "klingon", "tlh", "xx-XX", "de-DE-1996", "de--DE", "d", "de-DEU", "de DE", "en-US-POSIX", "ü-DE",
    ])
    func refused(written: String) {
        let text = "title = \"x\"\nlocale = \"\(written)\"\n"
        #expect {
            try SiteSettings.parse(text, file: "site.toml")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("site.toml: locale (line 2): expected a BCP 47 language tag")
                && message.contains("\"en-US\", \"en-GB\", \"de-DE\"")
                && message.contains("`sitegen locales` lists all")
                && message.hasSuffix("found \(TOMLLiteral.string(written))")
        }
    }

    @Test("a locale that is not a string is refused")
    func notAString() {
        #expect(throws: SettingsError.self) { try SiteSettings.parse("locale = 49\n", file: "site.toml") }
    }

    @Test("with locale set and first_weekday left out, the locale's first weekday is in force and shown as the default",
          arguments: [("de-DE", FirstWeekday.monday), ("en-US", .sunday), ("en-GB", .monday), ("fr-CH", .monday)])
    func firstWeekdayFromLocale(tag: String, expected: FirstWeekday) throws {
        let settings = try SiteSettings.parse("locale = \"\(tag)\"\n", file: "site.toml")
        #expect(settings.habits.firstWeekday == expected)
        let entry = try #require(settings.entries.first { $0.key == "habits.first_weekday" })
        #expect(entry.isDefault)
    }

    @Test("first_weekday written wins over the locale's")
    func firstWeekdayWritten() throws {
        let settings = try SiteSettings.parse("locale = \"de-DE\"\n[habits]\nfirst_weekday = \"sunday\"\n", file: "site.toml")
        #expect(settings.habits.firstWeekday == .sunday)
        #expect(settings.entries.first { $0.key == "habits.first_weekday" }?.isDefault == false)
    }

    @Test("the machine's locale comes from LC_ALL, LC_TIME or LANG; C, POSIX and unknown ones are en-US", arguments: [
        (["LANG": "de_DE.UTF-8"], "de-DE"), (["LANG": "de_DE.UTF-8@euro"], "de-DE"), (["LANG": "fr_CH"], "fr-CH"),
        (["LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"], "en-GB"), (["LC_TIME": "de_AT.UTF-8", "LANG": "en_US"], "de-AT"),
        (["LC_ALL": "", "LANG": "nl_NL.UTF-8"], "nl-NL"),
        (["LANG": "C.UTF-8"], "en-US"), (["LANG": "C"], "en-US"), (["LANG": "POSIX"], "en-US"), ([:], "en-US"),
        (["LANG": "xx_YY.UTF-8"], "en-US"), (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en-US"),
    ])
    func machine(environment: [String: String], tag: String) {
        #expect(SiteLocale.machine(environment: environment).tag == tag)
    }

    @Test("every listed tag is accepted, and the list holds the examples")
    func listed() {
        let tags = SiteLocale.availableTags
        #expect(tags.count > 300)
        #expect(Set(SiteLocale.examples).isSubset(of: Set(tags)))
        #expect(tags.allSatisfy { SiteLocale($0)?.tag == $0 })
    }
}
