/// The `[moments]` table: which automatic moments to leave out.
public struct MomentSettings: Sendable, Equatable {
    /// Keys of automatic moments not to show (`hide`), as each automatic moment's page names it.
    public var hide: [String] = []

    /// The defaults.
    public init() {}
}
