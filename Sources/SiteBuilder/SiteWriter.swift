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
    /// The manifest file that says sitegen wrote a folder and lists what it wrote.
    public static let marker = ".sitegen-output"

    /// The manifest's first line; a marker without it (an older sitegen's) lists nothing.
    static let manifestHeader = "sitegen output manifest 1: written by sitegen, replaced on every build; the paths it wrote:"

    let io: FileIO

    public init(io: FileIO) { self.io = io }

    /// Writes `site` to `output` (an absolute path).
    public func write(_ site: Site, to output: String) throws(BuildError) {
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

    /// Refuses to go on when `path` holds anything sitegen did not write (`leftOver`: a staging
    /// folder of an earlier build, which the message names as such).
    private func checkReplaceable(_ path: String, leftOver: Bool = false) throws(BuildError) {
        guard let kind = io.kind(path) else { return }
        let what = leftOver ? "\(path) (where sitegen stages a build)" : path
        let advice = "move it away or choose another output folder; sitegen deletes only what it wrote"
        guard kind != .symbolicLink else {
            throw BuildError(phase: .write, message: "\(what) is a symbolic link, which sitegen would replace with a folder: "
                + "set output to the folder the link points to (sitegen deletes only what it wrote)")
        }
        guard kind == .folder else {
            throw BuildError(phase: .write, message: "\(what) exists and is a \(kind.name), not a folder; \(advice)")
        }
        let entries: [FileEntry]
        do { entries = try io.entries(path) } catch {
            throw BuildError(phase: .write, message: "cannot list \(what): \(describe(error)); it is left as it is")
        }
        if entries.isEmpty { return }
        guard entries.contains(FileEntry(path: Self.marker, kind: .file)) else {
            throw BuildError(phase: .write, message: "\(what) exists and was not written by sitegen (no \(Self.marker) in it); "
                + "refusing to replace it: \(advice)")
        }
        guard let written = Self.parseManifest((try? io.read(path + "/" + Self.marker)) ?? Data()) else {
            throw BuildError(phase: .write, message: "\(path)/\(Self.marker) does not list what sitegen wrote "
                + "(an older sitegen's output, or edited); refusing to replace \(what): delete the folder once yourself, "
                + "or choose another output folder")
        }
        for entry in entries where entry.path != Self.marker && written[entry.path] != entry.kind {
            throw BuildError(phase: .write, message: "\(path)/\(entry.path) is a \(entry.kind.name) sitegen did not write; "
                + "refusing to replace \(what), which would delete it: \(advice)")
        }
    }

    /// The manifest of `site`: the header, then every folder (ending in `/`) and file, sorted, one a line;
    /// a backslash, line feed or carriage return in a name is written `\\`, `\n`, `\r`.
    static func manifest(for site: Site) -> Data {
        var paths = Set(site.files.keys)
        for file in site.files.keys {
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                paths.insert(folder + "/")
            }
        }
        // Escaped scalar by scalar: a backslash followed by a combining mark is one Character.
        let lines = paths.sorted().map { path in
            String(String.UnicodeScalarView(path.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
                switch scalar {
                case "\\": ["\\", "\\"]
                case "\n": ["\\", "n"]
                case "\r": ["\\", "r"]
                default: [scalar]
                }
            }))
        }
        return Data(([manifestHeader] + lines).map { $0 + "\n" }.joined().utf8)
    }

    /// The paths a manifest lists, with what each is; nil when it is not a manifest.
    static func parseManifest(_ data: Data) -> [String: FileKind]? {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(manifestHeader) else { return nil }
        var written: [String: FileKind] = [:]
        for line in lines.dropFirst() {
            var scalars = String.UnicodeScalarView(), escaped = false
            for scalar in line.unicodeScalars {
                if escaped {
                    scalars.append(scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else {
                    scalars.append(scalar)
                }
            }
            let path = String(scalars)
            if path.hasSuffix("/") { written[String(path.dropLast())] = .folder } else { written[path] = .file }
        }
        return written
    }
}

/// The first error of several threads.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    var isSet: Bool { lock.withLock { stored != nil } }
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
}
