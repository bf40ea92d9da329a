import Foundation

/// Puts a `Site` on disk, replacing the output folder atomically.
///
/// The files go to a sibling folder first; only when every file is written does that
/// folder take the output's place by rename. A failure at any point leaves the previous
/// output exactly as it was. An existing folder is replaced only if sitegen wrote it (it
/// holds the marker file) or it is empty, so a mistyped `output` cannot delete a project.
public struct SiteWriter: Sendable {
    /// The marker file that says sitegen wrote a folder.
    public static let marker = ".sitegen-output"

    let io: FileIO

    public init(io: FileIO) { self.io = io }

    /// Writes `site` to `output` (an absolute path).
    public func write(_ site: Site, to output: String) throws(BuildError) {
        let staging = output + ".sitegen-new", retired = output + ".sitegen-old"
        try checkReplaceable(output)
        do {
            if io.exists(staging) { try io.remove(staging) }
            try io.makeDirectory(staging)
            try writeAll(site, into: staging)
            try io.write(staging + "/" + Self.marker, Data("written by sitegen; this folder is replaced on every build\n".utf8))
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

    private func swap(staging: String, output: String, retired: String) throws(BuildError) {
        do {
            if io.exists(retired) { try io.remove(retired) }
            if io.exists(output) { try io.move(output, retired) }
        } catch {
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not move the previous output aside: \(describe(error))")
        }
        do {
            try io.move(staging, output)
        } catch {
            if io.exists(retired) { try? io.move(retired, output) }
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not move the new site into \(output): \(describe(error))")
        }
        try? io.remove(retired)
    }

    private func checkReplaceable(_ output: String) throws(BuildError) {
        guard io.exists(output) else { return }
        guard io.isDirectory(output) else {
            throw BuildError(phase: .write, message: "\(output) exists and is a file, not a folder; choose another output folder")
        }
        let files = (try? io.listFiles(output)) ?? []
        guard files.isEmpty || files.contains(Self.marker) else {
            throw BuildError(phase: .write, message: "\(output) exists and was not written by sitegen (no \(Self.marker) in it); "
                + "refusing to replace it: empty it or choose another output folder")
        }
    }
}

/// A short readable text for a Foundation or other error.
func describe(_ error: any Error) -> String {
    if error is CocoaError { return error.localizedDescription }
    return String(describing: error)
}

/// The first error of several threads.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    var isSet: Bool { lock.withLock { stored != nil } }
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
}
