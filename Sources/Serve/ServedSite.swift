import Foundation
import Commands
import SiteBuilder
import Workspace

/// A built site ready to serve: every file's bytes as serve sends them, its type and its ETag.
///
/// The site comes unfinished from the plan phase (`Site`: each page's path and how to make it):
/// a file is made when it is first asked for, then kept, so a rebuild costs the pages that are looked
/// at, not every page of the site. Its bytes are the ones a static build writes.
///
/// HTML pages get what only serve adds: the reload script before `</body>` and a Content-Security-Policy
/// that lets the logging forms post to this server (`form-action 'self'`). Every other byte is the
/// static build's.
final class ServedSite: @unchecked Sendable {
    struct File: Sendable {
        let bytes: Data
        let contentType: String
        let etag: String
        /// A page's version (`ServedSite.version` of its static bytes); `nil` for other files.
        var version: String? = nil
    }

    /// The build this site came from; the reload script waits for a newer one.
    let generation: Int
    /// The path the settings publish the site under (`"health/"`, or `""`): the site answers there as at `/`.
    let basePath: String
    private let site: Site
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]

    /// One file: made once, by the first request for it, while the others asking for it wait.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var file: File?
    }

    init(_ site: Site, basePath: String = "", generation: Int) {
        self.site = site
        self.basePath = basePath
        self.generation = generation
    }

    /// The key of the site's file that a request's key names: below the base path, the part after
    /// it (the base path wins over a folder of the same name at `/`); anywhere else, itself.
    func key(for requested: String) -> String {
        guard !basePath.isEmpty, requested.hasPrefix(basePath) else { return requested }
        return String(requested.dropFirst(basePath.count))
    }

    /// Whether the site has a file at `path`.
    func contains(_ path: String) -> Bool { site.contains(path) }

    /// The file at `path`, made now if nobody asked for it since the build (`nil`: no such file).
    /// Requests for a file being made wait for it rather than make it again (64 connections asking for
    /// the same page just after a rebuild make it once). A failure is not kept: the next request tries again.
    func file(_ path: String) throws(BuildError) -> File? {
        guard site.contains(path) else { return nil }
        let slot = lock.withLock {
            if let slot = slots[path] { return slot }
            let slot = Slot()
            slots[path] = slot
            return slot
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let file = slot.file { return file }
        guard let bytes = try site.make(path) else { return nil }
        let isPage = path.hasSuffix(".html")
        let served = isPage ? Self.inject(into: bytes, generation: generation) : bytes
        let file = File(bytes: served, contentType: ContentType.of(path), etag: Self.etag(served),
                        version: isPage ? Self.version(bytes) : nil)
        slot.file = file
        return file
    }

    /// How many files are made so far (tests check that a rebuild makes only what is asked for).
    var madeCount: Int {
        let all = lock.withLock { Array(slots.values) }
        return all.filter { slot in slot.lock.withLock { slot.file != nil } }.count
    }

    /// Every file, made now where needed: what tests compare with a full build.
    var files: [String: File] {
        get throws(BuildError) {
            var files: [String: File] = [:]
            for path in site.paths { files[path] = try file(path) }
            return files
        }
    }

    /// The policy the static pages carry, and serve's: the same but forms may post back to this server.
    static let staticFormAction = Data("form-action 'none'".utf8)
    static let serveFormAction = Data("form-action 'self'".utf8)

    /// The tag serve puts before `</body>`: one same-origin script (allowed by `script-src 'self'`). It
    /// names the build the page came from and the page's version (`version` of its static bytes), so that
    /// a newer build reloads the page only when the page itself changed.
    static func scriptTag(generation: Int, version: String? = nil) -> String {
        "<script src=\"\(ServeRoutes.reloadScript)\" data-generation=\"\(generation)\""
            + (version.map { " data-version=\"\($0)\"" } ?? "") + " defer></script>"
    }

    /// A page's version: its static bytes' validator, without the quotes.
    static func version(_ page: Data) -> String { String(etag(page).dropFirst().dropLast()) }

    /// `page` with the reload script before its last `</body>` and the serve CSP.
    static func inject(into page: Data, generation: Int) -> Data {
        var bytes = page
        if let range = bytes.range(of: staticFormAction) { bytes.replaceSubrange(range, with: serveFormAction) }
        let tag = Data(scriptTag(generation: generation, version: version(page)).utf8)
        if let close = bytes.range(of: Data("</body>".utf8), options: .backwards) {
            bytes.insert(contentsOf: tag, at: close.lowerBound)
        } else {
            bytes.append(tag)
        }
        return bytes
    }

    /// Undoes `inject`: the static build's bytes (tests compare them).
    static func strip(_ served: Data, generation: Int) -> Data {
        var bytes = served
        let opening = Data(("<script src=\"\(ServeRoutes.reloadScript)\" data-generation=\"\(generation)\"").utf8)
        if let range = bytes.range(of: opening, options: .backwards),
           let end = bytes.range(of: Data("</script>".utf8), in: range.upperBound..<bytes.endIndex) {
            bytes.removeSubrange(range.lowerBound..<end.upperBound)
        }
        if let range = bytes.range(of: serveFormAction) { bytes.replaceSubrange(range, with: staticFormAction) }
        return bytes
    }

    /// A strong validator from the bytes: FNV-1a 64 and the length (not a security hash: it only
    /// has to change when the bytes do).
    static func etag(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return "\"\(String(hash, radix: 16))-\(String(bytes.count, radix: 16))\""
    }
}
