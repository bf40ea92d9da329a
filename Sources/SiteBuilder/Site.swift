import Foundation

/// A whole built site as a value: relative path → bytes.
///
/// The build produces a `Site`; only `SiteWriter` puts it on disk.
public struct Site: Sendable, Equatable {
    /// Files by relative path (`day/2026-11-21/index.html`).
    public private(set) var files: [String: Data] = [:]

    public init() {}

    /// Adds a file; a path added twice is a build error (two pages claiming one URL).
    public mutating func add(_ path: String, _ data: Data) throws(BuildError) {
        guard files[path] == nil else { throw BuildError(phase: .render, message: "two outputs for the path \(path)") }
        files[path] = data
    }

    /// Adds a UTF-8 text file.
    public mutating func add(_ path: String, text: String) throws(BuildError) {
        try add(path, Data(text.utf8))
    }

    /// The HTML pages, sorted.
    public var pages: [String] { files.keys.filter { $0.hasSuffix(".html") }.sorted() }

    /// Total size in bytes.
    public var byteCount: Int { files.values.reduce(0) { $0 + $1.count } }
}
