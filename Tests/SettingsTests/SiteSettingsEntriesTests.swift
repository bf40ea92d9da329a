import Testing
@testable import Settings

@Suite("The settings in force, for the Settings page")
struct SiteSettingsEntriesTests {
    @Test("entries list every key in catalog order")
    func everyKey() {
        let keys = SiteSettings.defaults.entries.map(\.key)
        #expect(keys == SettingKey.all.map(\.path))
        #expect(keys.first == "title")
        #expect(keys.last == "units.energy")
        #expect(keys.count == 24)
    }

    @Test("with no settings every entry is the default")
    func allDefaults() {
        let entries = SiteSettings.defaults.entries
        #expect(entries.allSatisfy { $0.isDefault })
    }

    @Test("entries show values as written in TOML and mark changed ones", arguments: [
        ("title", "\"Ada's dashboard\""),
        ("time_zone", "\"Europe/Berlin\""),
        ("demo", "true"),
        ("theme", "\"light\""),
        ("store.path", "\"data/history.sqlite\""),
        ("activity.step_goal", "8000"),
        ("habits.first_weekday", "\"sunday\""),
        ("training.reminders", "true"),
        ("training.every_days", "3"),
        ("training.reminder_time", "\"07:30\""),
        ("gym.dots_per_month", "31"),
    ])
    func changedValue(key: String, value: String) throws {
        let entry = try #require(Fixtures.fullSettings.entries.first { $0.key == key })
        #expect(entry.value == value)
        #expect(!entry.isDefault)
    }

    @Test("a value set to its default is marked as the default")
    func explicitDefault() throws {
        let settings = try SiteSettings.parse("[activity]\nstep_goal = 10000\nmax_bonus_days = 4\n", file: "site.toml")
        let entries = Dictionary(uniqueKeysWithValues: settings.entries.map { ($0.key, $0) })
        #expect(entries["activity.step_goal"]?.isDefault == true)
        #expect(entries["activity.max_bonus_days"]?.isDefault == false)
        #expect(entries["activity.max_bonus_days"]?.value == "4")
        #expect(entries["activity.step_goal"]?.meaning.isEmpty == false)
    }

    @Test("strings are escaped as TOML basic strings", arguments: [
        ("plain", "\"plain\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
    ])
    func escaping(title: String, written: String) throws {
        var settings = SiteSettings.defaults
        settings.title = title
        #expect(settings.entries.first?.value == written)
        let reparsed = try SiteSettings.parse("title = \(written)\n", file: "site.toml")
        #expect(reparsed.title == title)
    }
}
