import Foundation

/// A request's path turned into a key of the built site, or the reason it is refused.
///
/// The site is a dictionary, so nothing outside it can be read; still, a path that tries to leave
/// (`..`, `.`, their percent-encoded forms), hides a slash or a backslash in an escape, or carries a
/// NUL is refused outright rather than normalised.
enum RequestPath: Equatable {
    /// A file of the site: `""` is the root (`index.html`), a trailing `/` a folder.
    case file(String)
    case refused(String)

    static func parse(_ raw: String) -> RequestPath {
        let path = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasPrefix("/") else { return .refused("the path must start with /") }
        let lowered = path.lowercased()
        for escape in ["%2f", "%5c", "%00"] where lowered.contains(escape) {
            return .refused("an encoded slash, backslash or NUL in the path")
        }
        guard !path.contains("\\"), let decoded = path.removingPercentEncoding else {
            return .refused("a backslash or a broken %-escape in the path")
        }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return .refused("a control character in the path")
        }
        let segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .refused("a . or .. segment in the path") }
        guard !segments.dropLast().contains(where: \.isEmpty) else { return .refused("an empty segment (//) in the path") }
        return .file(String(decoded.dropFirst()))
    }
}
