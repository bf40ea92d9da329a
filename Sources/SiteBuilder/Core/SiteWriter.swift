import Foundation
import Workspace

/// Puts a `Site` on disk, replacing the output folder atomically, and only ever what sitegen wrote.
///
/// The files go to a sibling folder first; only when every file is written does that folder
/// take the output's place, by one atomic exchange where the system has one (a reader of the
/// output never finds it missing), and the previous tree is removed after. A failure at any
/// point leaves the previous output exactly as it was.
///
/// Every output holds the manifest `.sitegen-output`: each path sitegen wrote there, folders
/// included. An existing output is replaced only when everything in it is in its manifest (or it
/// is empty): a file, folder, link, FIFO or socket someone else put there stops the build with
/// its path named, and so does an output that is itself a symbolic link.
public struct SiteWriter: Sendable {
    /// The manifest file that says sitegen wrote a folder and lists what it wrote (`OutputFolder.marker`).
    public static let marker = OutputFolder.marker

    let io: FileIO

    public init(io: FileIO) { self.io = io }

    /// Writes `site` to `output` (an absolute path), making first any file of it not made yet.
    public func write(_ planned: Site, to output: String) throws(BuildError) {
        var site = planned
        try site.finishPending()
        let staging = output + ".sitegen-new", retired = output + ".sitegen-old"
        try checkReplaceable(output)
        try checkReplaceable(staging, leftOver: true)
        try checkReplaceable(retired, leftOver: true)
        do {
            if io.kind(staging) != nil { try io.remove(staging) }
            try io.makeDirectory(staging)
            // The manifest first: a staging folder left by a crash is then known to be ours.
            try io.write(staging + "/" + Self.marker, Self.manifest(for: site))
            try writeAll(site, into: staging)
        } catch {
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not write \(staging): \(describe(error)); \(output) is unchanged")
        }
        try swap(staging: staging, output: output, retired: retired)
    }

    /// Writes every file of `site` under `folder`, on two threads (the writes wait on the disk more than the CPU).
    private func writeAll(_ site: Site, into folder: String) throws {
        let paths = site.files.keys.sorted(), files = site.files, io = self.io
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            for index in stride(from: part, to: paths.count, by: 2) where !failure.isSet {
                do { try io.write(folder + "/" + paths[index], files[paths[index]]!) } catch { failure.set(error) }
            }
        }
        if let error = failure.error { throw error }
    }

    /// Puts `staging` at `output`: a rename when there is no output yet, else one atomic exchange
    /// and the removal of the old tree (two renames where the system cannot exchange).
    private func swap(staging: String, output: String, retired: String) throws(BuildError) {
        if io.kind(output) != nil {
            let exchanged: Bool
            do { exchanged = try io.exchange(staging, output) } catch {
                try? io.remove(staging)
                throw BuildError(phase: .write, message: "could not put the new site in place of \(output): \(describe(error)); \(output) is unchanged")
            }
            if exchanged {
                try? io.remove(staging)
                return
            }
            do {
                try io.move(output, retired)
            } catch {
                try? io.remove(staging)
                throw BuildError(phase: .write, message: "could not move the previous output aside: \(describe(error))")
            }
        }
        do {
            try io.move(staging, output)
        } catch {
            if io.kind(retired) != nil { try? io.move(retired, output) }
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not move the new site into \(output): \(describe(error))")
        }
        if io.kind(retired) != nil { try? io.remove(retired) }
    }

    /// Refuses to go on when `path` holds anything sitegen did not write (see `OutputFolder`).
    private func checkReplaceable(_ path: String, leftOver: Bool = false) throws(BuildError) {
        try OutputFolder(io: io).checkReplaceable(path, leftOver: leftOver)
    }

    /// The manifest of `site` (see `OutputFolder.manifest`).
    static func manifest(for site: Site) -> Data { OutputFolder.manifest(listing: site.paths) }

    /// The paths a manifest lists, with what each is; nil when it is not a manifest.
    static func parseManifest(_ data: Data) -> [String: FileKind]? { OutputFolder.parseManifest(data) }
}

/// The first error of several threads.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    var isSet: Bool { lock.withLock { stored != nil } }
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
}
