import Foundation

/// The `[publish]` table: how the site meets the web once it is uploaded.
///
/// A personal dashboard is private by default: pages carry `<meta name="robots" content="noindex">` and
/// `robots.txt` disallows everything; `indexing = true` opens it and writes `sitemap.xml`, which needs
/// `base_url` for its absolute addresses.
public struct PublishSettings: Sendable, Equatable {
    /// The site's public address, such as `https://example.org/health/`; empty: none (`base_url`).
    public var baseURL = ""
    /// Whether search engines may index the site (`indexing`).
    public var indexing = false
    /// Whether the build leaves out notes and moments' bodies and rounds measurements (`redact`).
    public var redact = false

    /// The defaults.
    public init() {}

    /// `baseURL` ending in exactly one `/`, or `nil` when none is set: page paths are appended to it.
    public var baseURLWithSlash: String? {
        guard !baseURL.isEmpty else { return nil }
        var base = Substring(baseURL)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/"
    }

    /// The path of `baseURL` below its host, without the leading `/` and ending in `/` (`"health/"` for
    /// `https://example.org/health`), or `""` when the site sits at the host's root or no URL is set:
    /// `sitegen serve` answers under it as well as at `/`.
    public var basePath: String {
        guard let base = baseURLWithSlash, let path = URLComponents(string: base)?.path else { return "" }
        let trimmed = path.drop(while: { $0 == "/" })
        return trimmed.isEmpty ? "" : String(trimmed)
    }

    /// Why `text` is not a usable base URL (an absolute http or https URL with a host, no query or
    /// fragment), or `nil` when it is one.
    public static func problem(baseURL text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return "an absolute http or https URL such as \"https://example.org/health/\""
        }
        guard scheme == "http" || scheme == "https" else { return "an http or https URL (not \(scheme):)" }
        guard let host = components.host, !host.isEmpty else { return "a URL with a host name, such as \"https://example.org/\"" }
        guard components.query == nil, components.fragment == nil else { return "a URL without a query (?) or fragment (#)" }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }) else {
            return "a URL without spaces, quotes or angle brackets"
        }
        return nil
    }
}
