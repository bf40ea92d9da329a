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
            for path in site.files.keys.sorted() { try io.write(staging + "/" + path, site.files[path]!) }
            try io.write(staging + "/" + Self.marker, Data("written by sitegen; this folder is replaced on every build\n".utf8))
        } catch {
            try? io.remove(staging)
            throw BuildError(phase: .write, message: "could not write \(staging): \(describe(error)); \(output) is unchanged")
        }
        try swap(staging: staging, output: output, retired: retired)
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
