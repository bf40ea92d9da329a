import Foundation
import Workspace

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

    /// Adds a file whose bytes `make` produces later, when `finishPending` runs every pending file
    /// at once on every core: for the large JSON files, whose encoding would otherwise run alone.
    public mutating func addLater(_ path: String, _ make: @escaping () throws(BuildError) -> Data) {
        pending.append(PendingFile(path: path, make: make))
    }

    /// Produces every file added with `addLater`, concurrently, and adds them in the order they were added.
    public mutating func finishPending() throws(BuildError) {
        let files = pending
        pending = []
        try ParallelPages.render(files, into: &self, bytes: { (file: PendingFile) throws(BuildError) in
            (file.path, try file.make())
        })
    }

    public static func == (a: Site, b: Site) -> Bool { a.files == b.files }

    private var pending: [PendingFile] = []

    /// The HTML pages, sorted.
    public var pages: [String] { files.keys.filter { $0.hasSuffix(".html") }.sorted() }

    /// Total size in bytes.
    public var byteCount: Int { files.values.reduce(0) { $0 + $1.count } }
}

/// A file of `Site.addLater`: its path and how to make its bytes.
final class PendingFile: @unchecked Sendable {
    let path: String
    let make: () throws(BuildError) -> Data

    init(path: String, make: @escaping () throws(BuildError) -> Data) {
        self.path = path
        self.make = make
    }
}
