import Settings
import Workspace

/// The command line's say over the `[publish]` table: `sitegen build --base-url URL --indexing --redact`.
/// `nil` leaves the setting of `site.toml` in force.
public struct PublishOverrides: Sendable, Equatable {
    public var baseURL: String?
    public var indexing: Bool?
    public var redact: Bool?

    public init(baseURL: String? = nil, indexing: Bool? = nil, redact: Bool? = nil) {
        self.baseURL = baseURL
        self.indexing = indexing
        self.redact = redact
    }

    /// `settings` with these overrides in force; a bad `--base-url`, or indexing without a base URL,
    /// is a load-phase error saying what was expected.
    func applied(to settings: SiteSettings) throws(BuildError) -> SiteSettings {
        var settings = settings
        if let baseURL {
            if let expected = PublishSettings.problem(baseURL: baseURL) {
                throw BuildError(phase: .load, message: "--base-url \(baseURL): expected \(expected)")
            }
            settings.publish.baseURL = baseURL
        }
        if let indexing { settings.publish.indexing = indexing }
        if let redact { settings.publish.redact = redact }
        if settings.publish.indexing, settings.publish.baseURL.isEmpty {
            throw BuildError(phase: .load, message: "indexing needs a base URL: sitemap.xml lists every page by its "
                + "absolute address; set publish.base_url in site.toml or pass --base-url https://…")
        }
        return settings
    }
}
