import Testing
@testable import Settings

@Suite("Suggesting the closest known key")
struct KeySuggestionTests {
    static let known = ["step_goal", "bonus_earn_interval", "max_bonus_days", "heart_rate_window_minutes"]

    @Test("a close misspelling gets a suggestion", arguments: [
        ("step_gaol", "step_goal"),
        ("stepgoal", "step_goal"),
        ("Step_Goal", "step_goal"),
        ("max_bonus_day", "max_bonus_days"),
        ("heart_rate_window", "heart_rate_window_minutes"),
    ])
    func suggestion(name: String, expected: String) {
        #expect(KeySuggestion.closest(to: name, among: Self.known) == expected)
    }

    @Test("a name far from every known key gets none", arguments: ["colour", "x", "reminder_time"])
    func none(name: String) {
        #expect(KeySuggestion.closest(to: name, among: Self.known) == nil)
    }
}
