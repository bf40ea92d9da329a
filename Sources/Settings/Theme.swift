/// The colour scheme of the pages.
public enum Theme: String, Sendable, CaseIterable {
    /// Near-black background with cyan accents (the default).
    case dark
    /// Light background.
    case light
    /// Follows the viewer's system setting (`prefers-color-scheme`).
    case auto
}
