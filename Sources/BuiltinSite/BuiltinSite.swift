import Foundation

/// The default site built into the binary: the repository's `Templates/` and `Public/`, embedded at build
/// time by the `EmbedSiteFiles` plugin. A site folder's own `Templates/` or `Public/` file of the same
/// name overrides one of these, file by file (as a Hugo theme's files are overridden).
public enum BuiltinSite {
    /// The templates by name (`layout`, `day`, …: the file's path under `Templates/` without `.mustache`).
    public static let templates: [String: Data] = Dictionary(uniqueKeysWithValues: files("Templates").compactMap { path, data in
        path.hasSuffix(".mustache") ? (String(path.dropLast(".mustache".count)), data) : nil
    })

    /// The static files by their path under `Public/` (`css/site.css`, `favicon.svg`, …).
    public static let publicFiles: [String: Data] = Dictionary(uniqueKeysWithValues: files("Public"))

    /// The SHA-256 (hex) of the sources this program was built from (`Sources/**/*.swift` and `Package.swift`):
    /// an incremental build keeps a page only when the program that made it is this one.
    public static let sourceDigest: String = EmbeddedFiles.sources

    /// Every embedded file of `folder` with its path inside it, as written by `sitegen init --templates`.
    public static func files(_ folder: String) -> [(String, Data)] {
        (EmbeddedFiles.folders[folder] ?? []).map { path, base64 in (path, Data(base64Encoded: base64) ?? Data()) }
    }
}
