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
    ///
    /// `previous` is the digest of each file of the current output (`PreviousOutput.Reading.files`). When a file
    /// is unchanged (a page the site kept, or any other file whose bytes' digest equals the one listed for
    /// its path), the output is updated in place instead (`update`): only the changed files are staged and
    /// renamed in, and the unchanged ones are not touched. `inputs` goes into the new manifest.
    /// `listed` is what the build found in the output when it began (`PreviousOutput.Reading.listing`): an
    /// update checks that instead of walking every folder again (`OutputFolder.checkReplaceable(_:listed:)`).
    /// `stamps`: the folders' stamps the listing found settled (`FolderStamp`), recorded in the manifest of an
    /// update (a new tree swapped in has new folders).
    /// Returns how many files were kept.
    @discardableResult
    public func write(_ planned: Site, to output: String, previous: [String: Digest] = [:], inputs: Digest? = nil,
                      listed: (entries: [FileEntry], record: OutputRecord)? = nil,
                      stamps: [String: FolderStamp] = [:]) throws(BuildError) -> Int {
        var site = planned
        try site.finishPending()
        let staging = output + ".sitegen-new", retired = output + ".sitegen-old"
        let finished = site, paths = site.paths, folders = OutputFolder.folders(of: paths)
        // The checks that the output is ours (a walk of every folder, unless the build listed them when it
        // began) and the new manifest (every file's digest, a line a file) need nothing of each
        // other: they run side by side. Beside the manifest, the check's side also plans the update the build
        // will most likely make (what it removes, its interim manifest), which
        // is dropped when the site turns out to keep no file.
        nonisolated(unsafe) var checked: Result<(record: OutputRecord?, plan: UpdatePlan?), BuildError>?
        nonisolated(unsafe) var made: (keeping: Set<String>, manifest: Data)?
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                checked = Result { () throws(BuildError) in
                    let found = if let listed {
                        try OutputFolder(io: io).checkReplaceable(output, listed: listed)
                    } else {
                        try checkReplaceable(output)
                    }
                    try checkReplaceable(staging, leftOver: true)
                    try checkReplaceable(retired, leftOver: true)
                    let plan = found.record.map { UpdatePlan(finished, paths: paths, folders: folders, old: $0, present: found.entries) }
                    return (found.record, plan)
                }
            } else {
                let digests = Self.digests(of: finished)
                let keeping = Self.unchanged(finished, digests: digests, previous: previous)
                let manifest = OutputFolder.manifest(listing: paths, digests: digests, inputs: inputs, folders: folders,
                                                     stamps: keeping.isEmpty ? [:] : stamps)
                made = (keeping, manifest)
            }
        }
        let (record, plan) = try checked!.get()
        let (keeping, manifest) = made!
        let old = keeping.isEmpty ? nil : record
        if old == nil && listed != nil {
            // The whole previous tree is removed: everything in it now is checked.
            try checkReplaceable(output)
        }
        guard old != nil || site.kept.isEmpty else {
            throw BuildError(phase: .write, message: "\(output)/\(Self.marker) changed while the site was built; "
                + "\(output) is unchanged: build again")
        }
        // Kept pages are not made: what an update writes is among the files made.
        let written = old == nil ? Set(paths) : Set(site.files.keys.filter { !keeping.contains($0) })
        do {
            if io.kind(staging) != nil { try io.remove(staging) }
            try io.makeDirectory(staging)
            // The manifest first: a staging folder left by a crash is then known to be ours.
            try io.write(staging + "/" + Self.marker, manifest)
            try writeAll(site, into: staging, only: written)
        } catch {
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not write \(staging): \(describe(error)); \(output) is unchanged")
        }
        if let old, let plan {
            try update(output, from: staging, moving: written, plan: plan, old: old)
            return keeping.count
        }
        try swap(staging: staging, output: output, retired: retired)
        return 0
    }

    /// What an update removes from the output, and the manifest it writes before it moves a file in: made
    /// from the site (`paths`, its `folders`), the output's manifest `old` and what is there (`present`, as
    /// listed by the check that everything there is ours).
    ///
    /// Only what is in the output and listed in its manifest is removed: a manifest edited to name
    /// `../elsewhere` removes nothing.
    struct UpdatePlan {
        /// The files the site no longer has.
        let removed: [String]
        /// The old folders the site no longer has, each removed whole from the topmost, sorted.
        let emptied: [String]
        /// `OutputFolder.interim`: the old and new paths together.
        let interim: Data

        init(_ site: Site, paths: [String], folders: Set<String>, old: OutputRecord, present: [FileEntry]) {
            let there = present.filter { old.kinds[$0.path] == $0.kind }
            removed = there.filter { $0.kind == .file && !site.contains($0.path) }.map(\.path)
            let gone = Set(there.filter { $0.kind == .folder && !folders.contains($0.path) }.map(\.path))
            emptied = gone.filter { folder in
                var parent = Substring(folder)
                while let slash = parent.lastIndex(of: "/") {
                    parent = parent[..<slash]
                    if gone.contains(String(parent)) { return false }
                }
                return true
            }.sorted()
            interim = OutputFolder.interim(extending: old, files: paths, folders: folders)
        }
    }

    /// Puts an incremental build in place: the output keeps its unchanged files, the `moving` files staged
    /// in `staging` are renamed over theirs, and the files and folders the site no longer has (`plan`) are
    /// removed.
    ///
    /// Unlike the folder swap this is not one step, so the output's manifest first lists the old and new
    /// paths together, without the digest of the shared inputs (`OutputFolder.interim`: a build stopped half
    /// way then makes every page again, and refuses nothing it wrote); the new manifest replaces it last.
    /// What the site no longer has goes first, so that a file can take the place of a folder and a folder
    /// the place of a file.
    private func update(_ output: String, from staging: String, moving: Set<String>, plan: UpdatePlan,
                        old: OutputRecord) throws(BuildError) {
        let movingInOrder = moving.sorted()
        do {
            // A last look at each path about to be replaced or removed: what was present may have been listed
            // when the build began.
            let folder = OutputFolder(io: io)
            for path in plan.removed + plan.emptied + movingInOrder { try folder.checkStill(path, in: output, record: old) }
        } catch {
            try? io.remove(staging)
            throw error
        }
        do {
            try io.write(output + "/" + Self.marker, plan.interim)
            // Listed when the build began: one removed since is already gone.
            for path in plan.removed where io.kind(output + "/" + path) != nil { try io.remove(output + "/" + path) }
            for folder in plan.emptied where io.kind(output + "/" + folder) != nil { try io.remove(output + "/" + folder) }
            for path in movingInOrder { try io.replace(staging + "/" + path, output + "/" + path) }
            try io.replace(staging + "/" + Self.marker, output + "/" + Self.marker)
            try io.remove(staging)
        } catch {
            throw BuildError(phase: .write, message: "could not finish updating \(output): \(describe(error)); "
                + "the pages not yet replaced are made again by the next build")
        }
    }

    /// Writes the files of `site` at `only` under `folder`, on two threads (the writes wait on the disk more
    /// than the CPU).
    private func writeAll(_ site: Site, into folder: String, only: Set<String>) throws {
        let paths = only.sorted(), files = site.files, io = self.io
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            for index in stride(from: part, to: paths.count, by: 2) where !failure.isSet {
                do { try io.write(folder + "/" + paths[index], files[paths[index]]!) } catch { failure.set(error) }
            }
        }
        if let error = failure.error { throw error }
    }

    /// Each file's digest for the manifest: a page's is what it was made from (`Site.digests`), any other
    /// file's is its bytes'.
    static func digests(of site: Site) -> [String: Digest] {
        let unlisted = site.files.keys.filter { site.digests[$0] == nil }.sorted()
        let made = ParallelPages.map(unlisted) { Digest.of(site.files[$0]!) }
        return site.digests.merging(zip(unlisted, made)) { listed, _ in listed }
    }

    /// The paths to keep from the previous output: the pages the site kept, and every file whose digest
    /// is the one the previous manifest lists for its path.
    static func unchanged(_ site: Site, digests: [String: Digest], previous: [String: Digest]) -> Set<String> {
        site.kept.union(site.files.keys.filter { path in previous[path] != nil && digests[path] == previous[path] })
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
    @discardableResult
    private func checkReplaceable(_ path: String, leftOver: Bool = false) throws(BuildError)
        -> (entries: [FileEntry], record: OutputRecord?) {
        try OutputFolder(io: io).checkReplaceable(path, leftOver: leftOver)
    }

    /// The manifest of `site` (see `OutputFolder.manifest`).
    static func manifest(for site: Site) -> Data { OutputFolder.manifest(listing: site.paths, digests: digests(of: site)) }

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
