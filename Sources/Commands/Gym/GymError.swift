/// Why a gym command changed nothing; `description` is one readable message.
public enum GymError: Error, Equatable, CustomStringConvertible {
    /// `--date` was not a real day written `yyyy-MM-dd`.
    case invalidDate(String)
    /// Seed GymStreak logs visits as they happen: a day after today cannot be logged.
    case futureDate(day: String, today: String)
    /// The import file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The import file is not a JSON array.
    case notAnArray(path: String, detail: String)
    /// Entries that are not `yyyy-MM-dd` dates up to today: entry number (from 1) and what it holds.
    case invalidEntries(path: String, entries: [String])
    /// `site.toml` or the store refused; the message says which and why.
    case site(String)

    public var description: String {
        switch self {
        case .invalidDate(let text):
            "--date: expected a date yyyy-MM-dd such as 2026-11-20; found \"\(text)\""
        case .futureDate(let day, let today):
            "\(day) is in the future (today is \(today) in the site's time zone): only days that have begun can be logged"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notAnArray(let path, let detail):
            "\(path): expected a JSON array of dates yyyy-MM-dd, such as [\"2026-11-20\", \"2026-11-21\"]; \(detail)"
        case .invalidEntries(let path, let entries):
            "\(path): \(entries.count) \(entries.count == 1 ? "entry is" : "entries are") not a date yyyy-MM-dd up to today; "
                + "nothing was imported:\n" + entries.map { "  \($0)" }.joined(separator: "\n")
        case .site(let message):
            message
        }
    }
}
