/// The day a week starts on in habit week strips and reports.
public enum FirstWeekday: String, Sendable, CaseIterable {
    /// Weeks run Sunday to Saturday.
    case sunday
    /// Weeks run Monday to Sunday (the default).
    case monday
}
