import Foundation
import Testing
@testable import Settings

@Suite("Parsing site.toml")
struct SiteSettingsParsingTests {
    @Test("a file with no settings gives the defaults", arguments: [
        "",
        "\n\n",
        "# only a comment\n",
        "[activity]\n[gym]\n",
    ])
    func emptyFileGivesDefaults(text: String) throws {
        let settings = try SiteSettings.parse(text, file: "site.toml")
        #expect(settings == SiteSettings.defaults)
    }

    @Test("the defaults are the documented ones")
    func defaults() {
        let defaults = SiteSettings.defaults
        #expect(defaults.title == "sitegen")
        #expect(defaults.timeZone == TimeZone.current)
        #expect(defaults.output == "_site")
        #expect(defaults.demo == false)
        #expect(defaults.theme == .auto)
        #expect(defaults.store.path == "history.sqlite")
        #expect(defaults.activity.stepGoal == 10_000)
        #expect(defaults.activity.bonusEarnInterval == 7)
        #expect(defaults.activity.maxBonusDays == 2)
        #expect(defaults.activity.heartRateWindowMinutes == 10)
        #expect(defaults.energy.comparisonWeeks == 10)
        #expect(defaults.habits.firstWeekday == .monday)
        #expect(defaults.training.reminders == false)
        #expect(defaults.training.everyDays == 7)
        #expect(defaults.training.reminderTime == TimeOfDay(hour: 18, minute: 0))
        #expect(defaults.gym.dotsPerMonth == 25)
    }

    @Test("a full valid file sets every key")
    func fullFile() throws {
        let settings = try SiteSettings.parse(Fixtures.fullFile, file: "site.toml")
        #expect(settings == Fixtures.fullSettings)
    }

    @Test("dotted keys and inline tables are read like tables", arguments: [
        "activity.step_goal = 8000\n",
        "activity = { step_goal = 8000 }\n",
        "[activity]\n\"step_goal\" = 8000\n",
    ])
    func otherSpellings(text: String) throws {
        let settings = try SiteSettings.parse(text, file: "site.toml")
        #expect(settings.activity.stepGoal == 8000)
    }

    @Test("range bounds are accepted", arguments: [
        ("[activity]\nmax_bonus_days = 0", \SiteSettings.activity.maxBonusDays, 0),
        ("[activity]\nheart_rate_window_minutes = 1440", \.activity.heartRateWindowMinutes, 1440),
        ("[energy]\ncomparison_weeks = 52", \.energy.comparisonWeeks, 52),
        ("[training]\nevery_days = 1", \.training.everyDays, 1),
        ("[training]\nevery_days = 30", \.training.everyDays, 30),
        ("[gym]\ndots_per_month = 1", \.gym.dotsPerMonth, 1),
    ] as [(String, KeyPath<SiteSettings, Int> & Sendable, Int)])
    func bounds(text: String, field: KeyPath<SiteSettings, Int> & Sendable, expected: Int) throws {
        #expect(try SiteSettings.parse(text, file: "site.toml")[keyPath: field] == expected)
    }

    @Test("load reads the file from disk")
    func load() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-settings-\(UUID().uuidString).toml")
        try Fixtures.fullFile.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SiteSettings.load(path: url.path) == Fixtures.fullSettings)
    }
}

@Suite("moments.hide, an array of strings")
struct MomentHideSettingTests {
    @Test("reads the keys to hide")
    func reads() throws {
        let settings = try SiteSettings.parse("[moments]\nhide = [\"gym-5\", \"steps-first-goal\"]\n", file: "site.toml")
        #expect(settings.moments.hide == ["gym-5", "steps-first-goal"])
        #expect(settings.entries.first { $0.key == "moments.hide" }?.value == "[\"gym-5\", \"steps-first-goal\"]")
    }

    @Test("refuses anything but an array of strings", arguments: ["hide = \"gym-5\"", "hide = [5]"])
    func refuses(line: String) {
        #expect(throws: SettingsError.self) { try SiteSettings.parse("[moments]\n\(line)\n", file: "site.toml") }
    }
}
