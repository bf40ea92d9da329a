/// The `[store]` table: where the SQLite history store lives.
public struct StoreSettings: Sendable, Equatable {
    /// Path of the history store, relative to the site folder (`path`).
    public var path = "history.sqlite"

    /// The defaults.
    public init() {}
}
