/// The home page's time-of-day greeting (seed Skill Tracker: "Time-based greeting feature").
public enum HabitGreeting {
    /// "Good morning" from 05:00, "Good afternoon" from 12:00, "Good evening" from 17:00,
    /// "Good night" from 22:00 to 04:59.
    public static func text(hour: Int) -> String {
        switch hour {
        case 5..<12: "Good morning"
        case 12..<17: "Good afternoon"
        case 17..<22: "Good evening"
        default: "Good night"
        }
    }
}
