import Foundation
import Testing
@testable import Settings

/// Issue 13: every number setting goes through the ranges of `Bounds`, every text setting through
/// `TextLimit`; a refusal names the file, the key, its line and the allowed range.
@Suite("site.toml values outside their ranges")
struct SettingsBoundsTests {
    @Test("an out-of-range value is refused with the key, the line and the range", arguments: [
        ("[activity]\nstep_goal = 9223372036854775807\n", "activity.step_goal (line 2): expected an integer from 1 to 200000, found 9223372036854775807"),
        ("[activity]\nstep_goal = 0\n", "activity.step_goal (line 2)"),
        ("[activity]\nstep_goal = 1e19\n", "expected an integer"),
        ("[activity]\nstep_goal = inf\n", "expected an integer"),
        ("[activity]\nbonus_earn_interval = 100000000\n", "activity.bonus_earn_interval (line 2): expected an integer from 1 to 366"),
        ("[activity]\nmax_bonus_days = 9223372036854775807\n", "activity.max_bonus_days (line 2)"),
        ("[activity]\nheart_rate_window_minutes = 1441\n", "activity.heart_rate_window_minutes (line 2)"),
        ("[energy]\ncomparison_weeks = 53\n", "energy.comparison_weeks (line 2)"),
        ("[training]\nevery_days = 31\n", "training.every_days (line 2)"),
        ("[gym]\ndots_per_month = 0\n", "gym.dots_per_month (line 2)"),
        ("title = \"a\\u0007b\"\n", "title (line 1): expected one line of text without control characters"),
        ("title = \"two\\nlines\"\n", "title (line 1)"),
        ("output = \"_site\\u001b\"\n", "output (line 1)"),
        ("[moments]\nhide = [\"a\\u0007\"]\n", "moments.hide (line 2)"),
    ])
    func refused(text: String, expected: String) {
        let error = #expect(throws: SettingsError.self) { try SiteSettings.parse(text, file: "site.toml") }
        #expect(error?.description.contains(expected) == true, "got: \(error?.description ?? "no error")")
    }

    @Test("a 10 MB title is refused, not built")
    func hugeTitle() {
        let text = "title = \"" + String(repeating: "x", count: 10_000_000) + "\"\n"
        let error = #expect(throws: SettingsError.self) { try SiteSettings.parse(text, file: "site.toml") }
        #expect(error?.description.contains("title (line 1): expected at most 200 characters, found 10,000,000 characters") == true,
                "got: \(error?.description.prefix(300) ?? "no error")")
    }

    @Test("values at the ends of their ranges are accepted")
    func ends() throws {
        let settings = try SiteSettings.parse("title = \"\(String(repeating: "é", count: 200))\"\n[activity]\nstep_goal = 200000\nmax_bonus_days = 0\n",
                                              file: "site.toml")
        #expect(settings.activity.stepGoal == 200_000 && settings.activity.maxBonusDays == 0)
    }
}
