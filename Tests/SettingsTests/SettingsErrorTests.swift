import Foundation
import Testing
@testable import Settings

@Suite("Messages for mistakes in site.toml")
struct SettingsErrorTests {
    @Test("malformed TOML names the line and column", arguments: [
        ("title = \n", "site.toml:1:9: malformed TOML: while parsing key-value pair: expected value"),
        ("[activity\nstep_goal = 1\n", "site.toml:1:10: malformed TOML: while parsing table header: expected ']'"),
        ("demo = true\n[gym]\ndots_per_month = 10 000\n", "site.toml:3:21: malformed TOML: while parsing key-value pair: expected a comment"),
        ("title = \"a\"\ntitle = \"b\"\n", "site.toml:2:9: malformed TOML: while parsing key-value pair: cannot redefine"),
    ])
    func malformed(text: String, messageStart: String) {
        #expect(message(text).hasPrefix(messageStart), "\(message(text))")
    }

    @Test("each mistake gets a message naming the file, the place and what was expected", arguments: [
        // Unknown keys and tables.
        ("[activity]\nstep_goal = 1\nstep_gaol = 5\n",
         "site.toml: unknown key 'activity.step_gaol' (line 3); known keys in [activity]: step_goal, "
            + "bonus_earn_interval, max_bonus_days, heart_rate_window_minutes; did you mean 'step_goal'?"),
        ("[gym]\nvisits = 3\n",
         "site.toml: unknown key 'gym.visits' (line 2); known keys in [gym]: dots_per_month"),
        ("titel = \"x\"\n",
         "site.toml: unknown key 'titel' (line 1); known top-level keys: title, time_zone, output, demo, theme, locale; "
            + "did you mean 'title'?"),
        ("step_goal = 5\n",
         "site.toml: unknown key 'step_goal' (line 1); known top-level keys: title, time_zone, output, demo, theme, locale; "
            + "did you mean 'activity.step_goal'?"),
        ("title = \"x\"\n\n[activty]\nstep_goal = 5\n",
         "site.toml: unknown table [activty] (line 3); known tables: [store], [activity], [energy], [habits], "
            + "[training], [gym], [moments], [app], [publish], [units]; did you mean [activity]?"),
        ("[plugins]\n",
         "site.toml: unknown table [plugins] (line 1); known tables: [store], [activity], [energy], [habits], "
            + "[training], [gym], [moments], [app], [publish], [units]"),
        // Wrong types.
        ("[activity]\n# the goal\nstep_goal = \"ten\"\n",
         "site.toml: activity.step_goal (line 3): expected an integer, found a string \"ten\""),
        ("[activity]\nstep_goal = 9500.5\n",
         "site.toml: activity.step_goal (line 2): expected an integer, found a floating-point number 9500.5"),
        ("demo = \"yes\"\n", "site.toml: demo (line 1): expected true or false, found a string \"yes\""),
        ("title = 42\n", "site.toml: title (line 1): expected a string, found an integer 42"),
        ("activity = 5\n", "site.toml: activity (line 1): expected a table [activity], found an integer 5"),
        // Out of range.
        ("[activity]\nbonus_earn_interval = 0\n",
         "site.toml: activity.bonus_earn_interval (line 2): expected an integer from 1 to 366, found 0"),
        ("activity.step_goal = 0\n", "site.toml: activity.step_goal (line 1): expected an integer from 1 to 200000, found 0"),
        ("[activity]\nmax_bonus_days = -1\n",
         "site.toml: activity.max_bonus_days (line 2): expected an integer from 0 to 366, found -1"),
        ("[activity]\nheart_rate_window_minutes = 1441\n",
         "site.toml: activity.heart_rate_window_minutes (line 2): expected an integer from 1 to 1440, found 1441"),
        ("[energy]\ncomparison_weeks = 53\n",
         "site.toml: energy.comparison_weeks (line 2): expected an integer from 1 to 52, found 53"),
        ("[training]\nevery_days = 31\n",
         "site.toml: training.every_days (line 2): expected an integer from 1 to 30, found 31"),
        ("[training]\nevery_days = 0\n",
         "site.toml: training.every_days (line 2): expected an integer from 1 to 30, found 0"),
        ("[training]\nreminders = \"yes\"\n",
         "site.toml: training.reminders (line 2): expected true or false, found a string \"yes\""),
        ("[gym]\ndots_per_month = 0\n",
         "site.toml: gym.dots_per_month (line 2): expected an integer from 1 to 100, found 0"),
        ("output = \"\"\n", "site.toml: output (line 1): expected a non-empty string, found \"\""),
        // Values that are not among the allowed ones.
        ("time_zone = \"Mars/Olympus\"\n",
         "site.toml: time_zone (line 1): expected an IANA time zone name such as \"Europe/Berlin\", "
            + "found \"Mars/Olympus\""),
        ("theme = \"blue\"\n", "site.toml: theme (line 1): expected one of \"auto\", \"light\", \"dark\", found \"blue\""),
        ("[habits]\nfirst_weekday = \"friday\"\n",
         "site.toml: habits.first_weekday (line 2): expected one of \"sunday\", \"monday\", found \"friday\""),
        ("[training]\nreminder_time = \"24:00\"\n",
         "site.toml: training.reminder_time (line 2): expected a time \"HH:MM\" from \"00:00\" to \"23:59\", "
            + "found \"24:00\""),
        ("[training]\nreminder_time = \"6:30\"\n",
         "site.toml: training.reminder_time (line 2): expected a time \"HH:MM\" from \"00:00\" to \"23:59\", "
            + "found \"6:30\""),
        // A key whose line cannot be found is named without one.
        ("activity = { step_goal = 0 }\n", "site.toml: activity.step_goal: expected an integer from 1 to 200000, found 0"),
    ])
    func mistake(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test("the first mistake in file order is reported")
    func firstInFileOrder() {
        let text = "[gym]\ndots_per_month = 0\n[activity]\nstep_gaol = 1\n"
        #expect(message(text) == "site.toml: gym.dots_per_month (line 2): expected an integer from 1 to 100, found 0")
    }

    @Test("the file name given is the one shown")
    func fileName() {
        #expect(message("demo = 1\n", file: "sites/demo/site.toml")
            == "sites/demo/site.toml: demo (line 1): expected true or false, found an integer 1")
    }

    @Test("a missing file says where it was looked for")
    func missingFile() {
        let folder = FileManager.default.temporaryDirectory.path
        let path = folder + "/sitegen-no-such-\(UUID().uuidString)/site.toml"
        #expect(throws: SettingsError.fileNotFound(file: path, absolutePath: path)) {
            try SiteSettings.load(path: path)
        }
        #expect(SettingsError.fileNotFound(file: "site.toml", absolutePath: "/srv/site/site.toml").description
            == "site.toml: file not found (looked in /srv/site/site.toml)")
    }

    @Test("a folder in place of the file is refused")
    func folder() {
        let path = FileManager.default.temporaryDirectory.path
        #expect(throws: SettingsError.unreadable(file: path, reason: "it is a folder, not a file")) {
            try SiteSettings.load(path: path)
        }
    }

    private func message(_ text: String, file: String = "site.toml") -> String {
        do {
            _ = try SiteSettings.parse(text, file: file)
            return "no error"
        } catch {
            return error.description
        }
    }
}
